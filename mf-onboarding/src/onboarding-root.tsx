import type { RemoteAppProps } from '@repwise/contracts';
import { OnboardingScreen } from './features/onboarding/onboarding-screen';
import { QuizResultsScreen } from './features/quiz/quiz-results-screen';
import { QuizScreen } from './features/quiz/quiz-screen';

/** The onboarding area: the assessment (/onboarding, /onboarding/retake), the quiz and its results. */
export function OnboardingRoot(props: RemoteAppProps) {
  const { location, navigate } = props;
  const pathname = location.pathname.replace(/\/+$/, '');
  if (pathname === '/onboarding/quiz/results') return <QuizResultsScreen navigate={navigate} />;
  if (pathname === '/onboarding/quiz') return <QuizScreen />;
  return <OnboardingScreen {...props} />;
}
