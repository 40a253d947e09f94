import { createHash } from 'node:crypto';
import {
  workoutPlanConstants,
  type ProgressiveRequirements,
  type TrainingOutline,
} from '@repwise/contracts/workouts';
import { findWeekMonday, goalProgramLabels, toLocalDate } from '@repwise/domain/workouts';
import type { WorkoutPlanRecord } from '../../models/workout-plan.model';

/**
 * A progressive plan's id (24 hex digits, an ObjectId), derived from the user and the source key:
 * a repeat with the same idempotency key finds its plan and its outline job by id. On FerretDB v1
 * that is the only cheap look-up, where a filter on `userId` and `sourceKey` reads the whole
 * collection.
 */
export function deriveProgressivePlanId(userId: string, sourceKey: string): string {
  return createHash('sha256').update(`${userId}\n${sourceKey}`).digest('hex').slice(0, 24);
}

/** What a progressive plan is made of; `outline` null for a plan still being generated. */
export interface ProgressivePlanSource {
  userId: string;
  sourceKey: string;
  requirements: ProgressiveRequirements;
  createdAt: Date;
  outline: TrainingOutline | null;
}

/**
 * The stored form of a progressive plan: 'ready' and named after its outline once it has one,
 * else 'pending' under the goal's programme name. Week 1 starts on the Monday of `createdAt` (UTC).
 * The service and the outline's store build it alike, so the answer to the request that created a
 * plan is what a later read returns.
 */
export function buildProgressivePlanRecord(source: ProgressivePlanSource): WorkoutPlanRecord {
  const { requirements, outline, createdAt } = source;
  return {
    userId: source.userId,
    sourceKey: source.sourceKey,
    source: 'progressive',
    planName:
      outline?.programName ?? `4-Week ${goalProgramLabels[requirements.primaryGoal]} Program`,
    description: describeRequirements(requirements),
    durationWeeks: workoutPlanConstants.programWeeks,
    requirements,
    outline,
    status: outline ? 'ready' : 'pending',
    generationError: null,
    safetyConsiderations: [],
    nutritionGuidance: null,
    isActive: false,
    activatedAt: null,
    startDate: findWeekMonday(toLocalDate(createdAt, 0)),
    createdAt,
  };
}

/** A one-line description of what the programme was built for. */
export function describeRequirements(requirements: ProgressiveRequirements): string {
  const equipment =
    requirements.equipment.length > 0 ? requirements.equipment.join(', ') : 'bodyweight only';
  return `${requirements.daysPerWeek} sessions a week of about ${requirements.sessionDuration} minutes for a ${requirements.fitnessLevel.toLowerCase()} trainee, with ${equipment}.`;
}
