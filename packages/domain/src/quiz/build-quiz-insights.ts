import { assessFitnessReadiness } from './assess-fitness-readiness';
import { assessRiskProfile } from './assess-risk-profile';
import type { QuizDefinition, QuizInsights, QuizResponse } from './quiz-types';
import { readQuizAnswers } from './read-quiz-answers';
import { recommendApproach } from './recommend-approach';

/** The next steps the results list, clearance first when it is required. */
export function buildNextSteps(insights: QuizInsights): string[] {
  const { riskProfile, fitnessReadiness, personalizedApproach } = insights;
  const steps: string[] = [];
  if (riskProfile.clearanceRequired) {
    steps.push(
      'Get medical clearance: share these results with your doctor before you start exercising.',
    );
  } else if (riskProfile.level === 'medium') {
    steps.push('Check with your doctor about the concerns listed before you increase intensity.');
  }
  steps.push(
    fitnessReadiness.level === 'beginner'
      ? 'Spend your first two weeks learning the basic movements with light loads.'
      : 'Use your first week as a baseline to set your working weights and paces.',
  );
  if (fitnessReadiness.timeCommitment !== 'Not specified') {
    steps.push(
      `Train at ${personalizedApproach.recommendedIntensity} intensity: ${fitnessReadiness.timeCommitment}.`,
    );
  }
  steps.push('Check your squat and deadlift form with camera pose tracking.');
  steps.push('Retake this assessment in 12 weeks, or sooner if your health changes.');
  return steps;
}

/** The results of a submission (spec 02 §3): risk profile, readiness, approach and next steps. */
export function buildQuizInsights(
  quiz: QuizDefinition,
  responses: readonly QuizResponse[],
): { insights: QuizInsights; nextSteps: string[] } {
  const answers = readQuizAnswers(quiz, responses);
  const riskProfile = assessRiskProfile(answers);
  const fitnessReadiness = assessFitnessReadiness(answers);
  const insights: QuizInsights = {
    riskProfile,
    fitnessReadiness,
    personalizedApproach: recommendApproach(answers, riskProfile.level, fitnessReadiness.level),
  };
  return { insights, nextSteps: buildNextSteps(insights) };
}
