import { describe, expect, it } from 'vitest';
import { countdownReducer, createCountdown, type CountdownAction } from './countdown';

function run(seconds: number, actions: CountdownAction[]) {
  return actions.reduce(countdownReducer, createCountdown(seconds));
}

const tick: CountdownAction = { type: 'tick' };

describe('countdownReducer', () => {
  it('counts down one second per tick while running', () => {
    expect(run(30, [{ type: 'start' }, tick, tick])).toEqual({
      totalSeconds: 30,
      remainingSeconds: 28,
      isRunning: true,
    });
  });

  it('stops by itself at zero and never goes below it', () => {
    const state = run(2, [{ type: 'start' }, tick, tick, tick]);
    expect(state.remainingSeconds).toBe(0);
    expect(state.isRunning).toBe(false);
  });

  it('cannot start again once it reached zero, until reset', () => {
    const finished = run(1, [{ type: 'start' }, tick, { type: 'start' }]);
    expect(finished.isRunning).toBe(false);
    expect(countdownReducer(finished, { type: 'reset' })).toEqual(createCountdown(1));
  });

  it('ignores ticks while paused and resumes where it stopped', () => {
    const paused = run(10, [{ type: 'start' }, tick, { type: 'pause' }, tick, tick]);
    expect(paused.remainingSeconds).toBe(9);
    expect(
      countdownReducer(countdownReducer(paused, { type: 'start' }), tick).remainingSeconds,
    ).toBe(8);
  });

  it('resets to its full length, stopped', () => {
    expect(run(45, [{ type: 'start' }, tick, { type: 'reset' }])).toEqual({
      totalSeconds: 45,
      remainingSeconds: 45,
      isRunning: false,
    });
  });

  it('does not run a zero-length countdown', () => {
    expect(createCountdown(0, true).isRunning).toBe(false);
  });
});
