import { useEffect, useReducer, useRef } from 'react';
import { countdownReducer, createCountdown } from './model/countdown';

/**
 * A one-second countdown of `totalSeconds` (start, pause, reset); it stops at zero and then calls
 * `onFinished` once. Give the component a new `key` to count a different length.
 */
export function useCountdown(
  totalSeconds: number,
  { autoStart = false, onFinished }: { autoStart?: boolean; onFinished?: () => void } = {},
) {
  const [state, dispatch] = useReducer(countdownReducer, createCountdown(totalSeconds, autoStart));
  const latestOnFinished = useRef(onFinished);
  latestOnFinished.current = onFinished;

  useEffect(() => {
    if (!state.isRunning) return;
    const timer = window.setInterval(() => dispatch({ type: 'tick' }), 1_000);
    return () => window.clearInterval(timer);
  }, [state.isRunning]);

  const hasFinished = state.remainingSeconds === 0 && state.totalSeconds > 0;
  useEffect(() => {
    if (hasFinished) latestOnFinished.current?.();
  }, [hasFinished]);

  return {
    ...state,
    start: () => dispatch({ type: 'start' }),
    pause: () => dispatch({ type: 'pause' }),
    reset: () => dispatch({ type: 'reset' }),
  };
}
