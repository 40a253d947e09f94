import type { FormAnalysis } from './analysis-types';

/**
 * The lower-scoring of two analyses (the earlier on a tie), for keeping a rep's worst frame to
 * hand to the coach and the risk tracker; either may be null.
 */
export function pickWorseAnalysis<T extends FormAnalysis>(
  kept: T | null,
  candidate: T | null,
): T | null {
  if (kept === null) return candidate;
  if (candidate === null) return kept;
  return candidate.overallScore < kept.overallScore ? candidate : kept;
}
