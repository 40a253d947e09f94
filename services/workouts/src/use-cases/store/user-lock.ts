import { randomUUID } from 'node:crypto';
import { AppError, isDuplicateKeyError } from '@repwise/server-kit';
import type { WorkoutsDeps } from '../../workouts-deps';

/**
 * How long a holder may keep the lock before another caller may take it over (a crashed holder).
 * Far above the few `_id` reads and writes a holder makes, even on a loaded machine.
 */
const LOCK_LEASE_MS = 30_000;
/** How long a caller waits for a busy lock before giving up with 503 (retrying is safe). */
const LOCK_WAIT_MS = 8_000;
const RETRY_DELAY_MS = { min: 10, max: 80 } as const;

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

async function tryAcquire(deps: WorkoutsDeps, lockId: string, token: string): Promise<boolean> {
  const now = deps.now();
  try {
    await deps.locks.create({
      _id: lockId,
      token,
      expiresAt: new Date(now.getTime() + LOCK_LEASE_MS),
    });
    return true;
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
  }
  const held = await deps.locks.findById(lockId).lean();
  if (held && held.expiresAt.getTime() <= now.getTime()) {
    // The holder outlived its lease (crashed or stalled): remove that very lock, then compete again.
    await deps.locks.deleteOne({ _id: lockId, token: held.token });
  }
  return false;
}

/**
 * Runs `work` while holding the lock `lockId` (see `UserLockRecord`), so that some of a user's
 * data is read, changed and written by one request at a time, across every copy of the service. FerretDB v1 has no
 * atomic conditional update, so the lock is a document with a unique `_id`: inserting it is the
 * claim (the one primitive it enforces). Answers 503 SERVICE_UNAVAILABLE after waiting 8 s.
 */
export async function withUserLock<T>(
  deps: WorkoutsDeps,
  lockId: string,
  work: () => Promise<T>,
): Promise<T> {
  const token = randomUUID();
  const deadline = Date.now() + LOCK_WAIT_MS;
  while (!(await tryAcquire(deps, lockId, token))) {
    if (Date.now() > deadline) {
      throw new AppError(
        'SERVICE_UNAVAILABLE',
        'Your training data is being updated. Please try again in a moment.',
      );
    }
    const { min, max } = RETRY_DELAY_MS;
    await wait(min + Math.random() * (max - min));
  }
  try {
    return await work();
  } finally {
    await deps.locks.deleteOne({ _id: lockId, token });
  }
}
