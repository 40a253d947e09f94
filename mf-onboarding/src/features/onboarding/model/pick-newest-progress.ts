import type { OnboardingProgress } from '@repwise/contracts';

function timeOf(progress: OnboardingProgress): number {
  const time = progress.lastUpdated ? Date.parse(progress.lastUpdated) : Number.NaN;
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
}

/** The saved progress updated last; a copy without `lastUpdated` loses to one with it, server wins ties. */
export function pickNewestProgress(
  server: OnboardingProgress | null,
  local: OnboardingProgress | null,
): OnboardingProgress | null {
  if (!server) return local;
  if (!local) return server;
  return timeOf(local) > timeOf(server) ? local : server;
}
