// Micro-benchmark of the per-frame analysis (goal: under 1 ms a frame). It prints figures and
// asserts nothing about time: speed targets are benchmarks, not test conditions.
import { describe, expect, it } from 'vitest';
import type { PoseFrame } from '../pose-types';
import {
  buildDeadliftClipFrames,
  buildSquatClipFrames,
  DEADLIFT_CLIPS,
  SQUAT_CLIPS,
} from '../test-support/sample-clips';
import { initialSquatRepState, type SquatRepState } from './reduce-squat-rep';
import { trackSquatFrame } from './track-squat-frame';
import { initialDeadliftTrackState, type DeadliftTrackState } from './track-deadlift-frame';
import { trackDeadliftFrame } from './track-deadlift-frame';

function percentile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;
}

function measure<S>(
  label: string,
  frames: readonly PoseFrame[],
  initial: S,
  step: (state: S, frame: PoseFrame) => S,
): S {
  let state = initial;
  for (const frame of frames) state = step(state, frame); // warm-up
  const timesUs: number[] = [];
  for (let round = 0; round < 5; round += 1) {
    state = initial;
    for (const frame of frames) {
      const started = performance.now();
      state = step(state, frame);
      timesUs.push((performance.now() - started) * 1000);
    }
  }
  timesUs.sort((a, b) => a - b);
  const meanUs = timesUs.reduce((sum, t) => sum + t, 0) / timesUs.length;
  process.stdout.write(
    `${label}: ${frames.length} frames x 5, analysis per frame mean ${meanUs.toFixed(1)} µs, ` +
      `p50 ${percentile(timesUs, 0.5).toFixed(1)} µs, p95 ${percentile(timesUs, 0.95).toFixed(1)} µs, p99 ${percentile(timesUs, 0.99).toFixed(1)} µs, max ${(timesUs.at(-1) ?? 0).toFixed(0)} µs, ` +
      `over 1 ms: ${timesUs.filter((t) => t > 1000).length} (load: other processes share the CPU)\n`,
  );
  return state;
}

describe('per-frame analysis benchmark (prints only)', () => {
  it('tracks squat and deadlift frames', () => {
    const squatClip = SQUAT_CLIPS[1];
    const deadliftClip = DEADLIFT_CLIPS[1];
    if (!squatClip || !deadliftClip) throw new Error('missing clip labels');
    const squat = measure<SquatRepState>(
      'squat (trackSquatFrame)',
      buildSquatClipFrames(squatClip),
      initialSquatRepState,
      (s, f) => trackSquatFrame(s, f).state,
    );
    const deadlift = measure<DeadliftTrackState>(
      'deadlift (trackDeadliftFrame)',
      buildDeadliftClipFrames(deadliftClip),
      initialDeadliftTrackState,
      (s, f) => trackDeadliftFrame(s, f).state,
    );
    expect(squat.currentCount).toBe(squatClip.bottomTimesS.length);
    expect(deadlift.rep.currentCount).toBe(deadliftClip.lockoutTimesS.length);
  });
});
