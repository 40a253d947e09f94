import type { finishPoseSessionRequestSchema } from '@repwise/contracts/pose';
import {
  addSessionToProgress,
  type ExerciseResult,
  type Milestone,
  type PersonalRecord,
  type WorkoutSession,
} from '@repwise/domain/pose';
import { AppError } from '@repwise/server-kit';
import type { z } from 'zod';
import type { PoseSessionRecord } from '../../models/pose-session.model';
import type { WorkoutsDeps } from '../../workouts-deps';
import { composeAdaptivePlan, type IdentifiedAdaptivePlan } from './adaptive-plan';
import { composeSessionResults, trackedExercises } from './exercise-results';
import { finishSessionRecord, findPoseSession } from './session-store';
import { loadPlanState, loadProgressState, savePlanState, saveProgressState } from './states';
import { withUserLock } from '../store/user-lock';

type FinishPoseSessionInput = z.output<typeof finishPoseSessionRequestSchema>;

/** What finishing a session answers. */
export interface FinishedPoseSession {
  session: WorkoutSession;
  newRecords: PersonalRecord[];
  newMilestones: Milestone[];
  adaptivePlan: IdentifiedAdaptivePlan;
}

/** A finished session record as the progress tracker's session (spec 03 §3 "Workout session"). */
function toWorkoutSession(record: PoseSessionRecord, finishedAt: Date): WorkoutSession {
  return {
    id: record.sessionId,
    date: finishedAt.getTime(),
    exercises: composeSessionResults(record.sets),
    totalDuration: record.totalDuration ?? 0,
    overallScore: record.overallScore ?? 0,
    userId: record.userId,
  };
}

/**
 * The session as the progress tracker keeps it: per-set rep scores dropped (its engines read
 * only set counts and exercise totals), so 500 sessions stay far below MongoDB's 16 MB
 * document limit even when every set holds 100 reps.
 */
function compactForTracker(session: WorkoutSession): WorkoutSession {
  return {
    ...session,
    exercises: session.exercises.map((result) => ({
      ...result,
      sets: result.sets.map((set) => ({ ...set, formScores: [] })),
    })),
  };
}

/**
 * Finishes a workout's pose session once (spec 03 §4: "the session is added to the progress
 * tracker"): its exercise results are its recorded sets; the tracker awards personal records
 * and milestones, each once (a replay, or a retry after a failure part-way, finds the session in
 * the tracker and answers what it earned then); the adaptive plan is rebuilt with it.
 */
export async function finishPoseSession(
  deps: WorkoutsDeps,
  userId: string,
  request: FinishPoseSessionInput,
): Promise<{ answer: FinishedPoseSession; isNew: boolean }> {
  return withUserLock(deps, userId, async () => {
    const { session: record, isNew } = await finishSessionRecord(
      deps,
      userId,
      request.sessionId,
      request.totalDuration,
    );
    const session = toWorkoutSession(record, record.finishedAt ?? deps.now());
    const [stored, plan] = await Promise.all([
      loadProgressState(deps, userId),
      loadPlanState(deps, userId),
    ]);
    let progress = stored;
    if (!stored.sessions.some((s) => s.id === session.id)) {
      progress = addSessionToProgress(stored, compactForTracker(session)).state;
      await saveProgressState(deps, userId, progress);
    }
    let nextPlan = plan;
    if (request.userProfile) {
      nextPlan = { ...plan, userProfile: request.userProfile };
      await savePlanState(deps, userId, nextPlan);
    }
    const answer: FinishedPoseSession = {
      session,
      newRecords: progress.personalRecords.filter((r) => r.sessionId === session.id),
      // Milestones carry no session id; their date is their session's (one finish per ms per user).
      newMilestones: progress.milestones.filter((m) => m.achievedAt === session.date),
      adaptivePlan: composeAdaptivePlan({
        progress,
        plan: nextPlan,
        running: null,
        exercises: trackedExercises,
        nowMs: deps.now().getTime(),
      }),
    };
    return { answer, isNew };
  });
}

/** A session's results so far (finished or running); 404 when nothing of it is stored. */
export async function getPoseSessionResults(
  deps: WorkoutsDeps,
  userId: string,
  sessionId: string,
): Promise<{ sessionId: string; finishedAt: number | null; exercises: ExerciseResult[] }> {
  const session = await findPoseSession(deps, userId, sessionId);
  if (!session) throw new AppError('RESOURCE_NOT_FOUND', 'Workout session not found.');
  return {
    sessionId,
    finishedAt: session.finishedAt?.getTime() ?? null,
    exercises: composeSessionResults(session.sets),
  };
}
