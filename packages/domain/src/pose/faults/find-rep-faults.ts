import type { RepFault, RepPostureSample } from './form-fault-types';
import {
  DEADLIFT_BOTTOM_SHARE,
  FORWARD_LEAN_FAULT_DEG,
  HIPS_RISE_EARLY_RATIO,
  KNEE_VALGUS_FAULT_RATIO,
  BAR_OFF_FLOOR_SHARE,
  MIN_HIP_CLIMB,
  ROUNDED_BACK_SHORTENING,
  SHALLOW_DEPTH_DEG,
  SQUAT_BOTTOM_BAND_DEG,
  TORSO_LAG,
} from './fault-thresholds';

type NumericKey = {
  [K in keyof RepPostureSample]: RepPostureSample[K] extends number | null ? K : never;
}[keyof RepPostureSample];

/**
 * `key` of each sample through a 5-sample median (glitches of one or two frames removed; the
 * lower middle at the ends), nulls skipped.
 */
function readSmoothed(samples: readonly RepPostureSample[], key: NumericKey) {
  const seen = samples.flatMap((s) => {
    const value = s[key];
    return value === null ? [] : [{ timestampMs: s.timestampMs, value }];
  });
  return seen.map((point, i) => {
    const around = seen.slice(Math.max(0, i - 2), i + 3).map((p) => p.value);
    around.sort((a, b) => a - b);
    return {
      timestampMs: point.timestampMs,
      value: around[Math.floor((around.length - 1) / 2)] ?? 0,
    };
  });
}

