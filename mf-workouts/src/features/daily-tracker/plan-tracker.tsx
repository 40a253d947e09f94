import type { RemoteAppProps } from '@repwise/contracts';
import type { DayWorkout, WeeklyPlan, WorkoutPlan } from '@repwise/contracts/workouts';
import { useState } from 'react';
import { useCompletions } from '../../api/use-completions';
import { useWeeklyPlans } from '../../api/use-plan-data';
import { buildActiveWorkoutPath } from '../../shared/model/app-paths';
import { DailyTracker } from './daily-tracker';

/**
 * The daily tracker wired to the server: the plan's generated weeks, the selected week's days and
 * their completions; Start Workout opens the guided workout of that day.
 */
export function PlanTracker({
  plan,
  activeWeek,
  today,
  navigate,
  notify,
}: {
  plan: WorkoutPlan;
  activeWeek: WeeklyPlan;
  today: Date;
} & Pick<RemoteAppProps, 'navigate' | 'notify'>) {
  const weeklyPlans = useWeeklyPlans(plan.id);
  const { completions, toggle, complete, busyDay } = useCompletions(plan.id);
  const [selectedWeek, setSelectedWeek] = useState(activeWeek.weekNumber);
  const generated = weeklyPlans.data ?? [activeWeek];
  const weeks = [...new Set(generated.map((week) => week.weekNumber))].sort((a, b) => a - b);
  const weeklyPlan =
    generated.find((week) => week.weekNumber === selectedWeek) ??
    (selectedWeek === activeWeek.weekNumber ? activeWeek : null);

  async function completeDay(workout: DayWorkout) {
    if (!weeklyPlan) return;
    const isSaved = await complete(weeklyPlan.weekNumber, workout);
    if (isSaved)
      notify({
        title: 'Workout Completed',
        description: `${workout.name} is done. Great work!`,
        variant: 'success',
      });
  }

  return (
    <DailyTracker
      weeks={weeks}
      selectedWeek={selectedWeek}
      onSelectWeek={setSelectedWeek}
      weeklyPlan={weeklyPlan}
      completions={completions}
      busyDayNumber={
        busyDay && weeklyPlan && busyDay.week === weeklyPlan.weekNumber ? busyDay.day : null
      }
      today={today}
      actions={{
        onToggleExercise: (workout, exerciseId, isCompleted) =>
          weeklyPlan && void toggle(weeklyPlan.weekNumber, workout, exerciseId, isCompleted),
        onComplete: (workout) => void completeDay(workout),
        onStart: (workout) =>
          navigate(
            buildActiveWorkoutPath({ week: weeklyPlan?.weekNumber ?? 1, day: workout.dayNumber }),
          ),
      }}
    />
  );
}
