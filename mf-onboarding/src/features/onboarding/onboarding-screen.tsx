import { OnboardingPage } from '../../components/onboarding-page';
import type { RemoteAppProps } from '@repwise/contracts';
import { Button, PageHeader, PageSubtitle, PageTitle } from '@repwise/ui';
import styled from 'styled-components';
import { isOnboardingEditMode } from './onboarding-steps';
import { StepOverview } from './step-overview';

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
`;

/** The onboarding assessment's first view (spec 02 §2): its heading, the steps ahead and the way to skip. */
export function OnboardingScreen({
  location,
  navigate,
  notify,
}: Pick<RemoteAppProps, 'location' | 'navigate' | 'notify'>) {
  const isEditMode = isOnboardingEditMode(location);

  function skipOnboarding() {
    notify({
      title: 'Onboarding Skipped',
      description: 'You can complete your profile anytime in settings.',
    });
    navigate('/app/dashboard');
  }

  return (
    <OnboardingPage>
      <PageHeader>
        <PageTitle>{isEditMode ? 'Edit Your Fitness Profile' : 'Welcome to RepWise'}</PageTitle>
        {isEditMode && (
          <PageSubtitle>Update your answers to regenerate your workout plan</PageSubtitle>
        )}
      </PageHeader>
      <StepOverview />
      <Actions>
        <Button type="button" $variant="ghost" onClick={skipOnboarding}>
          Skip for now
        </Button>
      </Actions>
    </OnboardingPage>
  );
}
