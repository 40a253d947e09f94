import type { ApiClient } from '@repwise/contracts';
import type { GenerationJobState } from '@repwise/contracts/workouts';
import { GenerationFailure } from './api-errors';
import { fetchJob } from './plans-api';

const pollIntervalMs = 1_000;
const maxWaitMs = 90_000;

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => window.setTimeout(resolve, ms));
}

/**
 * Polls a generation job (answered 202) until it completes; throws with the job's error when it
 * failed, or after 90 s without an end.
 */
export async function waitForJob(
  request: ApiClient,
  job: GenerationJobState,
  failureMessage: string,
): Promise<GenerationJobState> {
  const deadline = Date.now() + maxWaitMs;
  let state = job;
  while (state.status === 'pending') {
    if (Date.now() > deadline) throw new GenerationFailure(failureMessage);
    await sleep(pollIntervalMs);
    state = await fetchJob(request, job.jobId);
  }
  if (state.status === 'failed') throw new GenerationFailure(state.error ?? failureMessage);
  return state;
}
