import type { GenerationJobState } from '@repwise/contracts/workouts';
import { AppError } from '@repwise/server-kit';
import type { WorkoutsDeps } from '../../workouts-deps';
import { findOwnedPlan } from './find-owned-plan';

const jobIdPattern = /^(outline)\.([A-Za-z0-9_-]+)$|^(week)\.([A-Za-z0-9_-]+)\.([1-4])$/;

/**
 * Where one of the user's generation jobs stands. The id names the plan, so ownership is the
 * plan's; a finished job whose content is stored reads 'completed'.
 */
export async function getJobState(
  deps: WorkoutsDeps,
  userId: string,
  jobId: string,
): Promise<GenerationJobState> {
  const match = jobIdPattern.exec(jobId);
  const planId = match?.[2] ?? match?.[4];
  if (!match || !planId) throw new AppError('RESOURCE_NOT_FOUND', 'Generation job not found.');
  const plan = await findOwnedPlan(deps, userId, planId);
  const weekNumber = match[5] ? Number(match[5]) : null;
  const isStored =
    weekNumber === null
      ? plan.status === 'ready'
      : (await deps.weeks.exists({ planId, weekNumber })) !== null;
  const jobStatus = isStored ? 'completed' : await deps.generation.findStatus(jobId);
  const status = jobStatus === 'missing' ? 'failed' : jobStatus;
  return {
    jobId,
    kind: weekNumber === null ? 'outline' : 'week',
    status,
    planId,
    weekNumber,
    error:
      status === 'failed'
        ? weekNumber === null
          ? 'Failed to generate training outline'
          : `Failed to generate week ${weekNumber} workouts`
        : null,
  };
}
