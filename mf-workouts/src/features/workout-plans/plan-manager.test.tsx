import { installFakeApi, ok, renderRoot } from '@repwise/federation/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildDashboardStats, buildPlan } from '../../testing/workout-fixtures';
import { WorkoutsRoot } from '../../workouts-root';

afterEach(() => vi.unstubAllGlobals());

const active = buildPlan({ id: 'plan-1', planName: 'Strength Foundations', isActive: true });
const old = buildPlan({ id: 'plan-0', planName: 'Old Plan', isActive: false });

function install(overrides: Parameters<typeof installFakeApi>[0] = {}) {
  return installFakeApi({
    'GET /workouts/plans': ok({ plans: [active, old] }),
    'GET /workouts/weekly-workouts/active': {
      status: 404,
      body: { error: { code: 'RESOURCE_NOT_FOUND', message: 'None', details: [] } },
    },
    'GET /workouts/dashboard/stats': ok(buildDashboardStats()),
    'PATCH /workouts/plans/plan-1/deactivate': ok({ plan: { ...active, isActive: false } }),
    'DELETE /workouts/plans/plan-0': { status: 200, body: { success: true } },
    'DELETE /workouts/plans/inactive': ok({ deleted: 1 }),
    ...overrides,
  });
}

async function openPlans() {
  const view = renderRoot(WorkoutsRoot, '/app/workout');
  const list = await screen.findByRole('list', { name: 'Your Workout Plans' });
  return { ...view, list };
}

describe('PlanManager', () => {
  it('deactivates the active plan after confirmation', async () => {
    const { calls } = install();
    const { props } = await openPlans();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Deactivate Strength Foundations' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Deactivate Strength Foundations?' });
    expect(calls.some((call) => call.path.endsWith('/deactivate'))).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() =>
      expect(props.notify).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Plan Deactivated', variant: 'success' }),
      ),
    );
    expect(calls.filter((call) => call.method === 'PATCH').map((call) => call.path)).toEqual([
      '/workouts/plans/plan-1/deactivate',
    ]);
  });

  it('deletes a plan only when confirmed; Cancel keeps it', async () => {
    const { calls } = install();
    const { props } = await openPlans();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete Old Plan' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Delete Old Plan?' })).getByRole('button', {
        name: 'Cancel',
      }),
    );
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete Old Plan' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Delete Old Plan?' })).getByRole('button', {
        name: 'Delete Plan',
      }),
    );
    await waitFor(() =>
      expect(props.notify).toHaveBeenCalledWith(expect.objectContaining({ title: 'Plan Deleted' })),
    );
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      '/workouts/plans/plan-0',
    ]);
  });

  it("deletes every inactive plan, and shows the spec's message when that fails", async () => {
    install({
      'DELETE /workouts/plans/inactive': {
        status: 500,
        body: { error: { code: 'INTERNAL_SERVER_ERROR', message: 'boom', details: [] } },
      },
    });
    const { props } = await openPlans();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete Inactive Plans' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Delete 1 inactive plan?' })).getByRole(
        'button',
        { name: 'Delete Inactive Plans' },
      ),
    );
    await waitFor(() =>
      expect(props.notify).toHaveBeenCalledWith({
        title: 'Error',
        description: 'Failed to delete inactive workout plans',
        variant: 'destructive',
      }),
    );
  });
});
