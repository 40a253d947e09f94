import type { RemoteAppProps } from '@repwise/contracts';
import { isPlanSummaryView } from './features/onboarding/onboarding-steps';
import { OnboardingScreen } from './features/onboarding/onboarding-screen';
import { PlanSummaryScreen } from './features/plan-summary/plan-summary-screen';
import { QuizResultsScreen } from './features/quiz/quiz-results-screen';
import { QuizScreen } from './features/quiz/quiz-screen';

/** The onboarding area: the assessment (/onboarding, /onboarding/retake), its plan summary, the quiz and its results. */
export function OnboardingRoot(props: RemoteAppProps) {
  const { location } = props;
  const pathname = location.pathname.replace(/\/+$/, '');
  if (pathname === '/onboarding/quiz/results') return <QuizResultsScreen {...props} />;
  if (pathname === '/onboarding/quiz') return <QuizScreen {...props} />;
  if (isPlanSummaryView(location)) return <PlanSummaryScreen {...props} />;
  return <OnboardingScreen {...props} />;
}
