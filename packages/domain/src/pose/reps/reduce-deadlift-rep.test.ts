import { describe, expect, it } from 'vitest';
import {
  finishDeadliftRep,
  initialDeadliftRepState,
  reduceDeadliftRep,
  type DeadliftPhase,
  type DeadliftRepState,
} from './reduce-deadlift-rep';

const FLOOR = 0.8;
const FRAME_MS = 40;
/** Frames of a still wrist on the floor before the lifts: 280 ms, enough to take the floor. */
const HOLD = Array.from({ length: 8 }, () => 0);

// Feeds bar lifts (frame heights above FLOOR), one frame every 40 ms, after holding the bar still
// on the floor so the machine takes FLOOR as the floor position.
function feed(
  lifts: readonly (number | null)[],
  qualities: readonly (number | null)[] = [],
  medianFrames = 1,
) {
  return feedTimed(
    [...HOLD, ...lifts].map((lift, index) => [
      index * FRAME_MS,
      lift === null ? null : FLOOR - lift,
    ]),
    [...HOLD.map(() => null), ...qualities],
    medianFrames,
  );
}

// Feeds [timestampMs, wristY] samples.
function feedTimed(
  samples: readonly (readonly [number, number | null])[],
  qualities: readonly (number | null)[] = [],
  medianFrames = 1,
) {
  let state: DeadliftRepState = initialDeadliftRepState;
  const events = [];
  for (const [index, [timestampMs, wristY]] of samples.entries()) {
    const frame = { wristY, formQuality: qualities[index] ?? null, timestampMs };
    const step = reduceDeadliftRep(state, frame, { medianFrames });
    state = step.state;
    events.push(...step.events);
  }
  return { state, events };
}

describe('reduceDeadliftRep thresholds', () => {
  it.each<[string, number[], DeadliftPhase, number]>([
    ['a lift of 0.03 stays in setup', [0.03], 'setup', 0],
    ['above 0.03 starts the pull', [0.031], 'pull', 0],
    ['0.1 is still the pull', [0.05, 0.1], 'pull', 0],
    ['above 0.1 is lockout', [0.05, 0.101], 'lockout', 0],
    ['0.07 holds the lockout', [0.05, 0.2, 0.07], 'lockout', 0],
    ['below 0.07 is lowering', [0.05, 0.2, 0.069], 'lower', 0],
    ['0.02 is still lowering', [0.05, 0.2, 0.05, 0.02], 'lower', 0],
    ['below 0.02 is setup again and counts', [0.05, 0.2, 0.05, 0.019], 'setup', 1],
  ])('%s', (_, lifts, phase, count) => {
    expect(feed(lifts).state).toMatchObject({ currentPhase: phase, currentCount: count });
  });

  it.each<[number, 'setup' | 'pull', number]>([
    [0.02, 'pull', 0],
    [0.019, 'setup', 0],
  ])('an aborted pull sinking to %f is in %s with %i reps', (lift, phase, count) => {
    expect(feed([0.05, lift]).state).toMatchObject({ currentPhase: phase, currentCount: count });
  });

  it('lets the floor follow the wrist down again after an aborted pull from standing', () => {
    // Standing, a small arm movement reads as a pull, then the lifter bends to the bar, sets up
    // (held still) and lifts.
    const atBar = Array.from({ length: 8 }, () => -0.26);
    const lifts = [0.04, 0.01, -0.26, ...atBar, -0.1, 0.0, -0.1, -0.25, -0.26];
    expect(feed(lifts).state).toMatchObject({ currentPhase: 'setup', currentCount: 1 });
  });

  it('moves one phase per frame', () => {
    expect(feed([0.3]).state.currentPhase).toBe('pull');
  });

  it('reports every phase change and the rep', () => {
    const { events } = feed([0.05, 0.2, 0.05, 0]);
    expect(events).toEqual([
      { type: 'phase', from: 'setup', to: 'pull', timestampMs: 320 },
      { type: 'phase', from: 'pull', to: 'lockout', timestampMs: 360 },
      { type: 'phase', from: 'lockout', to: 'lower', timestampMs: 400 },
      { type: 'phase', from: 'lower', to: 'setup', timestampMs: 440 },
      { type: 'rep', count: 1, score: 5, timestampMs: 440 },
    ]);
  });

  it('scores the rep as the mean form quality since the last rep', () => {
    expect(feed([0.05, 0.2, 0.05, 0], [8, 7, 6, 9]).state.lastRepScore).toBe(7.5);
  });

  it.each<[number, number]>([
    [90, 9.9],
    [91, 10],
  ])('with %i qualities keeps only the last 90 (score %f)', (count, expected) => {
    const lifts = [0.05, ...Array.from({ length: count - 3 }, () => 0.2), 0.05, 0];
    const qualities = [4, ...Array.from({ length: count - 1 }, () => 10)];
    expect(feed(lifts, qualities).state.lastRepScore).toBe(expected);
  });

  it('ignores frames without wrists', () => {
    expect(feed([0.05, null, 0.2, null, 0.05, 0]).state.currentCount).toBe(1);
  });
});

