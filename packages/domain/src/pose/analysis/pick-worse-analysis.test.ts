import { describe, expect, it } from 'vitest';
import { buildSidePose } from '../test-support/build-pose';
import { analyzeSquat } from './analyze-squat';
import type { SquatAnalysis } from './analysis-types';
import { pickWorseAnalysis } from './pick-worse-analysis';

function analysis(kneeAngleDeg: number): SquatAnalysis {
  const outcome = analyzeSquat(buildSidePose({ kneeAngleDeg }));
  if (!outcome.isValid) throw new Error(outcome.message);
  return outcome.analysis;
}

describe('pickWorseAnalysis', () => {
  const good = analysis(70);
  const poor = analysis(120);

  it.each<[string, SquatAnalysis | null, SquatAnalysis | null, SquatAnalysis | null]>([
    ['nothing kept yet', null, poor, poor],
    ['no candidate', good, null, good],
    ['a worse candidate', good, poor, poor],
    ['a better candidate', poor, good, poor],
    ['a tie keeps the earlier', good, analysis(70), good],
  ])('with %s', (_, kept, candidate, expected) => {
    expect(pickWorseAnalysis(kept, candidate)).toBe(expected);
  });
});
