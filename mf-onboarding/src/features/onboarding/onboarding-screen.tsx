import { OnboardingPage } from '../../components/onboarding-page';
import type { RemoteAppProps } from '@repwise/contracts';
import { Button, PageHeader, PageSubtitle, PageTitle, LoadingState } from '@repwise/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { useApiClient } from '@repwise/federation/react';
import { useOnboardingStart } from './hooks/use-onboarding-start';
import { isOnboardingEditMode, isOnboardingRetake } from './onboarding-steps';
import { OnboardingWizard } from './onboarding-wizard';
import { rememberSkippedOnboarding } from './storage/skipped-onboarding';

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
`;

/** The onboarding assessment (spec 02 §2): heading, loading or resetting, then the wizard. */
export function OnboardingScreen({
  location,
  user,
  navigate,
  notify,
  getAccessToken,
  onSessionEnded,
}: Pick<
  RemoteAppProps,
  'location' | 'user' | 'navigate' | 'notify' | 'getAccessToken' | 'onSessionEnded'
>) {
  // Decided once: a retake replaces the URL with /onboarding, yet stays in edit mode.
  const [mode] = useState(() => ({
    isEditMode: isOnboardingEditMode(location),
    isRetake: isOnboardingRetake(location),
  }));
  const request = useApiClient({ getAccessToken, onSessionEnded });
  const userId = user?.id ?? null;
  const { phase, start } = useOnboardingStart({ request, userId, ...mode, navigate, notify });

  // The shell's guard admits a user who skipped (spec 02 §2: Skip for now goes to the dashboard).
  function skipOnboarding() {
    rememberSkippedOnboarding(userId);
    notify({
      title: 'Onboarding Skipped',
      description: 'You can complete your profile anytime in settings.',
    });
    navigate('/app/dashboard');
  }

  return (
    <OnboardingPage>
      <Header>
        <PageHeader>
          <PageTitle>
            {mode.isEditMode ? 'Edit Your Fitness Profile' : 'Welcome to RepWise'}
          </PageTitle>
          {mode.isEditMode && (
            <PageSubtitle>Update your answers to regenerate your workout plan</PageSubtitle>
          )}
        </PageHeader>
        <Button type="button" $variant="ghost" onClick={skipOnboarding}>
          Skip for now
        </Button>
      </Header>
      {phase === 'ready' && start ? (
        <OnboardingWizard
          start={start}
          request={request}
          userId={userId}
          isEditMode={mode.isEditMode}
          navigate={navigate}
          notify={notify}
        />
      ) : (
        <LoadingState
          text={phase === 'resetting' ? 'Resetting Your Profile' : 'Loading Your Profile'}
        />
      )}
    </OnboardingPage>
  );
}
