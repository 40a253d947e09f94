import { DEFAULT_REP_SCORE } from '../pose-constants';
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
