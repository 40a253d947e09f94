import type { RemoteAppProps } from '@repwise/contracts';
import { Button, EmptyState, PageHeader, PageSubtitle, PageTitle, LoadingState } from '@repwise/ui';
import styled, { createGlobalStyle } from 'styled-components';
import { OnboardingPage } from '../../components/onboarding-page';
import { useApiClient } from '@repwise/federation/react';
import { useFreshSWR } from '../../lib/use-fresh-swr';
import { fetchQuizResults } from './api/quiz-api';
import {
  FitnessProfileBlock,
  NextStepsBlock,
  RecommendedApproachBlock,
  SafetyAssessmentBlock,
  SpecialConsiderationsBlock,
} from './components/results-blocks';
import { describeResultsError, isNoResultsMessage } from './model/describe-results-error';

const printAreaId = 'quiz-results-print';

// Save Results prints only the results: the shell's header, menu and the buttons stay off paper.
const PrintStyle = createGlobalStyle`
  @media print {
    body * {
      visibility: hidden;
    }
    #${printAreaId},
    #${printAreaId} * {
      visibility: visible;
    }
    #${printAreaId} {
      position: absolute;
      inset: 0 auto auto 0;
      width: 100%;
      padding: 0;
    }
    #${printAreaId} [data-print="hide"] {
      display: none;
    }
    #${printAreaId} section {
      box-shadow: none;
    }
  }
`;

const Blocks = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  @media (min-width: ${({ theme }) => theme.breakpoints.md}px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(3)};
`;

/** "Assessment Complete!" (spec 02 §2): the five result blocks, Continue to Dashboard and Save Results. */
export function QuizResultsScreen({
  navigate,
  getAccessToken,
  onSessionEnded,
}: Pick<RemoteAppProps, 'navigate' | 'getAccessToken' | 'onSessionEnded'>) {
  const request = useApiClient({ getAccessToken, onSessionEnded });
  const { data, error, isLoading } = useFreshSWR('quiz-results', () => fetchQuizResults(request));

  if (isLoading) {
    return (
      <OnboardingPage>
        <PageHeader>
          <PageTitle>Personal Training Assessment</PageTitle>
        </PageHeader>
        <LoadingState text="Loading your results..." />
      </OnboardingPage>
    );
  }

  if (error || !data) {
    const message = describeResultsError(error instanceof Error ? error.message : null);
    return (
      <OnboardingPage>
        <PageHeader>
          <PageTitle>Personal Training Assessment</PageTitle>
        </PageHeader>
        <EmptyState
          title="Unable to load quiz results"
          description={message}
          action={
            isNoResultsMessage(message) ? (
              <Button type="button" onClick={() => navigate('/onboarding/quiz')}>
                Start Assessment
              </Button>
            ) : (
              <Button type="button" onClick={() => window.location.reload()}>
                Try Again
              </Button>
            )
          }
        />
      </OnboardingPage>
    );
  }

  const { insights, nextSteps, completedAt } = data;
  return (
    <OnboardingPage id={printAreaId}>
      <PrintStyle />
      <PageHeader>
        <PageTitle>Assessment Complete!</PageTitle>
        <PageSubtitle>
          Your personal training assessment from{' '}
          {new Date(completedAt).toLocaleDateString('en-US', { dateStyle: 'long' })}.
        </PageSubtitle>
      </PageHeader>
      <Blocks>
        <SafetyAssessmentBlock riskProfile={insights.riskProfile} />
        <FitnessProfileBlock readiness={insights.fitnessReadiness} />
        <RecommendedApproachBlock approach={insights.personalizedApproach} />
        <SpecialConsiderationsBlock specialNeeds={insights.personalizedApproach.specialNeeds} />
      </Blocks>
      <NextStepsBlock steps={nextSteps} />
      <Actions data-print="hide">
        <Button type="button" $variant="secondary" onClick={() => window.print()}>
          Save Results
        </Button>
        <Button type="button" onClick={() => navigate('/app/dashboard')}>
          Continue to Dashboard
        </Button>
      </Actions>
    </OnboardingPage>
  );
}
