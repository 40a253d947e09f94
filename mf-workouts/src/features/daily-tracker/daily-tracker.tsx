import type { DayWorkout, WeeklyPlan, WorkoutCompletion } from '@repwise/contracts/workouts';
import styled from 'styled-components';
import { toDayKey } from '../../shared/model/dates';
import { DayCard } from './day-card';
import { toDayProgress } from './day-progress';
import { WeekSelector } from './week-selector';
import { Muted, SectionCard } from '@repwise/ui';

const Days = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

/** What the tracker can do to a day. */
export interface DayActions {
  onToggleExercise: (workout: DayWorkout, exerciseId: string, isCompleted: boolean) => void;
  onComplete: (workout: DayWorkout) => void;
  onStart: (workout: DayWorkout) => void;
}

/**
 * The daily tracker (spec 03 §2): a week selector, then one card per training day of the selected
 * week, today's expanded and badged.
 */
export function DailyTracker({
  weeks,
  selectedWeek,
  onSelectWeek,
  weeklyPlan,
  completions,
  busyDayNumber,
  today,
  actions,
}: {
  weeks: readonly number[];
  selectedWeek: number;
  onSelectWeek: (week: number) => void;
  weeklyPlan: WeeklyPlan | null;
  completions: readonly WorkoutCompletion[];
  busyDayNumber: number | null;
  today: Date;
  actions: DayActions;
}) {
  const todayKey = toDayKey(today);
  return (
    <SectionCard
      title="Daily Tracker"
      aside={
        weeks.length > 0 && (
          <WeekSelector weeks={weeks} selectedWeek={selectedWeek} onSelect={onSelectWeek} />
        )
      }
    >
      {!weeklyPlan ? (
        <Muted>No workout plan available</Muted>
      ) : (
        <Days>
          {weeklyPlan.weekJson.workouts.map((workout) => {
            const isToday = workout.workoutDate === todayKey;
            return (
              <DayCard
                key={workout.dayNumber}
                workout={workout}
                progress={toDayProgress(completions, weeklyPlan.weekNumber, workout.dayNumber)}
                isToday={isToday}
                defaultExpanded={isToday}
                isBusy={busyDayNumber === workout.dayNumber}
                onToggleExercise={(exerciseId, isCompleted) =>
                  actions.onToggleExercise(workout, exerciseId, isCompleted)
                }
                onComplete={() => actions.onComplete(workout)}
                onStart={() => actions.onStart(workout)}
              />
            );
          })}
        </Days>
      )}
    </SectionCard>
  );
}
