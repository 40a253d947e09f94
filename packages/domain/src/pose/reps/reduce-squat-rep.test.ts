import { describe, expect, it } from 'vitest';
import {
  initialSquatRepState,
  reduceSquatRep,
  type SquatRepFrame,
  type SquatRepState,
} from './reduce-squat-rep';

function feed(
  angles: readonly (number | null)[],
  qualities: readonly (number | null)[] = [],
  medianFrames = 1,
  from: SquatRepState = initialSquatRepState,
) {
  let state = from;
  const events = [];
  for (const [index, kneeAngleDeg] of angles.entries()) {
    const frame: SquatRepFrame = {
      kneeAngleDeg,
      formQuality: qualities[index] ?? null,
      timestampMs: index * 33,
    };
    const step = reduceSquatRep(state, frame, { medianFrames });
    state = step.state;
    events.push(...step.events);
  }
  return { state, events };
}

describe('reduceSquatRep thresholds', () => {
  it.each<[number, 'up' | 'down']>([
    [100.01, 'up'],
    [100, 'up'],
    [99.99, 'down'],
  ])('from standing, a knee angle of %f° leaves the phase %s', (angle, phase) => {
    expect(feed([170, angle]).state.currentPhase).toBe(phase);
  });

  it.each<[number, 'up' | 'down', number]>([
    [105, 'down', 0],
    [110, 'down', 0],
    [110.01, 'up', 1],
  ])(
    'from the bottom, %f° leaves the phase %s with %i reps (hysteresis 10)',
    (angle, phase, count) => {
      const { state } = feed([170, 90, angle]);
      expect(state).toMatchObject({
        currentPhase: phase,
        currentCount: count,
        repCompleted: count === 1,
      });
    },
  );

  it('does not count bouncing between 100 and 110', () => {
    expect(feed([170, 95, 105, 99, 108, 96, 109]).state.currentCount).toBe(0);
  });

  it('reports the phase changes and the rep with its time', () => {
    const { events } = feed([170, 90, 120]);
    expect(events).toEqual([
      { type: 'phase', from: 'up', to: 'down', timestampMs: 33 },
      { type: 'phase', from: 'down', to: 'up', timestampMs: 66 },
      { type: 'rep', count: 1, score: 5, timestampMs: 66 },
    ]);
  });

  it('flags repCompleted only on the counting frame', () => {
    expect(feed([170, 90, 120, 170]).state.repCompleted).toBe(false);
  });

  it('ignores frames without a knee angle but keeps their form quality', () => {
    const { state } = feed([170, 90, null, 120], [null, 6, 8, null]);
    expect(state).toMatchObject({ currentCount: 1, lastRepScore: 7 });
  });
});

describe('reduceSquatRep scores', () => {
  it.each<[string, (number | null)[], number]>([
    ['no form quality gives 5', [null, null, null], 5],
    ['the mean of the qualities', [8, 9, 7], 8],
    ['rounded to one decimal', [8, 8.5, null], 8.3],
    ['rounded to one decimal (down)', [7, 7, 8], 7.3],
  ])('%s', (_, qualities, expected) => {
    expect(feed([170, 90, 120], qualities).state.lastRepScore).toBe(expected);
  });

  it.each<[number, number]>([
    [60, 9.9],
    [61, 10],
  ])('with %i qualities recorded keeps only the last 60 (score %f)', (count, expected) => {
    // The first quality is 4, the rest 10: it counts only while the window holds it.
    const angles = [...Array.from({ length: count - 1 }, () => 90), 120];
    const qualities = [4, ...Array.from({ length: count - 1 }, () => 10)];
    expect(feed(angles, qualities).state.lastRepScore).toBe(expected);
  });

  it('starts the next rep with an empty history', () => {
    const { state } = feed([170, 90, 120, 90, 120], [4, 4, 4, 9, 9]);
    expect(state).toMatchObject({ currentCount: 2, lastRepScore: 9, formSinceRep: [] });
  });

  it('remembers the deepest angle of the last rep', () => {
    const { state } = feed([170, 95, 72, 88, 130]);
    expect(state.lastRepDepthDeg).toBe(72);
  });
});

describe('reduceSquatRep median filter', () => {
  it('ignores a one-frame glitch to standing at the bottom', () => {
    expect(feed([170, 170, 60, 60, 170, 60, 60, 170, 170], [], 3).state.currentCount).toBe(1);
  });

  it('ignores a one-frame glitch into a squat while standing', () => {
    expect(feed([170, 170, 40, 170, 170], [], 3).state.currentPhase).toBe('up');
  });

  it('still counts every real rep, one frame late', () => {
    const { events } = feed([170, 170, 90, 90, 120, 120, 90, 90, 130, 130], [], 3);
    expect(
      events.filter((event) => event.type === 'rep').map((event) => event.timestampMs),
    ).toEqual([165, 297]);
  });
});

describe('reduceSquatRep after the person was lost', () => {
  // Two standing frames, then a bent knee after `gapMs` without frames: with the old neighbours
  // the 3-frame median still reads standing; after a loss the median starts afresh.
  it.each<[number, 'up' | 'down']>([
    [999, 'up'],
    [1000, 'down'],
  ])('a bent knee %i ms after the last frame leaves the phase %s', (gapMs, phase) => {
    let state = initialSquatRepState;
    for (const [kneeAngleDeg, timestampMs] of [
      [170, 0],
      [170, 33],
      [60, 33 + gapMs],
    ] as const) {
      state = reduceSquatRep(state, { kneeAngleDeg, formQuality: null, timestampMs }).state;
    }
    expect(state.currentPhase).toBe(phase);
  });

  it('keeps the count and the phase across the loss', () => {
    const { state } = feed([170, 90, 120, 90]);
    const next = reduceSquatRep(state, { kneeAngleDeg: 95, formQuality: null, timestampMs: 5000 });
    expect(next.state).toMatchObject({ currentCount: 1, currentPhase: 'down' });
  });
});

describe('shallow attempts (issue #16)', () => {
  // 33 ms a frame: `bent` frames at the given angle between standing frames.
  const attempt = (angle: number, bent: number, before = 170, after = 170) => [
    before,
    before,
    ...Array.from({ length: bent }, () => angle),
    after,
    after,
  ];

  it.each<[string, number[], number]>([
    ['bent to 120° for 0.4 s then straight counts', attempt(120, 14), 1],
    ['bent to 139° for 0.5 s counts', attempt(139, 16), 1],
    ['140° is not bent enough', attempt(140, 16), 0],
    ['bent for under 0.4 s (a stride) does not count', attempt(120, 12), 0],
    ['back to only 160° is not straight yet', attempt(120, 16, 170, 160), 0],
    ['without standing straight first nothing counts', attempt(120, 16, 150), 0],
  ])('%s', (_, angles, count) => {
    expect(feed(angles).state.currentCount).toBe(count);
  });

  it('keeps the attempt’s deepest angle as the rep’s depth', () => {
    expect(feed([170, 130, 120, ...Array(12).fill(125), 170]).state.lastRepDepthDeg).toBe(120);
  });

  it('does not count the rise out of a full rep as an attempt', () => {
    const rep = [170, 150, 120, 90, 80, 90, 115, 125, 135, 150, 170, 170];
    expect(feed(rep).state.currentCount).toBe(1);
  });
});
