import { FORM_SCORE_MAX, FORM_SCORE_MIN } from '../pose-constants';
import { roundToTenth } from '../analysis/score-form';
import { FAULTY_REP_MAX_SCORE } from './fault-thresholds';
import type { FaultSeverity, FormFaultName, RepFault } from './form-fault-types';

/** Points each fault costs by severity: spec 03 §9's deductions for the matching finding. */
export const REP_FAULT_DEDUCTIONS: Readonly<
  Record<FormFaultName, Readonly<Record<FaultSeverity, number>>>
> = {
  'shallow-depth': { mild: 2, moderate: 4, severe: 4 },
  'knee-valgus': { mild: 1, moderate: 2, severe: 3 },
  'forward-lean': { mild: 1, moderate: 2, severe: 4 },
  'rounded-back': { mild: 1, moderate: 3, severe: 5 },
  'hips-rise-early': { mild: 1, moderate: 2, severe: 2 },
};

/**
 * A rep's form score from its faults (issue #16: the score follows the faults): 10 minus each
 * fault's deduction, at most 7 with a moderate or severe fault, then minus a tenth of what the
 * rep's frames lost on average (`meanFrameQuality`, the spec's per-frame score 1-10, so at most
 * 0.9), one decimal, never below 1. A clean rep scores 9.1-10 and one with a moderate or severe
 * fault at most 7, so the gap between them is always 2 points or more.
 */
export function scoreRepFaults(faults: readonly RepFault[], meanFrameQuality: number): number {
  let score = FORM_SCORE_MAX;
  for (const fault of faults) score -= REP_FAULT_DEDUCTIONS[fault.fault][fault.severity];
  if (faults.some((f) => f.severity !== 'mild')) score = Math.min(score, FAULTY_REP_MAX_SCORE);
  const frameLoss = Math.min(FORM_SCORE_MAX - FORM_SCORE_MIN, FORM_SCORE_MAX - meanFrameQuality);
  return roundToTenth(Math.max(FORM_SCORE_MIN, score - Math.max(0, frameLoss) / 10));
}
