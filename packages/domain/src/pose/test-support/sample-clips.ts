// The hand labels of the sample clips in shared/pose/clips (times only; the footage itself is
// third-party and never part of the project), turned into synthetic motion for the rep machines.
import type { PoseFrame } from '../pose-types';
import { buildSidePose } from './build-pose';
import { createRandom, frameTimesS, sampleDips, type Dip } from './build-motion';

/** A labelled squat clip. */
export interface SquatClipLabel {
  name: string;
  fps: number;
  durationS: number;
  bottomTimesS: readonly number[];
  /** Knee angle reached at the bottom of each rep in degrees. */
  bottomKneeDeg: number;
  /** Seconds after which the subject walks away (knee flexes to about 120°, no rep). */
  walksAwayFromS?: number;
}

/** The squat clips' labels (labels.json: reps, bottomTimesS). */
export const SQUAT_CLIPS: readonly SquatClipLabel[] = [
  { name: 'squat_1', fps: 30, durationS: 8.5, bottomTimesS: [2.25, 4.35, 6.55], bottomKneeDeg: 36 },
  {
    name: 'squat_2',
    fps: 29.97,
    durationS: 43.01,
    bottomTimesS: [
      3.4, 6.4, 8.9, 10.9, 13.0, 14.9, 16.8, 18.8, 20.7, 22.7, 24.4, 26.4, 28.4, 30.4, 32.4, 34.4,
      36.4, 38.4, 40.3, 42.3,
    ],
    bottomKneeDeg: 92,
  },
  {
    name: 'squat_3',
    fps: 30,
    durationS: 10.734,
    bottomTimesS: [2.5, 5.4, 8.35],
    bottomKneeDeg: 40,
    walksAwayFromS: 9.5,
  },
];

/** A labelled deadlift clip: wrist height keyframes (seconds, normalised y) from its labels. */
export interface DeadliftClipLabel {
  name: string;
  fps: number;
  durationS: number;
  lockoutTimesS: readonly number[];
  keyframes: readonly (readonly [number, number])[];
}

const FLOOR_Y = 0.78;
const LOCKOUT_Y = 0.5;

/** The deadlift clips' labels (labels.json: bottomTimesS, lockoutTimesS, finalFloorS, notes). */
export const DEADLIFT_CLIPS: readonly DeadliftClipLabel[] = [
  {
    name: 'deadlift_1',
    fps: 23.976,
    durationS: 11.637,
    lockoutTimesS: [2.6, 8.3],
    keyframes: [
      [0, FLOOR_Y],
      [0.5, FLOOR_Y],
      [2.6, LOCKOUT_Y],
      [3.2, LOCKOUT_Y],
      [4.6, FLOOR_Y],
      [5.6, FLOOR_Y],
      [8.3, LOCKOUT_Y],
      [8.9, LOCKOUT_Y],
      [10.5, FLOOR_Y],
      [11.637, FLOOR_Y],
    ],
  },
  {
    name: 'deadlift_2',
    fps: 30,
    durationS: 15.167,
    lockoutTimesS: [7.5, 10.8, 13.7],
    // Stands upright without the bar until 3.4 s, bends to set up, then three pulls.
    keyframes: [
      [0, 0.52],
      [3.4, 0.52],
      [5, FLOOR_Y],
      [6, FLOOR_Y],
      [7.5, LOCKOUT_Y],
      [8, LOCKOUT_Y],
      [9.3, FLOOR_Y],
      [10.8, LOCKOUT_Y],
      [11.2, LOCKOUT_Y],
      [12.4, FLOOR_Y],
      [13.7, LOCKOUT_Y],
      [14, LOCKOUT_Y],
      [15, FLOOR_Y],
      [15.167, FLOOR_Y],
    ],
  },
];

function interpolate(keyframes: readonly (readonly [number, number])[], t: number): number {
  for (let i = 1; i < keyframes.length; i += 1) {
    const [t1, y1] = keyframes[i] ?? [t, 0];
    const [t0, y0] = keyframes[i - 1] ?? [t, 0];
    if (t <= t1) return y0 + ((y1 - y0) * (t - t0)) / Math.max(t1 - t0, 1e-9);
  }
  return keyframes.at(-1)?.[1] ?? 0;
}

/** Side-view frames of a squat clip, with a one-frame knee glitch about every 40 frames. */
export function buildSquatClipFrames(clip: SquatClipLabel): PoseFrame[] {
  const random = createRandom(clip.name.length * 7919);
  const dips: Dip[] = clip.bottomTimesS.map((centreS) => ({ centreS, halfWidthS: 0.8 }));
  return frameTimesS(clip.fps, clip.durationS).map((t) => {
    let kneeAngleDeg = sampleDips(t, dips, 172, clip.bottomKneeDeg);
    if (clip.walksAwayFromS !== undefined && t >= clip.walksAwayFromS) {
      kneeAngleDeg = 172 - 52 * Math.abs(Math.sin(t * Math.PI * 1.8));
    }
    if (random() < 0.025) kneeAngleDeg = 30 + random() * 145;
    const torsoLeanDeg = 10 + (172 - kneeAngleDeg) * 0.25;
    return buildSidePose({ kneeAngleDeg, torsoLeanDeg, timestampMs: Math.round(t * 1000) });
  });
}

/** Side-view frames of a deadlift clip: wrist jitter of ±0.004 and rare one-frame glitches. */
export function buildDeadliftClipFrames(clip: DeadliftClipLabel): PoseFrame[] {
  const random = createRandom(clip.name.length * 104729);
  return frameTimesS(clip.fps, clip.durationS).map((t) => {
    const progress = (FLOOR_Y - interpolate(clip.keyframes, t)) / (FLOOR_Y - LOCKOUT_Y);
    let wristY = interpolate(clip.keyframes, t) + (random() - 0.5) * 0.008;
    if (random() < 0.02) wristY -= 0.2;
    return buildSidePose({
      kneeAngleDeg: 120 + 55 * Math.min(1, Math.max(0, progress)),
      torsoLeanDeg: 55 - 50 * Math.min(1, Math.max(0, progress)),
      wristY,
      timestampMs: Math.round(t * 1000),
    });
  });
}
