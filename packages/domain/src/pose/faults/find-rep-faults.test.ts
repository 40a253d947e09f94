import { describe, expect, it } from 'vitest';
import type { RepPostureSample } from './form-fault-types';
import {
  findDeadliftRepFaults,
  findDeadliftStartPosture,
  findSquatRepFaults,
} from './find-rep-faults';

const blank: RepPostureSample = {
  timestampMs: 0,
  depthAngleDeg: null,
  leanDeg: null,
  imageLeanDeg: null,
  valgusRatio: null,
  hipY: null,
  shoulderY: null,
  torsoLength: null,
  isTorsoLengthWorld: true,
  barY: null,
  isSideView: true,
};

/** One sample every 40 ms from the given partial samples. */
function samples(parts: readonly Partial<RepPostureSample>[]): RepPostureSample[] {
  return parts.map((part, i) => ({ ...blank, timestampMs: i * 40, ...part }));
}

/** A squat going down to `bottomDeg` and back, leaning `leanDeg` and with `valgus` at the bottom. */
function squat(bottomDeg: number, leanDeg = 20, valgus: number | null = null) {
  const depths = [170, 150, 130, 115, 105, 100, 95, 90, 85, 80].filter((d) => d > bottomDeg);
  const path = [...depths, bottomDeg, bottomDeg, bottomDeg, ...[...depths].reverse()];
  return samples(
    path.map((depthAngleDeg) => ({
      depthAngleDeg,
      leanDeg: depthAngleDeg <= bottomDeg + 5 ? leanDeg : 10,
      valgusRatio: valgus === null ? null : depthAngleDeg <= bottomDeg + 5 ? valgus : 1,
    })),
  );
}

describe('findSquatRepFaults', () => {
  it.each<[string, RepPostureSample[], string[]]>([
    ['thighs at parallel: clean', squat(90), []],
    ['10° above parallel (100°) is still acceptable', squat(100), []],
    ['above 100° is shallow', squat(101), ['shallow-depth:moderate']],
    ['a quarter squat (above 120°) is severely shallow', squat(125), ['shallow-depth:severe']],
    ['a 45° lean at the bottom is acceptable', squat(85, 45), []],
    ['above 45° is excessive forward lean', squat(85, 46), ['forward-lean:moderate']],
    ['above 60° is dangerous', squat(85, 61), ['forward-lean:severe']],
    ['knees over ankles (1.0) are fine', squat(85, 20, 1), []],
    ['a 0.9 knee/ankle ratio is still none', squat(85, 20, 0.9), []],
    ['below 0.9 is mild valgus', squat(85, 20, 0.85), ['knee-valgus:mild']],
    ['below 0.8 is moderate valgus', squat(85, 20, 0.75), ['knee-valgus:moderate']],
    ['below 0.7 is severe valgus', squat(85, 20, 0.65), ['knee-valgus:severe']],
  ])('%s', (_, rep, expected) => {
    expect(findSquatRepFaults(rep).map((f) => `${f.fault}:${f.severity}`)).toEqual(expected);
  });

  it('reports the deepest frame and its depth for a shallow rep', () => {
    const [fault] = findSquatRepFaults(squat(112));
    expect(fault).toMatchObject({ fault: 'shallow-depth', measure: 112, unit: 'deg' });
    expect(fault?.atMs).toBe(4 * 40);
  });

  it('ignores a one-frame glitch of depth', () => {
    const rep = squat(110);
    rep[2] = { ...rep[2]!, depthAngleDeg: 60 };
    expect(findSquatRepFaults(rep).map((f) => f.fault)).toEqual(['shallow-depth']);
  });

  it('finds nothing without depth', () => {
    expect(findSquatRepFaults(samples([{ leanDeg: 70 }]))).toEqual([]);
  });
});

const START = { torsoLength: 0.5, isWorld: true };

/**
 * A deadlift pull: bar from the floor (0.8) up to lockout (0.6). `torsoAtBottom` is the
 * hip-to-shoulder distance while the bar is low; `shoulderLag` the share of the hips' first
 * climb the shoulders make (1 = together); `chestRise` the share of the torso's rise from 55° of
 * lean to upright done at each share of the hips' climb (by default with the hips).
 */
