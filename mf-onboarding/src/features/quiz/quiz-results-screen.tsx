import { OnboardingPage } from '../../components/onboarding-page';
import type { RemoteAppProps } from '@repwise/contracts';
import { Button, EmptyState, PageHeader, PageTitle } from '@repwise/ui';

/** The assessment results (spec 02 §2) when no completed assessment exists (spec 02 §8). */
export function QuizResultsScreen({ navigate }: Pick<RemoteAppProps, 'navigate'>) {
  return (
    <OnboardingPage>
      <PageHeader>
        <PageTitle>Personal Training Assessment</PageTitle>
      </PageHeader>
      <EmptyState
        description="No completed assessment found. Please complete the personal training assessment first."
        action={
          <Button type="button" onClick={() => navigate('/onboarding/quiz')}>
            Start Assessment
          </Button>
        }
      />
    </OnboardingPage>
  );
}
