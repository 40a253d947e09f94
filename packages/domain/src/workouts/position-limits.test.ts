import { describe, expect, it } from 'vitest';
import { allowedPositions, fitsPositionLimits, type PositionLimits } from './position-limits';
import type { ExercisePosition } from './workout-vocabulary';

describe('allowedPositions', () => {
  it.each<[PositionLimits, readonly ExercisePosition[], readonly ExercisePosition[]]>([
    [{}, ['floor-back'], ['floor-back']],
    [{ standingOnly: true }, ['floor-back', 'standing'], ['standing']],
    [{ standingOnly: true }, ['kneeling'], []],
    [{ standingOnly: true }, ['floor-plank'], []],
    [{ standingOnly: true }, ['leaning'], ['leaning']],
    [{ standingOnly: true }, ['bench-back'], ['bench-back']],
    [{ seatedOnly: true }, ['standing', 'seated'], ['seated']],
    [{ seatedOnly: true }, ['floor-seated'], []],
    [{ noLyingOnBack: true }, ['bench-back', 'floor-back'], []],
    [{ noLyingOnBack: true }, ['reclined'], ['reclined']],
    [{ noLyingFaceDown: true }, ['floor-front', 'bench-front', 'floor-plank'], ['floor-plank']],
    [{ noKneeling: true }, ['kneeling', 'seated'], ['seated']],
    [{ noHanging: true }, ['hanging'], []],
  ])('with %j keeps of %j only %j', (limits, positions, allowed) => {
    expect(allowedPositions({ positions }, limits)).toEqual(allowed);
  });

  it('fits an exercise without position data only when no limit is set', () => {
    expect(fitsPositionLimits({}, {})).toBe(true);
    expect(fitsPositionLimits({}, { noHanging: true })).toBe(false);
  });
});
