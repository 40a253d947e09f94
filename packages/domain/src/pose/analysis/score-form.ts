import { FORM_LABEL_MIN_SCORE, FORM_SCORE_MAX, FORM_SCORE_MIN } from '../pose-constants';
import type { FormLabel } from '../pose-types';

/** The form score after `deductions` points: 10 minus the deductions, never below 1. */
export function scoreFromDeductions(deductions: number): number {
  return Math.min(FORM_SCORE_MAX, Math.max(FORM_SCORE_MIN, FORM_SCORE_MAX - deductions));
}

/** The label of a form score: 8+ Excellent, 6+ Good, 4+ Fair, else Needs Work. */
export function labelFormScore(score: number): FormLabel {
  if (score >= FORM_LABEL_MIN_SCORE.excellent) return 'Excellent';
  if (score >= FORM_LABEL_MIN_SCORE.good) return 'Good';
  if (score >= FORM_LABEL_MIN_SCORE.fair) return 'Fair';
  return 'Needs Work';
}

/** Rounds to one decimal (rep scores and averages are shown that way). */
export function roundToTenth(value: number): number {
  return Math.round(value * 10) / 10;
}

/** One finding of an analyser with the points it cost; findings costing 0 are praise. */
export interface FormFinding {
  deduction: number;
  message: string;
}

/**
 * The feedback lines of an analysis: the costly findings, biggest deduction first, or the praise
 * line when nothing cost a point.
 */
export function orderFeedback(findings: readonly FormFinding[], praise: string): string[] {
  const costly = findings.filter((finding) => finding.deduction > 0);
  if (costly.length === 0) return [praise];
  return costly.sort((a, b) => b.deduction - a.deduction).map((finding) => finding.message);
}
