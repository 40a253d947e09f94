import type { RemoteAppProps } from '@repwise/contracts';
import type { WeeklyPlan, WorkoutPlan } from '@repwise/contracts/workouts';
import { Badge, Button, EmptyState } from '@repwise/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { describeError, describePlanLoadError } from '../../api/api-errors';
import { activatePlan } from '../../api/plans-api';
import { usePlans, useRefreshAfterProgress } from '../../api/use-plan-data';
import { useWorkoutsApi } from '../../api/workouts-api-context';
import { buildActiveWorkoutPath, buildWorkoutViewPath } from '../../shared/model/app-paths';
import { toDayKey } from '../../shared/model/dates';
import { formatEnumLabel } from '../../shared/model/format';
import type { Weekday } from '../../shared/model/weekdays';
import { ButtonRow, Muted, SectionCard } from '../../shared/ui/section-card';
import { ErrorCard, LoadingState } from '../../shared/ui/status-views';
import { WeekStrip } from '../week-strip/week-strip';
import { WorkoutDetail } from '../week-strip/workout-detail';

/** Where a user with no plan completes onboarding (spec 03 §2 uses ?retake=true when no plan exists). */
export const completeOnboardingPath = '/onboarding?retake=true';

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

function InactivePlans({
  plans,
  notify,
}: { plans: readonly WorkoutPlan[] } & Pick<RemoteAppProps, 'notify'>) {
  const { request } = useWorkoutsApi();
  const refreshAfterProgress = useRefreshAfterProgress();
  const { mutate } = usePlans();
  const [activatingId, setActivatingId] = useState<string | null>(null);

  async function activate(plan: WorkoutPlan) {
    setActivatingId(plan.id);
    try {
      await activatePlan(request, plan.id);
      // Activating sets this plan active on the server and every other inactive in the local list.
      await mutate(
        (current) =>
          current?.map((candidate) => ({ ...candidate, isActive: candidate.id === plan.id })),
        { revalidate: false },
      );
      notify({
        title: 'Plan Activated',
        description: `${plan.planName} is now your active plan.`,
        variant: 'success',
      });
      refreshAfterProgress();
    } catch (error) {
      notify({
        title: 'Error',
        description: describeError(error, 'Failed to update workout plan status'),
        variant: 'destructive',
      });
    } finally {
      setActivatingId(null);
    }
  }

  return (
    <SectionCard title="Your Workout Plans">
      <Muted>None of your plans is active. Activate one to see its workouts.</Muted>
      <PlanList>
        {plans.slice(0, 5).map((plan) => (
          <li key={plan.id}>
            <div>
              <strong>{plan.planName}</strong>
              <Muted>
                {formatEnumLabel(plan.difficulty)} · {plan.generatedWeeks.length} of{' '}
                {plan.durationWeeks} weeks generated
              </Muted>
            </div>
            <Button
              type="button"
              $size="sm"
              disabled={activatingId !== null}
              aria-label={`Activate ${plan.planName}`}
              onClick={() => void activate(plan)}
            >
              {activatingId === plan.id ? 'Activating...' : 'Activate'}
            </Button>
          </li>
        ))}
      </PlanList>
    </SectionCard>
  );
}

function WeekView({
  weeklyPlan,
  navigate,
}: { weeklyPlan: WeeklyPlan } & Pick<RemoteAppProps, 'navigate'>) {
  const workouts = weeklyPlan.weekJson.workouts;
  const todayKey = toDayKey(new Date());
  const [selectedDay, setSelectedDay] = useState<Weekday | null>(
    (workouts.find((workout) => workout.workoutDate === todayKey) ?? workouts[0])?.day ?? null,
  );
  const selected = workouts.find((workout) => workout.day === selectedDay);
  return (
    <>
      <SectionCard
        title={`Week ${weeklyPlan.weekNumber}: ${weeklyPlan.planName}`}
        aside={<Badge $tone="primary">Active</Badge>}
      >
        {weeklyPlan.weekJson.message && <Muted>{weeklyPlan.weekJson.message}</Muted>}
        <WeekStrip workouts={workouts} selectedDay={selectedDay} onSelect={setSelectedDay} />
      </SectionCard>
      {selected && (
        <>
          <WorkoutDetail workout={selected} />
          <ButtonRow>
            <Button
              type="button"
              onClick={() =>
                navigate(
                  buildActiveWorkoutPath({ week: weeklyPlan.weekNumber, day: selected.dayNumber }),
                )
              }
            >
              Start Workout
            </Button>
          </ButtonRow>
        </>
      )}
    </>
  );
}

/**
 * The Workout Plans page's daily plan (spec 03 §2): loading; 'Error Loading Workout Plans' with
 * Retry; no plans (Complete Onboarding); plans but none active (up to 5, each with Activate); an
 * active plan without an active week; otherwise the week day by day.
 */
export function DailyPlanView({
  active,
  activeError,
  navigate,
  notify,
}: {
  active: { plan: WorkoutPlan; weeklyPlan: WeeklyPlan } | null | undefined;
  activeError: unknown;
} & Pick<RemoteAppProps, 'navigate' | 'notify'>) {
  const plans = usePlans();
  if ((plans.data === undefined && plans.isLoading) || (active === undefined && !activeError)) {
    return <LoadingState text="Loading workout plans..." />;
  }
  const error = plans.error ?? activeError;
  if (error && (plans.data === undefined || active === undefined)) {
    return (
      <ErrorCard
        title="Error Loading Workout Plans"
        message={describePlanLoadError(error, 'Unable to load workout plans at this time')}
        actions={
          <Button type="button" onClick={() => window.location.reload()}>
            Retry
          </Button>
        }
      />
    );
  }
  if (active)
    return (
      <WeekView key={active.weeklyPlan.id} weeklyPlan={active.weeklyPlan} navigate={navigate} />
    );
  const allPlans = plans.data ?? [];
  if (allPlans.length === 0) {
    return (
      <EmptyState
        title="No workout plan available"
        description="Complete your fitness assessment and RepWise builds your first plan."
        action={
          <Button type="button" onClick={() => navigate(completeOnboardingPath)}>
            Complete Onboarding
          </Button>
        }
      />
    );
  }
  const activePlan = allPlans.find((plan) => plan.isActive);
  if (activePlan) {
    return (
      <EmptyState
        title="No active weekly workouts"
        description="Your active plan has no week ready yet. Generate its next week from the plan screen."
        action={
          <Button
            type="button"
            onClick={() =>
              navigate(
                `${buildWorkoutViewPath('generator')}&plan=${encodeURIComponent(activePlan.id)}`,
              )
            }
          >
            Open Progressive Plan
          </Button>
        }
      />
    );
  }
  return <InactivePlans plans={allPlans} notify={notify} />;
}
