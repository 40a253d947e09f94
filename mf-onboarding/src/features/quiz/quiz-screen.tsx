import { EmptyState, PageHeader, PageTitle } from '@repwise/ui';
import { OnboardingPage } from '../../components/onboarding-page';

/** The personal training assessment (spec 02 §2) while no questions exist (spec 02 §8). */
export function QuizScreen() {
  return (
    <OnboardingPage>
      <PageHeader>
        <PageTitle>Personal Training Assessment</PageTitle>
      </PageHeader>
      <EmptyState description="Quiz questions are not available at this time. Please try again later." />
    </OnboardingPage>
  );
}
