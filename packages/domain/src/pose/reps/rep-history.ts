import { DEFAULT_REP_SCORE, POSE_LOST_AFTER_MS } from '../pose-constants';
import { roundToTenth } from '../analysis/score-form';

/** Something a rep machine reports for one frame. */
export type RepEvent<Phase extends string> =
  | { type: 'phase'; from: Phase; to: Phase; timestampMs: number }
  | { type: 'rep'; count: number; score: number; timestampMs: number };

/** The answer of a rep reducer: the next state and what happened on this frame. */
export interface RepStep<State, Phase extends string> {
  state: State;
  events: readonly RepEvent<Phase>[];
}

/** Shared empty event list, so frames where nothing happens allocate nothing. */
export const NO_EVENTS: readonly never[] = Object.freeze([]);

/** `history` plus `value`, keeping at most the `window` newest entries. */
export function appendToWindow(
  history: readonly number[],
  value: number,
  window: number,
): readonly number[] {
  const kept = history.length >= window ? history.slice(history.length - window + 1) : history;
  return [...kept, value];
}

/** A rep's score: mean form quality since the last rep, rounded to one decimal; 5 when none. */
export function scoreRep(formSinceRep: readonly number[]): number {
  if (formSinceRep.length === 0) return DEFAULT_REP_SCORE;
  let sum = 0;
  for (const quality of formSinceRep) sum += quality;
  return roundToTenth(sum / formSinceRep.length);
}

/**
 * Median of the previous raw values and `value` (a 3-frame median removes the one-frame landmark
 * glitches BlazePose shows); `value` itself while fewer than two earlier values exist.
 */
export function medianOfRecent(previous: readonly number[], value: number): number {
  const [a, b] = previous.slice(-2);
  if (a === undefined || b === undefined) return value;
  return Math.max(Math.min(a, b), Math.min(Math.max(a, b), value));
}

/** The last `size - 1` raw values plus `value`, for the next {@link medianOfRecent}. */
export function keepRecent(previous: readonly number[], value: number, size: number): number[] {
  if (size <= 1) return [];
  return [...previous.slice(-(size - 2)), value].slice(-(size - 1));
}

/**
 * Counting a rep: the state fields it sets (count + 1, `repCompleted`, the score from the form
 * history since the last rep, which starts afresh) and the rep event at `timestampMs`.
 */
export function countRep(
  state: { currentCount: number; formSinceRep: readonly number[] },
  timestampMs: number,
) {
  const count = state.currentCount + 1;
  const score = scoreRep(state.formSinceRep);
  return {
    fields: {
      currentCount: count,
      repCompleted: true,
      lastRepScore: score,
      formSinceRep: [] as readonly number[],
    },
    event: { type: 'rep' as const, count, score, timestampMs },
  };
}

/** The fields every rep machine state shares. */
export interface RepFormFields {
  repCompleted: boolean;
  formQuality: number | null;
  formSinceRep: readonly number[];
}

/**
 * The state for a new frame: repCompleted cleared, the frame's form quality (when there is one)
 * kept as the latest and appended to the history window.
 */
export function recordFormQuality<S extends RepFormFields>(
  state: S,
  formQuality: number | null,
  window: number,
): S {
  if (formQuality === null) return { ...state, repCompleted: false };
  return {
    ...state,
    repCompleted: false,
    formQuality,
    formSinceRep: appendToWindow(state.formSinceRep, formQuality, window),
  };
}

/**
 * A raw signal value through the 3-frame median (`medianFrames` 3, the default) or unchanged (1),
 * with the raw values to keep for the next frame.
 */
export function smoothSignal(
  previous: readonly number[],
  value: number,
  medianFrames = 3,
): { value: number; recent: number[] } {
  return {
    value: medianFrames >= 3 ? medianOfRecent(previous, value) : value,
    recent: keepRecent(previous, value, medianFrames),
  };
}

/**
 * Whether the tracked person was lost between two frames: `POSE_LOST_AFTER_MS` or more without a
 * frame (the pipeline hands over no frame while it finds nobody). False for the first frame.
 */
export function isPoseLostBetween(previousMs: number | null, timestampMs: number): boolean {
  return previousMs !== null && timestampMs - previousMs >= POSE_LOST_AFTER_MS;
}

/** A signal that has stayed within [minValue, maxValue] since `sinceMs`. */
export interface SteadyBand {
  sinceMs: number;
  minValue: number;
  maxValue: number;
}

/**
 * The band after `value` at `timestampMs`: widened to include it while the band stays at most
 * `maxSpread` wide, else a new band starting at this sample.
 */
export function extendSteadyBand(
  band: SteadyBand | null,
  value: number,
  timestampMs: number,
  maxSpread: number,
): SteadyBand {
  if (band) {
    const minValue = Math.min(band.minValue, value);
    const maxValue = Math.max(band.maxValue, value);
    // Rounded to 1e-9 so a spread exactly at the limit is not pushed over it by float error.
    const spread = Math.round((maxValue - minValue) * 1e9) / 1e9;
    if (spread <= maxSpread) return { sinceMs: band.sinceMs, minValue, maxValue };
  }
  return { sinceMs: timestampMs, minValue: value, maxValue: value };
}

/** The band's middle once the signal has held in it for `durationMs`, else null. */
export function readSteadyValue(
  band: SteadyBand | null,
  timestampMs: number,
  durationMs: number,
): number | null {
  if (!band || timestampMs - band.sinceMs < durationMs) return null;
  return (band.minValue + band.maxValue) / 2;
}
