import type { AnsweredQuestion } from './read-quiz-answers';
import type { FitnessReadinessLevel, QuizInsights } from './quiz-types';

type Points = 0 | 1 | 2;

function numberAnswer(answers: ReadonlyMap<string, AnsweredQuestion>, id: string): number | null {
  const answer = answers.get(id)?.answer;
  return typeof answer === 'number' ? answer : null;
}

function chosenValue(answers: ReadonlyMap<string, AnsweredQuestion>, id: string): string | null {
  return answers.get(id)?.chosen[0]?.value ?? null;
}

function band(value: number | null, lowBelow: number, highFrom: number): Points | null {
  if (value === null) return null;
  return value >= highFrom ? 2 : value >= lowBelow ? 1 : 0;
}

const experiencePoints: Readonly<Record<string, Points>> = {
  none: 0,
  'under-6-months': 0,
  '6-24-months': 1,
  '2-5-years': 2,
  'over-5-years': 2,
};

/**
 * The level from four factors scored 0-2 each (unanswered ones left out): active days (0-1, 2-3,
 * 4+), training experience (<6 months, 6-24 months, 2+ years), self-rated fitness (1-4, 5-7, 8-10)
 * and push-ups (<10, 10-29, 30+). Share of the possible points: below 0.4 beginner, below 0.75
 * intermediate, otherwise advanced; no factor at all is beginner.
 */
export function rateFitnessLevel(
  answers: ReadonlyMap<string, AnsweredQuestion>,
): FitnessReadinessLevel {
  const experience = chosenValue(answers, 'training-experience');
  const factors = [
    band(numberAnswer(answers, 'active-days'), 2, 4),
    experience === null ? null : (experiencePoints[experience] ?? 0),
    band(numberAnswer(answers, 'fitness-rating'), 5, 8),
    band(numberAnswer(answers, 'push-ups'), 10, 30),
  ].filter((points): points is Points => points !== null);
  if (factors.length === 0) return 'beginner';
  const share = factors.reduce<number>((sum, points) => sum + points, 0) / (2 * factors.length);
  return share < 0.4 ? 'beginner' : share < 0.75 ? 'intermediate' : 'advanced';
}

/** "3 sessions per week, 45-60 minutes"; what is unanswered is left out ('Not specified' if all). */
export function describeTimeCommitment(answers: ReadonlyMap<string, AnsweredQuestion>): string {
  const sessions = numberAnswer(answers, 'sessions-per-week');
  const length = answers.get('session-length')?.chosen[0]?.label ?? null;
  const parts = [
    sessions === null ? null : `${sessions} session${sessions === 1 ? '' : 's'} per week`,
    length,
  ].filter((part): part is string => part !== null);
  return parts.length > 0 ? parts.join(', ') : 'Not specified';
}

/** Fitness readiness: level, the primary goal's label and the weekly time commitment. */
export function assessFitnessReadiness(
  answers: ReadonlyMap<string, AnsweredQuestion>,
): QuizInsights['fitnessReadiness'] {
  return {
    level: rateFitnessLevel(answers),
    primaryGoal: answers.get('primary-goal')?.chosen[0]?.label ?? 'Not specified',
    timeCommitment: describeTimeCommitment(answers),
  };
}