describe('reduceDeadliftRep floor position', () => {
  const still = (fromMs: number, untilMs: number, wristY: number) =>
    Array.from(
      { length: Math.floor((untilMs - fromMs) / FRAME_MS) + 1 },
      (_, i) => [fromMs + i * FRAME_MS, wristY] as const,
    );

  it.each<[number, number | null]>([
    [240, null],
    [250, FLOOR],
  ])('a wrist held still until %i ms gives the floor %s (steady for 250 ms)', (untilMs, floor) => {
    const samples = [...still(0, 200, FLOOR), [untilMs, FLOOR] as const];
    expect(feedTimed(samples).state).toMatchObject({ floorWristY: floor, liftHeight: 0 });
  });

  it.each<[number, number | null]>([
    [0.02, FLOOR + 0.01],
    [0.0201, null],
  ])('a wrist wandering over %f frame heights is steady: floor %s', (spread, floor) => {
    const samples = still(0, 280, FLOOR).map(([t], i) => [t, FLOOR + (i % 2) * spread] as const);
    expect(feedTimed(samples).state.floorWristY).toBe(floor);
  });

  it('stays in setup without a floor, however the wrist moves, until it holds still', () => {
    const { state, events } = feed([]);
    expect(events).toEqual([]);
    const moving = [0.8, 0.6, 0.4, 0.6, 0.8, 0.6, 0.4, 0.6, 0.8].map(
      (y, i) => [i * 40, y] as const,
    );
    expect(feedTimed(moving).state).toMatchObject({ currentPhase: 'setup', floorWristY: null });
    expect(state.floorWristY).toBe(FLOOR);
  });

  it('does not take a settling first frame as the floor (the pose was still converging)', () => {
    // deadlift_1's first frames: the wrist drifts up 0.06 while the tracking region converges,
    // then rests on the bar at 0.716; a rep to 0.52 and back to 0.72 must count.
    const settling = [0.776, 0.758, 0.745, 0.738, 0.731, 0.721].map((y, i) => [i * 42, y] as const);
    const rest = still(252, 600, 0.716).map(([t], i) => [t, 0.716 + (i % 3) * 0.002] as const);
    const rep = [0.69, 0.62, 0.55, 0.52, 0.52, 0.55, 0.62, 0.69, 0.72, 0.72].map(
      (y, i) => [640 + i * 42, y] as const,
    );
    const { state } = feedTimed([...settling, ...rest, ...rep], [], 3);
    expect(state.floorWristY).toBeCloseTo(0.72, 2);
    expect(state).toMatchObject({ currentCount: 1, currentPhase: 'setup' });
  });

  it('follows the wrist down while in setup, so an upright start is not a lockout', () => {
    // Standing (wrist 0.25 above where the bar will be), bending down to the bar, one rep.
    const atBar = Array.from({ length: 8 }, () => -0.25);
    const lifts = [0, -0.1, ...atBar, -0.2, -0.1, -0.25];
    const { state } = feed(lifts);
    expect(state).toMatchObject({ currentPhase: 'lower', floorWristY: FLOOR + 0.25 });
    expect(feed([...lifts, -0.26]).state).toMatchObject({ currentCount: 1, currentPhase: 'setup' });
  });

  it('does not follow a wrist that only passes below the floor', () => {
    expect(feed([-0.1, -0.1, -0.1, 0]).state.floorWristY).toBe(FLOOR);
  });

  it('keeps the floor while lifting, even where the bar pauses', () => {
    const paused = Array.from({ length: 10 }, () => 0.2);
    expect(feed([0.05, ...paused, 0.05]).state.floorWristY).toBe(FLOOR);
  });

  it('ignores a one-frame wrist glitch with the median filter', () => {
    expect(feed([0, 0, 0.3, 0, 0], [], 3).state).toMatchObject({
      currentPhase: 'setup',
      currentCount: 0,
    });
    expect(feed([0, 0, -0.3, 0, 0.05, 0.05], [], 3).state).toMatchObject({ currentPhase: 'pull' });
  });
});

