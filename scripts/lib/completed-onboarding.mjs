// The completed onboarding that the fault scenarios, the deployment rehearsal and the benchmarks
// send (a copy of e2e's): a user whose first plan the worker builds.
import { readFileSync } from 'node:fs';

/** The body of `POST /api/onboarding/complete` for a user with a generated first plan. */
export const completedOnboarding = /** @type {Readonly<Record<string, unknown>>} */ (
  JSON.parse(readFileSync(new URL('./completed-onboarding.json', import.meta.url), 'utf8'))
);
