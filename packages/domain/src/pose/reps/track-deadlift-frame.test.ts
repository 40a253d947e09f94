import { describe, expect, it } from 'vitest';
import { buildSidePose } from '../test-support/build-pose';
import type { PoseFrame } from '../pose-types';
import {
  initialDeadliftTrackState,
  trackDeadliftFrame,
  type DeadliftTrackState,
} from './track-deadlift-frame';

/** A side-view frame with the wrists at `wristY`, the body moved by `shiftX`. */
function frame(wristY: number, timestampMs: number, shiftX = 0): PoseFrame {
  const pose = buildSidePose({ wristY, timestampMs });
  return { ...pose, keypoints: pose.keypoints.map((p) => ({ ...p, x: p.x + shiftX })) };
}

function feed(frames: readonly PoseFrame[], from: DeadliftTrackState = initialDeadliftTrackState) {
  let state = from;
  const events = [];
  const cuts: number[] = [];
  for (const f of frames) {
    const step = trackDeadliftFrame(state, f, { medianFrames: 1 });
    state = step.state;
    events.push(...step.events);
    if (step.isDiscontinuity) cuts.push(f.timestampMs);
  }
  return { state, events, cuts };
}

const hold = (wristY: number, fromMs: number, count: number, shiftX = 0) =>
  Array.from({ length: count }, (_, i) => frame(wristY, fromMs + i * 40, shiftX));

describe('trackDeadliftFrame across a cut between takes', () => {
  it('counts the rep that reached lockout before the cut, then takes the floor afresh', () => {
    const take1 = [...hold(0.8, 0, 8), frame(0.75, 320), frame(0.6, 360), frame(0.6, 400)];
    const take2 = hold(0.7, 440, 3, 0.3);
    const { state, events, cuts } = feed([...take1, ...take2]);
    expect(cuts).toEqual([440]);
    expect(events.filter((e) => e.type === 'rep')).toEqual([
      { type: 'rep', count: 1, score: expect.any(Number), timestampMs: 400 },
    ]);
    expect(state.rep).toMatchObject({ currentPhase: 'setup', floorWristY: null });
  });

  it('counts nothing at a cut in setup', () => {
    const { events, cuts } = feed([...hold(0.8, 0, 8), ...hold(0.8, 320, 3, 0.3)]);
    expect(cuts).toEqual([320]);
    expect(events.some((e) => e.type === 'rep')).toBe(false);
  });

  it('sees no cut in steady movement', () => {
    expect(feed(hold(0.8, 0, 20)).cuts).toEqual([]);
  });
});
