import type { RemoteAppProps } from '@repwise/contracts';
import { Button, EmptyState, PageHeader, PageSubtitle, PageTitle, LoadingState } from '@repwise/ui';
import styled from 'styled-components';
import { OnboardingPage } from '../../components/onboarding-page';
import { useApiClient } from '@repwise/federation/react';
import {
  NutritionPlanCard,
  ProgressTrackingCard,
  SafetyCard,
  WorkoutPlanCard,
} from './components/plan-cards';
import { usePlanSummary } from './use-plan-summary';

const Cards = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  @media (min-width: ${({ theme }) => theme.breakpoints.md}px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
`;

/** "Your AI-Powered Plan" (spec 02 §2): loading while the plan is generated, the four cards, or the error. */
export function PlanSummaryScreen({
  navigate,
  notify,
  getAccessToken,
  onSessionEnded,
}: Pick<RemoteAppProps, 'navigate' | 'notify' | 'getAccessToken' | 'onSessionEnded'>) {
  const request = useApiClient({ getAccessToken, onSessionEnded });
  const view = usePlanSummary(request);

  function continueToDashboard() {
    notify({ title: 'Welcome to RepWise!' });
    navigate('/app/dashboard');
  }

  return (
    <OnboardingPage>
      <PageHeader>
        <PageTitle>Your AI-Powered Plan</PageTitle>
        <PageSubtitle>
          Built from your assessment answers. You can update them any time.
        </PageSubtitle>
      </PageHeader>
      {view.phase === 'loading' && (
        <LoadingState
          text="Creating your personalized plan..."
          detail="This usually takes a few seconds."
        />
      )}
      {view.phase === 'error' && (
        <EmptyState
          title="Unable to Load Plan"
          description={view.message}
          action={
            <Button type="button" onClick={() => window.location.reload()}>
              Try Again
            </Button>
          }
        />
      )}
      {view.phase === 'ready' && (
        <>
          <Cards>
            <WorkoutPlanCard summary={view.summary} />
            <NutritionPlanCard summary={view.summary} />
            <ProgressTrackingCard summary={view.summary} />
            <SafetyCard summary={view.summary} />
          </Cards>
          <Actions>
            <Button type="button" onClick={continueToDashboard}>
              Continue to Dashboard
            </Button>
          </Actions>
        </>
      )}
    </OnboardingPage>
  );
}
