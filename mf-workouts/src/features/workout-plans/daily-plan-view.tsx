import type { RemoteAppProps } from '@repwise/contracts';
import type { WeeklyPlan, WorkoutPlan } from '@repwise/contracts/workouts';
import { Badge, Button, EmptyState, LoadingState, Muted, SectionCard } from '@repwise/ui';
import { useState } from 'react';
import { describePlanLoadError } from '../../api/api-errors';
import { usePlans } from '../../api/use-plan-data';
import { buildActiveWorkoutPath, buildWorkoutViewPath } from '../../shared/model/app-paths';
import { toDayKey } from '../../shared/model/dates';
import type { Weekday } from '../../shared/model/weekdays';
import { ButtonRow } from '../../shared/ui/layout';
import { ErrorCard } from '../../shared/ui/status-views';
import { WeekStrip } from '../week-strip/week-strip';
import { WorkoutDetail } from '../week-strip/workout-detail';
import { PlanManager } from './plan-manager';

/** Where a user with no plan completes onboarding (spec 03 §2 uses ?retake=true when no plan exists). */
export const completeOnboardingPath = '/onboarding?retake=true';

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
  return (
    <PlanManager
      intro="None of your plans is active. Activate one to see its workouts."
      notify={notify}
    />
  );
}