/** The point with the largest (or smallest) value, the earlier on a tie; null for none. */
function findExtreme<T extends { value: number }>(points: readonly T[], isMax: boolean): T | null {
  let best: T | null = null;
  for (const p of points) {
    if (best === null || (isMax ? p.value > best.value : p.value < best.value)) best = p;
  }
  return best;
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

/**
 * A squat rep's faults from its samples (descent to count): shallow depth when its deepest
 * depth angle stays above 100°; forward lean above 45° and knee valgus below 0.9 (front view)
 * at their worst among the frames of the bottom (within 20° of the deepest depth angle).
 */
export function findSquatRepFaults(samples: readonly RepPostureSample[]): RepFault[] {
  const depth = readSmoothed(samples, 'depthAngleDeg');
  const deepest = findExtreme(depth, false);
  if (!deepest) return [];
  const faults: RepFault[] = [];
  if (deepest.value > SHALLOW_DEPTH_DEG.moderate) {
    faults.push({
      fault: 'shallow-depth',
      severity: deepest.value > SHALLOW_DEPTH_DEG.severe ? 'severe' : 'moderate',
      atMs: deepest.timestampMs,
      measure: round(deepest.value, 1),
      unit: 'deg',
    });
  }
  const bottomTimes = new Set(
    depth.filter((p) => p.value <= deepest.value + SQUAT_BOTTOM_BAND_DEG).map((p) => p.timestampMs),
  );
  const atBottom = samples.filter((s) => bottomTimes.has(s.timestampMs));
  const lean = findExtreme(readSmoothed(atBottom, 'leanDeg'), true);
  if (lean && lean.value > FORWARD_LEAN_FAULT_DEG.moderate) {
    faults.push({
      fault: 'forward-lean',
      severity: lean.value > FORWARD_LEAN_FAULT_DEG.severe ? 'severe' : 'moderate',
      atMs: lean.timestampMs,
      measure: round(lean.value, 1),
      unit: 'deg',
    });
  }
  const valgus = findExtreme(readSmoothed(atBottom, 'valgusRatio'), false);
  if (valgus && valgus.value < KNEE_VALGUS_FAULT_RATIO.mild) {
    const severity =
      valgus.value < KNEE_VALGUS_FAULT_RATIO.severe
        ? 'severe'
        : valgus.value < KNEE_VALGUS_FAULT_RATIO.moderate
          ? 'moderate'
          : 'mild';
    faults.push({
      fault: 'knee-valgus',
      severity,
      atMs: valgus.timestampMs,
      measure: round(valgus.value, 2),
      unit: 'ratio',
    });
  }
  return faults;
}

/** The lifter's start posture a deadlift set's reps are compared with. */
export interface DeadliftStartPosture {
  /** Hip-to-shoulder distance standing tall (metres when `isWorld`, else frame heights). */
  torsoLength: number;
  isWorld: boolean;
}

/**
 * The start posture from samples of the set's first lockout: the upper-quartile hip-to-shoulder
 * distance of the kind (world or image) most of them have (the lockout phase begins while the
 * lifter is still straightening; standing tall is its longest); null without any.
 */
export function findDeadliftStartPosture(
  samples: readonly RepPostureSample[],
): DeadliftStartPosture | null {
  const world = samples.filter((s) => s.torsoLength !== null && s.isTorsoLengthWorld);
  const image = samples.filter((s) => s.torsoLength !== null && !s.isTorsoLengthWorld);
  const kept = world.length >= image.length ? world : image;
  const lengths = kept.map((s) => s.torsoLength ?? 0).sort((a, b) => a - b);
  const upper = lengths[Math.floor(lengths.length * 0.75)];
  if (upper === undefined || upper <= 0) return null;
  return { torsoLength: upper, isWorld: kept === world };
}

function findRoundedBack(
  pull: readonly RepPostureSample[],
  start: DeadliftStartPosture,
): RepFault | null {
  const bars = pull.flatMap((s) => (s.barY === null ? [] : [s.barY]));
  if (bars.length === 0) return null;
  const lowest = Math.max(...bars);
  const highest = Math.min(...bars);
  const bottomFrom = lowest - DEADLIFT_BOTTOM_SHARE * (lowest - highest);
  const atBottom = pull.filter(
    (s) =>
      s.barY !== null &&
      s.barY >= bottomFrom &&
      s.isSideView &&
      s.isTorsoLengthWorld === start.isWorld,
  );
  const shortest = findExtreme(readSmoothed(atBottom, 'torsoLength'), false);
  if (!shortest) return null;
  // Rounded to 1e-9 so a shortening exactly at a threshold is not pushed under it by float error.
  const shortening = round(1 - shortest.value / start.torsoLength, 9);
  if (shortening < ROUNDED_BACK_SHORTENING.moderate) return null;
  return {
    fault: 'rounded-back',
    severity: shortening >= ROUNDED_BACK_SHORTENING.severe ? 'severe' : 'moderate',
    atMs: shortest.timestampMs,
    measure: round(shortening * 100, 1),
    unit: 'percent',
  };
}

/**
 * The last sample before the bar leaves the floor (within 5 % of its travel of its lowest point,
 * so a lifter seen small is judged like a near one), else null.
 */
function findLiftOff(pull: readonly RepPostureSample[]): RepPostureSample | null {
  const bars = readSmoothed(pull, 'barY');
  const lowest = findExtreme(bars, true);
  const highest = findExtreme(bars, false);
  if (!lowest || !highest) return null;
  const offFloor = BAR_OFF_FLOOR_SHARE * (lowest.value - highest.value);
  let liftOff = lowest;
  for (const p of bars) {
    if (p.timestampMs < lowest.timestampMs) continue;
    if (p.value < lowest.value - offFloor) break;
    liftOff = p;
  }
  return pull.find((s) => s.timestampMs === liftOff.timestampMs) ?? null;
}

/** The pull from the bar leaving the floor (all of it when lift-off is not seen). */
function fromLiftOff(pull: readonly RepPostureSample[]): readonly RepPostureSample[] {
  const liftOff = findLiftOff(pull);
  return liftOff ? pull.filter((s) => s.timestampMs >= liftOff.timestampMs) : pull;
}

interface SmoothedPoint {
  timestampMs: number;
  value: number;
}

/**
 * The hips' climb off the floor: its first point, its top and the first point at `fraction` of
 * the climb; null when the hips climb too little to judge.
 */
function findHipClimb(rising: readonly RepPostureSample[], fraction: number) {
  const climb = readSmoothed(rising, 'hipY');
  const start = climb[0];
  const top = findExtreme(climb, false);
  if (!start || !top || start.value - top.value < MIN_HIP_CLIMB) return null;
  const at = climb.find((p) => start.value - p.value >= fraction * (start.value - top.value));
  return at ? { start, top, at } : null;
}

/** The first point at or after `timestampMs`. */
const readFrom = (points: readonly SmoothedPoint[], timestampMs: number) =>
  points.find((p) => p.timestampMs >= timestampMs);

/** Hips rising faster than the shoulders in the image (any view): the hinge ratio. */
function findHipsOutpacingShoulders(rising: readonly RepPostureSample[]): RepFault | null {
  const hips = findHipClimb(rising, HIPS_RISE_EARLY_RATIO.atHipRiseFraction);
  const shoulders = readSmoothed(rising, 'shoulderY');
  const shoulderStart = shoulders[0];
  const shoulderAt = hips && readFrom(shoulders, hips.at.timestampMs);
  if (!hips || !shoulderStart || !shoulderAt) return null;
  const hipRise = hips.start.value - hips.at.value;
  const shoulderRise = Math.max(shoulderStart.value - shoulderAt.value, hipRise / 100);
  const ratio = hipRise / shoulderRise;
  if (ratio < HIPS_RISE_EARLY_RATIO.moderate) return null;
  return {
    fault: 'hips-rise-early',
    severity: ratio >= HIPS_RISE_EARLY_RATIO.severe ? 'severe' : 'moderate',
    atMs: hips.at.timestampMs,
    measure: round(ratio, 2),
    unit: 'ratio',
  };
}

/** The chest coming up only after the legs have straightened (side view): the torso's lag. */
function findTorsoLag(rising: readonly RepPostureSample[]): RepFault | null {
  if (rising.filter((s) => s.isSideView).length * 2 < rising.length) return null;
  const hips = findHipClimb(rising, TORSO_LAG.atHipRiseFraction);
  const lean = readSmoothed(rising, 'imageLeanDeg');
  const leanStart = lean[0];
  const leanTop = hips && (readFrom(lean, hips.top.timestampMs) ?? lean.at(-1));
  const leanAt = hips && readFrom(lean, hips.at.timestampMs);
  if (!hips || !leanStart || !leanTop || !leanAt) return null;
  const torsoRise = leanStart.value - leanTop.value;
  if (torsoRise < TORSO_LAG.minTorsoRiseDeg) return null;
  const percentDone = (100 * (leanStart.value - leanAt.value)) / torsoRise;
  if (percentDone >= TORSO_LAG.moderatePercent) return null;
  return {
    fault: 'hips-rise-early',
    severity: 'moderate',
    atMs: hips.at.timestampMs,
    measure: round(percentDone, 0),
    unit: 'percent',
  };
}

/**
 * Hips rising early, by the hinge ratio (any view) or, seen from the side, by the torso's lag;
 * the hinge ratio's finding when both see it (it tells how much faster the hips went).
 */
function findHipsRiseEarly(pull: readonly RepPostureSample[]): RepFault | null {
  const rising = fromLiftOff(pull);
  return findHipsOutpacingShoulders(rising) ?? findTorsoLag(rising);
}

/**
 * A deadlift rep's faults from its samples (setup to count), judged on its pull (up to the
 * highest hip position after the lowest): rounded back when, seen from the side (from the front
 * the back's curve is out of sight), the hip-to-shoulder distance at the bottom is 15 % or more
 * shorter than in the start posture (none without one); hips rising early when, from the bar
 * leaving the floor to the hips having done 40 % of their climb, they rose 1.5 times as far as the
 * shoulders or more, or, seen from the side, when the torso had done less than a quarter of its
 * rise by the time the hips had done three quarters of their climb.
 */
export function findDeadliftRepFaults(
  samples: readonly RepPostureSample[],
  start: DeadliftStartPosture | null,
): RepFault[] {
  const hips = readSmoothed(samples, 'hipY');
  const bottom = findExtreme(hips, true);
  const top =
    bottom &&
    findExtreme(
      hips.filter((p) => p.timestampMs >= bottom.timestampMs),
      false,
    );
  if (!top) return [];
  const pull = samples.filter((s) => s.timestampMs <= top.timestampMs);
  const faults: RepFault[] = [];
  const rounded = start ? findRoundedBack(pull, start) : null;
  if (rounded) faults.push(rounded);
  const hipsFirst = findHipsRiseEarly(pull);
  if (hipsFirst) faults.push(hipsFirst);
  return faults;
}
