import { randomUUID } from 'node:crypto';
import type { createSessionRequestSchema } from '@repwise/contracts/workouts';
import {
  type listSessionsQuerySchema,
  workoutPlanConstants,
  type WorkoutSession,
} from '@repwise/contracts/workouts';
import { isDuplicateKeyError } from '@repwise/server-kit';
import type { z } from 'zod';
import { presentSession } from '../../presenters/activity.presenter';
import type { WorkoutsDeps } from '../../workouts-deps';

/**
 * Records a workout session. A `clientId` already recorded for the user returns that session
 * unchanged (`isNew` false), so an offline cache syncs without duplicates.
 */
export async function recordSession(
  deps: WorkoutsDeps,
  userId: string,
  request: z.output<typeof createSessionRequestSchema>,
): Promise<{ session: WorkoutSession; isNew: boolean }> {
  const clientKey = request.clientId ? `client:${request.clientId}` : `server:${randomUUID()}`;
  const now = deps.now();
  try {
    const created = await deps.sessions.create({
      userId,
      clientKey,
      source: 'session',
      planId: request.planId,
      name: request.name,
      duration: request.duration,
      exercises: request.exercises,
      notes: request.notes,
      caloriesBurned:
        request.caloriesBurned ?? request.duration * workoutPlanConstants.caloriesPerMinute,
      perceivedExertion: request.perceivedExertion,
      week: request.week ?? null,
      day: request.day ?? null,
      performedAt: request.performedAt ? new Date(request.performedAt) : now,
      createdAt: now,
    });
    return { session: presentSession(created.toObject()), isNew: true };
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
    const existing = await deps.sessions.findOne({ userId, clientKey }).lean();
    if (!existing) throw error;
    return { session: presentSession(existing), isNew: false };
  }
}

/** The user's sessions, newest first, within an optional date range (a bare end date includes that day). */
export async function listSessions(
  deps: WorkoutsDeps,
  userId: string,
  query: z.output<typeof listSessionsQuerySchema>,
): Promise<{ sessions: WorkoutSession[]; total: number }> {
  const performedAt: Record<string, Date> = {};
  if (query.startDate) performedAt.$gte = new Date(query.startDate);
  if (query.endDate) performedAt.$lte = readEndDate(query.endDate);
  const filter = { userId, ...(Object.keys(performedAt).length > 0 ? { performedAt } : {}) };
  const [sessions, total] = await Promise.all([
    deps.sessions
      .find(filter)
      .sort({ performedAt: -1 })
      .skip(query.offset)
      .limit(query.limit)
      .lean(),
    deps.sessions.countDocuments(filter),
  ]);
  return { sessions: sessions.map(presentSession), total };
}

function readEndDate(value: string): Date {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T23:59:59.999Z`) : new Date(value);
}
