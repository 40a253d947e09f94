import type { RemoteAppProps } from '@repwise/contracts';
import { Button, EmptyState, PageHeader, PageSubtitle, PageTitle, LoadingState } from '@repwise/ui';
import { useEffect } from 'react';
import { OnboardingPage } from '../../components/onboarding-page';
import { useApiClient } from '@repwise/federation/react';
import { useFreshSWR } from '../../lib/use-fresh-swr';
import { fetchQuiz } from './api/quiz-api';
import { QuizForm } from './components/quiz-form';

/** The personal training assessment (spec 02 §2, §4): load, show results if done, else the sections. */
export function QuizScreen({
  navigate,
  getAccessToken,
  onSessionEnded,
}: Pick<RemoteAppProps, 'navigate' | 'getAccessToken' | 'onSessionEnded'>) {
  const request = useApiClient({ getAccessToken, onSessionEnded });
  const {
    data: quiz,
    error,
    isLoading,
    mutate,
  } = useFreshSWR('quiz-questions', () => fetchQuiz(request));
  const isCompleted = quiz?.completed === true;

  useEffect(() => {
    if (isCompleted) navigate('/onboarding/quiz/results', { replace: true });
  }, [isCompleted, navigate]);

  const hasQuestions = (quiz?.metadata.totalQuestions ?? 0) > 0;
  return (
    <OnboardingPage>
      <PageHeader>
        <PageTitle>Personal Training Assessment</PageTitle>
        {quiz && hasQuestions && (
          <PageSubtitle>
            About {quiz.metadata.estimatedMinutes} minutes · {quiz.metadata.totalQuestions}{' '}
            questions · {quiz.metadata.totalSections} sections
          </PageSubtitle>
        )}
      </PageHeader>
      {(isLoading || isCompleted) && <LoadingState text="Loading your assessment..." />}
      {error && (
        <EmptyState
          title="Failed to load quiz questions"
          description={error instanceof Error ? error.message : undefined}
          action={
            <Button type="button" onClick={() => void mutate()}>
              Try Again
            </Button>
          }
        />
      )}
      {quiz && !isCompleted && !hasQuestions && (
        <EmptyState description="Quiz questions are not available at this time. Please try again later." />
      )}
      {quiz && !isCompleted && hasQuestions && (
        <QuizForm
          quiz={quiz}
          request={request}
          onSubmitted={() => navigate('/onboarding/quiz/results')}
        />
      )}
    </OnboardingPage>
  );
}
