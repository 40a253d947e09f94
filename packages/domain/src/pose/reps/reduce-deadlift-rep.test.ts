import { describe, expect, it } from 'vitest';
import {
  initialDeadliftRepState,
  reduceDeadliftRep,
  type DeadliftPhase,
  type DeadliftRepState,
} from './reduce-deadlift-rep';

const FLOOR = 0.8;

// Feeds bar lifts (frame heights above FLOOR, which the first frame establishes).
function feed(
  lifts: readonly (number | null)[],
  qualities: readonly (number | null)[] = [],
  medianFrames = 1,
) {
  let state: DeadliftRepState = initialDeadliftRepState;
  const events = [];
  for (const [index, lift] of [0, ...lifts].entries()) {
    const frame = {
      wristY: lift === null ? null : FLOOR - lift,
      formQuality: qualities[index - 1] ?? null,
      timestampMs: index * 40,
    };
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
    // Standing, a small arm movement reads as a pull, then the lifter bends to the bar and lifts.
    const lifts = [0.04, 0.01, -0.26, -0.26, -0.1, 0.0, -0.1, -0.25, -0.26];
    expect(feed(lifts).state).toMatchObject({ currentPhase: 'setup', currentCount: 1 });
  });

  it('moves one phase per frame', () => {
    expect(feed([0.3]).state.currentPhase).toBe('pull');
  });

  it('reports every phase change and the rep', () => {
    const { events } = feed([0.05, 0.2, 0.05, 0]);
    expect(events).toEqual([
      { type: 'phase', from: 'setup', to: 'pull', timestampMs: 40 },
      { type: 'phase', from: 'pull', to: 'lockout', timestampMs: 80 },
      { type: 'phase', from: 'lockout', to: 'lower', timestampMs: 120 },
      { type: 'phase', from: 'lower', to: 'setup', timestampMs: 160 },
      { type: 'rep', count: 1, score: 5, timestampMs: 160 },
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
  it('takes the first observed wrist as the floor', () => {
    expect(feed([]).state.floorWristY).toBe(FLOOR);
  });

  it('follows the wrist down while in setup, so an upright start is not a lockout', () => {
    // Standing (wrist 0.25 above where the bar will be), bending down to the bar, one rep.
    const lifts = [0, -0.1, -0.25, -0.25, -0.2, -0.1, -0.25];
    const { state } = feed(lifts);
    expect(state).toMatchObject({ currentPhase: 'lower', floorWristY: FLOOR + 0.25 });
    expect(feed([...lifts, -0.26]).state).toMatchObject({ currentCount: 1, currentPhase: 'setup' });
  });

  it('keeps the floor while lifting', () => {
    expect(feed([0.05, 0.2, 0.05]).state.floorWristY).toBe(FLOOR);
  });

  it('ignores a one-frame wrist glitch with the median filter', () => {
    expect(feed([0, 0, 0.3, 0, 0], [], 3).state).toMatchObject({
      currentPhase: 'setup',
      currentCount: 0,
    });
    expect(feed([0, 0, -0.3, 0, 0.05, 0.05], [], 3).state).toMatchObject({ currentPhase: 'pull' });
  });
});
