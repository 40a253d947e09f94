import { buildModificationId, type ModificationResolution } from '@repwise/contracts/pose';
import {
  buildAdaptivePlan,
  buildModifications,
  computeExerciseMetrics,
  MS_PER_DAY,
  NEXT_REVIEW_DAYS,
  type AdaptivePlan,
  type CoachUserProfile,
  type ExerciseMetrics,
  type ExerciseResult,
  type PlanModification,
  type ProgressState,
  type TrackedExercise,
} from '@repwise/domain/pose';
import type { PosePlanState } from '../../models/pose-state.model';
import { builtInPrescriptions, trackedExerciseNames } from './exercise-results';

/** A resolved modification stays out of the plan for the plan's review period (7 days). */
export const RESOLUTION_HOLD_MS = NEXT_REVIEW_DAYS * MS_PER_DAY;

/** The coach wording used until the client sends the user's profile. */
export const defaultCoachProfile: CoachUserProfile = {
  name: 'Athlete',
  fitnessLevel: 'INTERMEDIATE',
  goals: [],
  limitations: [],
  preferredFeedbackStyle: 'SUPPORTIVE',
};

/** A plan modification with the id the API gives it. */
export type IdentifiedModification = PlanModification & { id: string };

/** An adaptive plan whose modifications carry ids. */
export type IdentifiedAdaptivePlan = Omit<AdaptivePlan, 'modifications'> & {
  modifications: IdentifiedModification[];
};

/** Inputs of {@link composeAdaptivePlan}. */
export interface AdaptivePlanSources {
  progress: ProgressState;
  plan: PosePlanState;
  /** The running (unfinished) session's results, counted as its newest history entry. */
  running: { sessionId: string; results: readonly ExerciseResult[] } | null;
  exercises: readonly TrackedExercise[];
  nowMs: number;
}

/** Whether a resolution still hides its modification at `nowMs`. */
export function isResolutionHeld(resolution: ModificationResolution, nowMs: number): boolean {
  return nowMs - resolution.resolvedAt < RESOLUTION_HOLD_MS;
}

/**
 * The adaptive plan from the server-side history (spec 03 §4: regenerated for Squats and
 * Deadlifts): each exercise's finished sessions plus the running session's result go through
 * `computeExerciseMetrics` and `buildModifications` against the last prescription sent (the
 * built-in workout's before any), minus modifications applied or dismissed in the last 7 days.
 * Exercises without any session are left out (no data, no advice).
 */
export function composeAdaptivePlan(sources: AdaptivePlanSources): IdentifiedAdaptivePlan {
  const { progress, plan, running, nowMs } = sources;
  const held = new Set(plan.resolutions.filter((r) => isResolutionHeld(r, nowMs)).map((r) => r.id));
  const metrics: ExerciseMetrics[] = [];
  const modifications: PlanModification[] = [];
  for (const exercise of sources.exercises) {
    const name = trackedExerciseNames[exercise];
    const runningResult = running?.results.find((r) => r.exerciseName === name);
    const history = [
      ...(progress.exerciseHistory[name] ?? []),
      ...(running && runningResult
        ? [{ sessionId: running.sessionId, date: nowMs, result: runningResult }]
        : []),
    ];
    const exerciseMetrics = computeExerciseMetrics(name, history, nowMs);
    if (exerciseMetrics.sessionCount === 0) continue;
    metrics.push(exerciseMetrics);
    const planned = { ...(plan.prescriptions[exercise] ?? builtInPrescriptions[exercise]), name };
    modifications.push(
      ...buildModifications(exerciseMetrics, planned).filter(
        (modification) => !held.has(buildModificationId(modification)),
      ),
    );
  }
  const adaptive = buildAdaptivePlan({
    workoutId: running?.sessionId ?? progress.sessions.at(-1)?.id ?? 'next-workout',
    userProfile: plan.userProfile ?? defaultCoachProfile,
    exerciseMetrics: metrics,
    modifications,
    nowMs,
  });
  return { ...adaptive, modifications: adaptive.modifications.map(identify) };
}

function identify(modification: PlanModification): IdentifiedModification {
  return { ...modification, id: buildModificationId(modification) };
}
