import type { AnsweredQuestion } from './read-quiz-answers';
import type { QuizInsights, RiskLevel } from './quiz-types';

const riskRank: Readonly<Record<RiskLevel, number>> = { low: 0, medium: 1, high: 2 };

/**
 * The safety risk profile: the highest risk level of any chosen option (low when none carries
 * one); clearance is required exactly at high risk (spec 02 §9); the primary concerns are the
 * descriptions of the medium and high risk answers, high ones first, in question order.
 */
export function assessRiskProfile(
  answers: ReadonlyMap<string, AnsweredQuestion>,
): QuizInsights['riskProfile'] {
  const risky = [...answers.values()].flatMap(({ question, chosen }) =>
    chosen
      .filter((option) => option.riskLevel === 'medium' || option.riskLevel === 'high')
      .map((option) => ({
        rank: riskRank[option.riskLevel ?? 'low'],
        concern: option.description ?? question.question,
      })),
  );
  const highest = Math.max(0, ...risky.map((entry) => entry.rank));
  const level: RiskLevel = highest === 2 ? 'high' : highest === 1 ? 'medium' : 'low';
  const concerns = [...risky].sort((a, b) => b.rank - a.rank).map((entry) => entry.concern);
  return { level, clearanceRequired: level === 'high', primaryConcerns: [...new Set(concerns)] };
}
