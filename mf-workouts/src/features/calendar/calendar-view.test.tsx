import { installFakeApi, ok, renderRoot } from '@repwise/federation/testing';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WorkoutsRoot } from '../../workouts-root';

afterEach(() => vi.unstubAllGlobals());

describe('CalendarView', () => {
  it('counts the planned workouts done against the planned ones, and every session apart', async () => {
    const month = new Date().toISOString().slice(0, 7);
    installFakeApi({
      'GET /workouts/calendar': ok({
        month,
        days: [],
        summary: {
          completedWorkouts: 3,
          plannedWorkouts: 2,
          completedPlannedWorkouts: 1,
          totalMinutes: 90,
          currentStreak: 1,
        },
      }),
    });
    renderRoot(WorkoutsRoot, '/app/workout?view=calendar');
    expect(await screen.findByRole('region', { name: 'Planned workouts done' })).toHaveTextContent(
      '1/2',
    );
    expect(screen.getByRole('region', { name: 'Sessions' })).toHaveTextContent('3');
  });
});
