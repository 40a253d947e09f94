import { tourTargetSelector } from '@repwise/contracts';
import { installFakeApi, ok, renderRoot } from '@repwise/federation/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  buildDashboardStats,
  buildDayWorkout,
  buildPlan,
  buildWeeklyPlan,
} from './testing/workout-fixtures';
import { toDayKey } from './shared/model/dates';
import { WorkoutsRoot } from './workouts-root';

afterEach(() => vi.unstubAllGlobals());

const noActiveWeek = {
  status: 404,
  body: { error: { code: 'RESOURCE_NOT_FOUND', message: 'No active weekly plan', details: [] } },
};

describe('WorkoutsRoot', () => {
  it('greets on the dashboard and offers to generate a plan when none is active', async () => {
    installFakeApi({
      'GET /workouts/weekly-workouts/active': noActiveWeek,
      'GET /workouts/dashboard/stats': ok(
        buildDashboardStats({ workoutsThisWeek: 0, weeklyGoal: null }),
      ),
    });
    const { props, container } = renderRoot(WorkoutsRoot, '/app/dashboard');

    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back!' })).toBeInTheDocument();
    expect(screen.getByText('Loading dashboard...')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'No Workout Plan Active' }),
    ).toBeInTheDocument();
    expect(container.querySelector(tourTargetSelector('dashboard'))).not.toBeNull();
    // Without a plan nothing is planned: the card says so rather than inventing a number.
    expect(screen.getByRole('region', { name: 'Workouts This Week' })).toHaveTextContent(
      '0No active plan yet',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Generate My Plan' }));
    expect(props.navigate).toHaveBeenCalledWith('/app/workout');
  });

  it('shows the active plan, the stat cards and the panels on the dashboard', async () => {
    installFakeApi({
      'GET /workouts/weekly-workouts/active': ok({
        weeklyPlan: buildWeeklyPlan(),
        plan: buildPlan(),
      }),
      'GET /workouts/plans/plan-1/weekly-plans': ok([buildWeeklyPlan()]),
      'GET /workouts/completions': ok({ completions: [] }),
      'GET /workouts/dashboard/stats': ok(
        buildDashboardStats({
          currentStreak: 8,
          weeklyGoal: 5,
          workoutsThisWeek: 3,
          progressScore: 100,
        }),
      ),
    });
    const { props } = renderRoot(WorkoutsRoot, '/app/dashboard');

    expect(await screen.findByRole('region', { name: 'Weekly Workouts' })).toHaveTextContent(
      'Strength Foundations',
    );
    expect(screen.getByText('AI Generated')).toBeInTheDocument();
    const weekly = screen.getByRole('region', { name: 'Weekly Workouts' });
    expect(within(weekly).getByText('Total Weeks').nextElementSibling).toHaveTextContent('4');
    expect(within(weekly).getByText('Total Workouts').nextElementSibling).toHaveTextContent('2');
    expect(screen.getByRole('region', { name: 'Current Streak' })).toHaveTextContent(
      'Amazing streak!',
    );
    expect(screen.getByRole('region', { name: "Today's Calories" })).toHaveTextContent('450');
    // A 5-day plan after 3 workouts: the score (3 a week = 100 %) and the plan's days both say so.
    expect(screen.getByRole('region', { name: 'Workouts This Week' })).toHaveTextContent(
      '35 planned this week',
    );
    expect(screen.getByRole('region', { name: 'Progress Score' })).toHaveTextContent(
      '100%3 workouts a week = 100%',
    );
    expect(screen.getByRole('region', { name: 'Progress Score' })).not.toHaveTextContent('Goal');
    const focus = screen.getByRole('region', { name: 'Focus Areas' });
    expect(within(focus).getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByRole('region', { name: 'AI Coach Insights' })).toHaveTextContent(
      'Good progress! Try to maintain regular workout schedule.',
    );
    expect(screen.getByRole('region', { name: 'Daily Tracker' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Edit Quiz' }));
    expect(props.navigate).toHaveBeenCalledWith('/onboarding?mode=edit');
  });

  it('offers Retry with the fallback message when the dashboard fails', async () => {
    installFakeApi({
      'GET /workouts/weekly-workouts/active': {
        status: 500,
        body: { error: { code: 'INTERNAL_SERVER_ERROR', message: 'x', details: [] } },
      },
      'GET /workouts/dashboard/stats': ok(buildDashboardStats()),
    });
    renderRoot(WorkoutsRoot, '/app/dashboard');
    expect(await screen.findByText('Failed to fetch dashboard data')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('ticks every exercise of today and completes the workout through the API', async () => {
    const today = toDayKey(new Date());
    const week = buildWeeklyPlan({
      workouts: [buildDayWorkout({ workoutDate: today, day: 'Monday', dayNumber: 1 })],
    });
    const completion = (exerciseIds: string[], completedAt: string | null = null) => ({
      completion: {
        id: 'c1',
        userId: 'user-1',
        planId: 'plan-1',
        week: 1,
        day: 1,
        exercises: exerciseIds.map((exerciseId) => ({
          exerciseId,
          completed: true,
          completedAt: '2026-11-16T08:00:00.000Z',
        })),
        completedAt,
        totalDuration: completedAt ? 45 : null,
        notes: null,
      },
    });
    const ticked: string[] = [];
    const { calls } = installFakeApi({
      'GET /workouts/weekly-workouts/active': ok({ weeklyPlan: week, plan: buildPlan() }),
      'GET /workouts/plans/plan-1/weekly-plans': ok([week]),
      'GET /workouts/completions': ok({ completions: [] }),
      'GET /workouts/dashboard/stats': ok(buildDashboardStats()),
      'PUT /workouts/plans/plan-1/week/1/days/1/exercises/push-up': () => {
        ticked.push('push-up');
        return ok(completion([...ticked]));
      },
      'PUT /workouts/plans/plan-1/week/1/days/1/exercises/plank': () => {
        ticked.push('plank');
        return ok(completion([...ticked]));
      },
      'PUT /workouts/plans/plan-1/week/1/days/1/complete': ok({
        ...completion(['push-up', 'plank'], '2026-11-16T09:00:00.000Z'),
        session: {
          id: 's1',
          planId: 'plan-1',
          name: 'Upper Body Strength',
          duration: 45,
          exercises: [],
          notes: null,
          caloriesBurned: 450,
          perceivedExertion: 5,
          source: 'completion',
          week: 1,
          day: 1,
          performedAt: '2026-11-16T09:00:00.000Z',
          createdAt: '2026-11-16T09:00:00.000Z',
        },
      }),
    });
    const { props } = renderRoot(WorkoutsRoot, '/app/dashboard');

    const day = await screen.findByRole('article', { name: 'Monday: Upper Body Strength' });
    expect(within(day).getByText('Today')).toBeInTheDocument();
    const complete = within(day).getByRole('button', { name: 'Complete Workout' });
    expect(complete).toBeDisabled();

    await userEvent.click(within(day).getByRole('checkbox', { name: 'Push-up' }));
    await waitFor(() =>
      expect(within(day).getByRole('checkbox', { name: 'Push-up' })).not.toBeDisabled(),
    );
    await userEvent.click(within(day).getByRole('checkbox', { name: 'Plank' }));
    await waitFor(() =>
      expect(within(day).getByRole('button', { name: 'Complete Workout' })).toBeEnabled(),
    );
    await userEvent.click(within(day).getByRole('button', { name: 'Complete Workout' }));

    expect(await within(day).findByText('✓ Completed')).toBeInTheDocument();
    expect(within(day).queryByRole('button', { name: 'Complete Workout' })).not.toBeInTheDocument();
    expect(within(day).queryByRole('button', { name: 'Start Workout' })).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.path)).toEqual([
      '/workouts/plans/plan-1/week/1/days/1/exercises/push-up',
      '/workouts/plans/plan-1/week/1/days/1/exercises/plank',
      '/workouts/plans/plan-1/week/1/days/1/complete',
    ]);
    expect(props.notify).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Workout Completed' }),
    );
  });

  it('queues a tick made offline and replays it on the next load without duplicates', async () => {
    const week = buildWeeklyPlan();
    let isOnline = false;
    const { calls } = installFakeApi({
      'GET /workouts/weekly-workouts/active': ok({ weeklyPlan: week, plan: buildPlan() }),
      'GET /workouts/plans/plan-1/weekly-plans': ok([week]),
      'GET /workouts/completions': ok({ completions: [] }),
      'GET /workouts/dashboard/stats': ok(buildDashboardStats()),
    });
    const onlineFetch = globalThis.fetch;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      isOnline || !String(input).includes('/exercises/')
        ? onlineFetch(input, init)
        : Promise.reject(new TypeError('offline')),
    );
    const first = renderRoot(WorkoutsRoot, '/app/dashboard');
    const day = await screen.findByRole('article', { name: 'Monday: Upper Body Strength' });
    await userEvent.click(within(day).getByRole('button', { name: /Monday/ }));
    await userEvent.click(within(day).getByRole('checkbox', { name: 'Push-up' }));
    await waitFor(() =>
      expect(first.props.notify).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Saved offline' }),
      ),
    );
    expect(window.localStorage.getItem('workout_completions_plan-1')).toContain('"pending":[{');
    first.unmount();

    isOnline = true;
    renderRoot(WorkoutsRoot, '/app/dashboard');
    await waitFor(() =>
      expect(calls.filter((call) => call.path.endsWith('/exercises/push-up'))).toHaveLength(1),
    );
    await waitFor(() =>
      expect(window.localStorage.getItem('workout_completions_plan-1')).toContain('"pending":[]'),
    );
  });

  it('shows the daily workout without an active plan and leads to plan creation', async () => {
    installFakeApi({ 'GET /workouts/weekly-workouts/active': noActiveWeek });
    const { props } = renderRoot(WorkoutsRoot, '/app/daily-workout');

    expect(
      screen.getByRole('heading', { level: 1, name: 'Daily Workout Plan' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'No Active Workout Plan' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText("You don't have an active weekly workout plan yet."),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Create Workout Plan' }));
    expect(props.navigate).toHaveBeenCalledWith('/app/workout?view=generator');
  });

  it('ignores a trailing slash when choosing the screen', () => {
    installFakeApi({});
    renderRoot(WorkoutsRoot, '/app/daily-workout/');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Daily Workout Plan' }),
    ).toBeInTheDocument();
  });

  it('renders exactly one h1 on each screen', () => {
    installFakeApi({});
    for (const path of ['/app/dashboard', '/app/workout', '/app/daily-workout']) {
      const { unmount } = renderRoot(WorkoutsRoot, path);
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      unmount();
    }
  });
});
