/** A countdown's state: its length, what is left (whole seconds) and whether it runs. */
export interface CountdownState {
  totalSeconds: number;
  remainingSeconds: number;
  isRunning: boolean;
}

/** What a countdown can be told: start, pause, reset to its length, or one second passed. */
export type CountdownAction =
  { type: 'start' } | { type: 'pause' } | { type: 'reset' } | { type: 'tick' };

/** A countdown of `totalSeconds`, stopped (or running when `isRunning`). */
export function createCountdown(totalSeconds: number, isRunning = false): CountdownState {
  const seconds = Math.max(0, Math.round(totalSeconds));
  return { totalSeconds: seconds, remainingSeconds: seconds, isRunning: isRunning && seconds > 0 };
}

/**
 * The countdown after an action. It cannot start at zero, and it stops by itself when a tick
 * reaches zero (spec 03 §4: "The timer auto-stops at zero"); ticks while paused change nothing.
 */
export function countdownReducer(state: CountdownState, action: CountdownAction): CountdownState {
  switch (action.type) {
    case 'start':
      return state.remainingSeconds > 0 ? { ...state, isRunning: true } : state;
    case 'pause':
      return { ...state, isRunning: false };
    case 'reset':
      return createCountdown(state.totalSeconds);
    case 'tick': {
      if (!state.isRunning) return state;
      const remainingSeconds = Math.max(0, state.remainingSeconds - 1);
      return { ...state, remainingSeconds, isRunning: remainingSeconds > 0 };
    }
  }
}