function pull(
  torsoAtBottom: number,
  shoulderLag = 1,
  isSideView = true,
  chestRise = (progress: number) => progress,
) {
  const parts: Partial<RepPostureSample>[] = [];
  for (let i = 0; i < 6; i++)
    parts.push({ barY: 0.8, hipY: 0.65, shoulderY: 0.62, imageLeanDeg: 55 });
  for (let i = 1; i <= 10; i++) {
    const progress = i / 10;
    const hipRise = 0.1 * progress;
    const early = Math.min(progress, 0.5) * shoulderLag + Math.max(0, progress - 0.5) * 1.8;
    parts.push({
      barY: 0.8 - 0.2 * progress,
      hipY: 0.65 - hipRise,
      shoulderY: 0.62 - 0.1 * early,
      imageLeanDeg: 55 * (1 - chestRise(progress)),
    });
  }
  for (let i = 0; i < 4; i++)
    parts.push({ barY: 0.6, hipY: 0.55, shoulderY: 0.4, imageLeanDeg: 0 });
  return samples(
    parts.map((part) => ({
      ...part,
      torsoLength: (part.barY ?? 0) > 0.74 ? torsoAtBottom : 0.5,
      isSideView,
    })),
  );
}

describe('findDeadliftRepFaults', () => {
  it.each<[string, RepPostureSample[], string[]]>([
    ['a flat back that keeps its length: clean', pull(0.48), []],
    ['14 % shorter at the bottom: clean', pull(0.43), []],
    ['15 % shorter is a rounded back', pull(0.425), ['rounded-back:moderate']],
    ['20 % shorter is severe', pull(0.4), ['rounded-back:severe']],
    ['from the front a shorter torso says nothing', pull(0.4, 1, false), []],
    ['hips leading the shoulders by 1.4×: clean', pull(0.48, 1 / 1.4), []],
    ['hips rising 2× as fast as the shoulders', pull(0.48, 0.5), ['hips-rise-early:moderate']],
    ['3× is severe', pull(0.48, 1 / 3), ['hips-rise-early:severe']],
    [
      'the chest 30 % up when the hips have done 3/4 of their climb: clean',
      pull(0.48, 1, true, (p) => (p <= 0.75 ? 0.4 * p : 0.3 + 2.8 * (p - 0.75))),
      [],
    ],
    [
      'the legs straight before the chest comes up (side view)',
      pull(0.48, 1, true, (p) => (p <= 0.8 ? 0.1 * p : 0.08 + 4.6 * (p - 0.8))),
      ['hips-rise-early:moderate'],
    ],
    [
      'from the front the torso lean says nothing',
      pull(0.48, 1, false, (p) => (p <= 0.8 ? 0.1 * p : 0.08 + 4.6 * (p - 0.8))),
      [],
    ],
  ])('%s', (_, rep, expected) => {
    expect(findDeadliftRepFaults(rep, START).map((f) => `${f.fault}:${f.severity}`)).toEqual(
      expected,
    );
  });

  it('judges no rounding without a start posture', () => {
    expect(findDeadliftRepFaults(pull(0.3), null)).toEqual([]);
  });

  it('reports the chest rise done, in percent, where the hips had done 3/4 of their climb', () => {
    const rep = pull(0.48, 1, true, (p) => (p <= 0.8 ? 0.1 * p : 0.08 + 4.6 * (p - 0.8)));
    const [fault] = findDeadliftRepFaults(rep, START);
    expect(fault).toMatchObject({ fault: 'hips-rise-early', unit: 'percent' });
    expect(fault?.measure).toBeLessThan(25);
    expect(rep.find((s) => s.timestampMs === fault?.atMs)?.hipY).toBeCloseTo(0.57, 2);
  });

  it('reports the rounding in percent at the shortest bottom frame', () => {
    const [fault] = findDeadliftRepFaults(pull(0.4), START);
    expect(fault).toMatchObject({ fault: 'rounded-back', measure: 20, unit: 'percent' });
  });
});

describe('findDeadliftStartPosture', () => {
  it('takes the upper quartile of the lockout lengths, of the kind most samples have', () => {
    const lockout = samples(
      [0.44, 0.46, 0.48, 0.5, 0.5, 0.3].map((torsoLength, i) => ({
        torsoLength,
        isTorsoLengthWorld: i < 5,
      })),
    );
    expect(findDeadliftStartPosture(lockout)).toEqual({ torsoLength: 0.5, isWorld: true });
  });

  it('is null without lengths', () => {
    expect(findDeadliftStartPosture(samples([{}]))).toBeNull();
  });
});
