import type { CatalogueExercise, DayWorkout } from '@repwise/contracts/workouts';
import useSWR from 'swr';
import { fetchExercise } from '../../api/progress-api';
import { useActiveWeek, useWeeklyPlans } from '../../api/use-plan-data';
import { useWorkoutsApi } from '../../api/workouts-api-context';
import type { ActiveWorkoutSource } from '../../shared/model/app-paths';
import {
  builtInWorkout,
  toCoachFlowExercises,
  toCoachWorkoutNote,
  toFlowExercises,
  toSingleExerciseWorkout,
} from './model/built-in-workout';
import type { FlowExercise } from './model/workout-flow';

/**
 * A resolved guided workout; `planDay` is set when it is a day of the active plan, `note` is what
 * the plan says about the whole day ("… Every exercise is done seated.") or a coach workout's card
 * notes, absent when nothing.
 */
export interface ResolvedWorkout {
  name: string;
  note?: string;
  exercises: FlowExercise[];
  planDay: { planId: string; week: number; workout: DayWorkout } | null;
}

/** The guided workout a source names: loading, failed, or resolved (null when it does not exist). */
export function useWorkoutSource(source: ActiveWorkoutSource): {
  workout: ResolvedWorkout | null | undefined;
  error: unknown;
} {
  const { request, userId } = useWorkoutsApi();
  const isPlanDay = 'week' in source;
  const exerciseId = 'exerciseId' in source ? source.exerciseId : null;
  const activeWeek = useActiveWeek();
  const planId = isPlanDay ? (activeWeek.data?.plan.id ?? null) : null;
  const needsOtherWeek =
    isPlanDay && activeWeek.data && activeWeek.data.weeklyPlan.weekNumber !== source.week;
  const weeklyPlans = useWeeklyPlans(needsOtherWeek ? planId : null);
  const exercise = useSWR(exerciseId ? [userId, 'exercise', exerciseId] : null, () =>
    fetchExercise(request, exerciseId ?? ''),
  );
  const coachWorkout = 'coachWorkout' in source ? source.coachWorkout : null;
  const coachExerciseIds = coachWorkout
    ? [...new Set(coachWorkout.exercises.map((item) => item.exerciseId))]
    : [];
  // One request per exercise, in parallel; one that fails leaves that exercise without instructions.
  const coachCatalogue = useSWR(
    coachWorkout ? [userId, 'coach-workout-exercises', ...coachExerciseIds] : null,
    async () =>
      new Map<string, CatalogueExercise | null>(
        await Promise.all(
          coachExerciseIds.map(
            async (id) => [id, await fetchExercise(request, id).catch(() => null)] as const,
          ),
        ),
      ),
    { revalidateOnFocus: false },
  );

  if (coachWorkout) {
    if (!coachCatalogue.data) return { workout: undefined, error: null };
    return {
      workout: {
        name: coachWorkout.name,
        note: toCoachWorkoutNote(coachWorkout),
        exercises: toCoachFlowExercises(coachWorkout, coachCatalogue.data),
        planDay: null,
      },
      error: null,
    };
  }

  if (exerciseId) {
    if (exercise.error) return { workout: undefined, error: exercise.error };
    if (!exercise.data) return { workout: undefined, error: null };
    return {
      workout: {
        name: exercise.data.name,
        exercises: toSingleExerciseWorkout(exercise.data),
        planDay: null,
      },
      error: null,
    };
  }
  if (!isPlanDay) return { workout: { ...builtInWorkout, planDay: null }, error: null };

  if (activeWeek.error && !activeWeek.data) return { workout: undefined, error: activeWeek.error };
  if (activeWeek.data === undefined) return { workout: undefined, error: null };
  if (activeWeek.data === null) return { workout: null, error: null };
  const week = needsOtherWeek
    ? weeklyPlans.data?.find((candidate) => candidate.weekNumber === source.week)
    : activeWeek.data.weeklyPlan;
  if (!week) {
    if (weeklyPlans.error) return { workout: undefined, error: weeklyPlans.error };
    return { workout: weeklyPlans.isLoading ? undefined : null, error: null };
  }
  const day = week.weekJson.workouts.find((candidate) => candidate.dayNumber === source.day);
  if (!day) return { workout: null, error: null };
  return {
    workout: {
      name: day.name,
      note: day.notes.trim(),
      exercises: toFlowExercises(day),
      planDay: { planId: activeWeek.data.plan.id, week: week.weekNumber, workout: day },
    },
    error: null,
  };
}
