import { installFakeApi, ok, renderRoot } from '@repwise/federation/testing';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildPlan, buildWeeklyPlan } from '../../testing/workout-fixtures';
import { WorkoutsRoot } from '../../workouts-root';

const scrollIntoView = vi.fn();

beforeEach(() => {
  Element.prototype.scrollIntoView = scrollIntoView;
  scrollIntoView.mockClear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function openDailyWorkout() {
  installFakeApi({
    'GET /workouts/weekly-workouts/active': ok({
      weeklyPlan: buildWeeklyPlan(),
      plan: buildPlan(),
    }),
  });
  renderRoot(WorkoutsRoot, '/app/daily-workout');
  await screen.findByText('Active Plan');
}

describe('DailyWorkoutScreen', () => {
  it('shows the week number, the count of workout days and the week overview', async () => {
    await openDailyWorkout();
    expect(screen.getByText('Week 1 · 2 workout days')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Week 1 Overview' })).toHaveTextContent(
      'Build the base this week.',
    );
    expect(screen.getByRole('combobox', { name: 'Day' })).toHaveValue('Monday');
  });

  it('wraps the arrows around the week: previous from Monday is Sunday, next from Sunday is Monday', async () => {
    await openDailyWorkout();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Previous day' }));
    expect(screen.getByRole('combobox', { name: 'Day' })).toHaveValue('Sunday');
    expect(screen.getByText('Rest day - No workout scheduled for Sunday')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next day' }));
    expect(screen.getByRole('combobox', { name: 'Day' })).toHaveValue('Monday');
    expect(screen.queryByText(/Rest day - No workout scheduled/)).not.toBeInTheDocument();
  });

  it('selects a day from the dropdown and the strip, scrolling to its workout after 100 ms', async () => {
    await openDailyWorkout();
    vi.useFakeTimers();
    fireEvent.change(screen.getByRole('combobox', { name: 'Day' }), {
      target: { value: 'Wednesday' },
    });
    expect(screen.getByRole('button', { name: 'Wednesday' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    scrollIntoView.mockClear();
    act(() => vi.advanceTimersByTime(99));
    expect(scrollIntoView).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);

    fireEvent.click(screen.getByRole('button', { name: 'Tuesday, rest day' }));
    expect(screen.getByText('Rest day - No workout scheduled for Tuesday')).toBeInTheDocument();
  });

  it('shows the load error with Refresh Page and Go to Dashboard', async () => {
    installFakeApi({
      'GET /workouts/weekly-workouts/active': {
        status: 500,
        body: { error: { code: 'INTERNAL_SERVER_ERROR', message: 'boom', details: [] } },
      },
    });
    const { props } = renderRoot(WorkoutsRoot, '/app/daily-workout');
    expect(
      await screen.findByRole('heading', { name: 'Unable to Load Workout Plan' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Server temporarily unavailable - please try again in a moment'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh Page' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Go to Dashboard' }));
    expect(props.navigate).toHaveBeenCalledWith('/app/dashboard');
  });
});
