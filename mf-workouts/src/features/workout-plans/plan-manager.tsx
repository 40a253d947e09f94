import type { RemoteAppProps } from '@repwise/contracts';
import type { WorkoutPlan } from '@repwise/contracts/workouts';
import { Badge, Button, ConfirmDialog, Muted, SectionCard } from '@repwise/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { describeError } from '../../api/api-errors';
import { activatePlan, deactivatePlan, deleteInactivePlans, deletePlan } from '../../api/plans-api';
import { usePlans, useRefreshAfterProgress } from '../../api/use-plan-data';
import { useWorkoutsApi } from '../../api/workouts-api-context';
import { formatEnumLabel } from '../../shared/model/format';

/** The list shows this many plans, newest first (spec 03 §2: up to 5). */
const shownPlans = 5;

const PlanList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    padding: ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

/** What the user is asked to confirm. */
type Pending =
  | { kind: 'delete'; plan: WorkoutPlan }
  | { kind: 'deactivate'; plan: WorkoutPlan }
  | { kind: 'delete-inactive'; count: number };

function confirmationOf(pending: Pending): { title: string; message: string; label: string } {
  switch (pending.kind) {
    case 'delete':
      return {
        title: `Delete ${pending.plan.planName}?`,
        message:
          'Its weeks and ticked exercises go with it. Workouts you recorded stay in your history.',
        label: 'Delete Plan',
      };
    case 'deactivate':
      return {
        title: `Deactivate ${pending.plan.planName}?`,
        message:
          'You will have no active plan until you activate one. Its weeks and progress are kept.',
        label: 'Deactivate',
      };
    case 'delete-inactive':
      return {
        title: `Delete ${pending.count} inactive plan${pending.count === 1 ? '' : 's'}?`,
        message: 'Their weeks and ticked exercises go too. Your active plan and history stay.',
        label: 'Delete Inactive Plans',
      };
  }
}

/**
 * The user's plans (newest first, up to 5) with what can be done to each: activate an inactive
 * one, deactivate the active one, delete any, or clear every inactive plan at once. Deleting and
 * deactivating ask first; every failure shows the spec's message (the server's when it has one).
 */
export function PlanManager({
  title = 'Your Workout Plans',
  intro,
  notify,
}: { title?: string; intro?: string } & Pick<RemoteAppProps, 'notify'>) {
  const { request } = useWorkoutsApi();
  const refreshAfterProgress = useRefreshAfterProgress();
  const plans = usePlans();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const all = plans.data ?? [];
  const inactiveCount = all.filter((plan) => !plan.isActive).length;

  async function run(
    id: string,
    action: () => Promise<unknown>,
    success: { title: string; description: string },
    fallback: string,
  ) {
    setBusyId(id);
    try {
      await action();
      await plans.mutate();
      notify({ ...success, variant: 'success' });
      refreshAfterProgress();
    } catch (error) {
      notify({
        title: 'Error',
        description: describeError(error, fallback),
        variant: 'destructive',
      });
    } finally {
      setBusyId(null);
      setPending(null);
    }
  }

  const activate = (plan: WorkoutPlan) =>
    run(
      plan.id,
      () => activatePlan(request, plan.id),
      { title: 'Plan Activated', description: `${plan.planName} is now your active plan.` },
      'Failed to update workout plan status',
    );

  function confirm(current: Pending) {
    switch (current.kind) {
      case 'delete':
        return run(
          current.plan.id,
          () => deletePlan(request, current.plan.id),
          { title: 'Plan Deleted', description: `${current.plan.planName} was deleted.` },
          'Failed to delete workout plan',
        );
      case 'deactivate':
        return run(
          current.plan.id,
          () => deactivatePlan(request, current.plan.id),
          {
            title: 'Plan Deactivated',
            description: `${current.plan.planName} is no longer your active plan.`,
          },
          'Failed to deactivate workout plans',
        );
      case 'delete-inactive':
        return run(
          'inactive',
          async () => deleteInactivePlans(request),
          {
            title: 'Inactive Plans Deleted',
            description: `${current.count} inactive plan${current.count === 1 ? ' was' : 's were'} deleted.`,
          },
          'Failed to delete inactive workout plans',
        );
    }
  }

  if (all.length === 0) return null;
  const confirmation = pending ? confirmationOf(pending) : null;
  return (
    <SectionCard
      title={title}
      aside={
        inactiveCount > 0 ? (
          <Button
            type="button"
            $variant="secondary"
            $size="sm"
            disabled={busyId !== null}
            onClick={() => setPending({ kind: 'delete-inactive', count: inactiveCount })}
          >
            Delete Inactive Plans
          </Button>
        ) : undefined
      }
    >
      {intro && <Muted>{intro}</Muted>}
      <PlanList aria-label={title}>
        {all.slice(0, shownPlans).map((plan) => (
          <li key={plan.id}>
            <div>
              <strong>{plan.planName}</strong>{' '}
              {plan.isActive && <Badge $tone="primary">Active</Badge>}
              <Muted>
                {formatEnumLabel(plan.difficulty)} · {plan.generatedWeeks.length} of{' '}
                {plan.durationWeeks} weeks generated
              </Muted>
            </div>
            <Actions>
              {plan.isActive ? (
                <Button
                  type="button"
                  $variant="secondary"
                  $size="sm"
                  disabled={busyId !== null}
                  aria-label={`Deactivate ${plan.planName}`}
                  onClick={() => setPending({ kind: 'deactivate', plan })}
                >
                  Deactivate
                </Button>
              ) : (
                <Button
                  type="button"
                  $size="sm"
                  disabled={busyId !== null}
                  aria-label={`Activate ${plan.planName}`}
                  onClick={() => void activate(plan)}
                >
                  {busyId === plan.id ? 'Activating...' : 'Activate'}
                </Button>
              )}
              <Button
                type="button"
                $variant="ghost"
                $size="sm"
                disabled={busyId !== null}
                aria-label={`Delete ${plan.planName}`}
                onClick={() => setPending({ kind: 'delete', plan })}
              >
                Delete
              </Button>
            </Actions>
          </li>
        ))}
      </PlanList>
      {pending && confirmation && (
        <ConfirmDialog
          title={confirmation.title}
          message={confirmation.message}
          confirmLabel={confirmation.label}
          isBusy={busyId !== null}
          onCancel={() => setPending(null)}
          onConfirm={() => void confirm(pending)}
        />
      )}
    </SectionCard>
  );
}
