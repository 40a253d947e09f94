import { installFakeApi, ok, renderRoot } from '@repwise/federation/testing';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildDashboardStats, buildPlan } from '../../testing/workout-fixtures';
import { WorkoutsRoot } from '../../workouts-root';

afterEach(() => vi.unstubAllGlobals());

function install(currentStreak: number) {
  installFakeApi({
    'GET /workouts/plans': ok({ plans: [buildPlan({ id: 'plan-1', isActive: true })] }),
    'GET /workouts/weekly-workouts/active': {
      status: 404,
      body: { error: { code: 'RESOURCE_NOT_FOUND', message: 'None', details: [] } },
    },
    'GET /workouts/dashboard/stats': ok(buildDashboardStats({ currentStreak })),
  });
}

describe('the Workout Plans overview', () => {
  it.each([
    [1, '1 day'],
    [3, '3 days'],
  ])('says a streak of %i as "%s" (users saw "1 days")', async (streak, text) => {
    install(streak);
    renderRoot(WorkoutsRoot, '/app/workout');
    const stats = await screen.findByRole('region', { name: 'Your Stats' });
    expect(await within(stats).findByText(text, { exact: true })).toBeTruthy();
  });
});