describe('reduceDeadliftRep after the person was lost', () => {
  // Holds the bar, pulls to lockout at 440 ms, then the next frame comes `gapMs` later.
  function loseDuringLockout(gapMs: number, wristY: number) {
    const lifted = feed([0.05, 0.2]);
    const step = reduceDeadliftRep(lifted.state, {
      wristY,
      formQuality: null,
      timestampMs: 360 + gapMs,
    });
    return step;
  }

  it.each<[number, DeadliftPhase, number | null]>([
    [999, 'lockout', FLOOR],
    [1000, 'setup', null],
  ])('after %i ms without frames is in %s with floor %s', (gapMs, phase, floor) => {
    expect(loseDuringLockout(gapMs, FLOOR - 0.2).state).toMatchObject({
      currentPhase: phase,
      floorWristY: floor,
      currentCount: 0,
    });
  });

  it('reports the return to setup and counts nothing it did not see', () => {
    const step = loseDuringLockout(1500, FLOOR);
    expect(step.events).toEqual([
      { type: 'phase', from: 'lockout', to: 'setup', timestampMs: 1860 },
    ]);
  });

  it('takes the floor afresh where the bar now rests and counts the next rep from it', () => {
    let state = loseDuringLockout(1500, 0.7).state;
    const samples = [
      ...Array.from({ length: 8 }, () => 0.7),
      ...[0.65, 0.55, 0.5, 0.55, 0.65, 0.7, 0.7],
    ];
    samples.forEach((wristY, i) => {
      state = reduceDeadliftRep(state, {
        wristY,
        formQuality: null,
        timestampMs: 1900 + i * FRAME_MS,
      }).state;
    });
    expect(state).toMatchObject({ floorWristY: 0.7, currentCount: 1, currentPhase: 'setup' });
  });
});

describe('finishDeadliftRep', () => {
  it.each<[string, number[], number]>([
    ['counts a rep still held at lockout', [0.05, 0.2], 1],
    ['counts a rep on its way down', [0.05, 0.2, 0.05], 1],
    ['counts nothing mid-pull', [0.05, 0.08], 0],
    ['counts nothing in setup', [0.01], 0],
    ['counts nothing more after a counted rep', [0.05, 0.2, 0.05, 0.01], 1],
  ])('%s', (_, lifts, count) => {
    const { state } = feed(lifts);
    const finished = finishDeadliftRep(state, 5000);
    expect(finished.state.currentCount).toBe(count);
    expect(finished.state.currentPhase).toBe(state.currentPhase === 'pull' ? 'pull' : 'setup');
  });

  it('scores the finished rep from its form history and reports it at the given time', () => {
    const { state } = feed([0.05, 0.2], [8, 6]);
    const finished = finishDeadliftRep(state, 5000);
    expect(finished.events).toContainEqual({ type: 'rep', count: 1, score: 7, timestampMs: 5000 });
  });
});

describe('a cut between takes', () => {
  it('sends a rep in progress back to setup without counting', () => {
    let state: DeadliftRepState = feed([0.05, 0.2]).state;
    const cut = reduceDeadliftRep(state, {
      wristY: FLOOR - 0.2,
      formQuality: null,
      timestampMs: 2000,
      isDiscontinuity: true,
    });
    state = cut.state;
    expect(state).toMatchObject({ currentPhase: 'setup', currentCount: 0, floorWristY: null });
    expect(cut.events.some((e) => e.type === 'rep')).toBe(false);
  });
});

describe('a lifter seen small (liftScale)', () => {
  it('reaches lockout with half the lift at half the reference size', () => {
    let state: DeadliftRepState = initialDeadliftRepState;
    const lifts = [...HOLD, 0.02, 0.051, 0.06, 0.02, 0.005];
    const events = [];
    for (const [index, lift] of lifts.entries()) {
      const frame = { wristY: FLOOR - lift, formQuality: null, timestampMs: index * FRAME_MS };
      const step = reduceDeadliftRep(state, { ...frame, liftScale: 0.5 }, { medianFrames: 1 });
      state = step.state;
      events.push(...step.events);
    }
    expect(events.filter((e) => e.type === 'phase').map((e) => e.type === 'phase' && e.to)).toEqual(
      ['pull', 'lockout', 'lower', 'setup'],
    );
    expect(state.currentCount).toBe(1);
  });
});
