import { authEndpoints } from '@repwise/contracts/auth';
import type { AnyEndpoint, EndpointCall } from '@repwise/contracts/endpoints';
import { onboardingEndpoints } from '@repwise/contracts/onboarding';
import { poseEndpoints } from '@repwise/contracts/pose';
import { progressEndpoints } from '@repwise/contracts/progress';
import { activityEndpoints } from '@repwise/contracts/workouts';
import type { CoachUserContext } from '@repwise/domain/coach';
import type { ServiceCopies } from '@repwise/server-kit';
import { fetchUpstreamJson } from './fetch-upstream-json';
import { mapUpstreamContext } from './map-upstream';

/** Where the user's data lives: each service's copies; an unconfigured service is skipped. */
export interface ContextSources {
  auth: ServiceCopies | undefined;
  workouts: ServiceCopies | undefined;
  progress: ServiceCopies | undefined;
  onboarding: ServiceCopies | undefined;
  timeoutMs: number;
  /** How long one user's reading is reused; 0 reads every time. */
  cacheSeconds: number;
}

/** Reads a user's coaching context for a chat message. */
export type UserContextReader = (input: {
  userId: string;
  token: string;
  /** What the client sent; only its name is used, when auth cannot be read. */
  client: { name: string | null };
  now: Date;
}) => Promise<CoachUserContext>;

const maxCachedUsers = 5000;

/**
 * Reads the user's data from auth, workouts (plan, sessions, tracked form), progress and
 * onboarding (plan and stored answers) at once, each with the
 * user's token and a short timeout, and reuses it for `cacheSeconds` (a conversation's messages
 * come seconds apart; the client's name applies when auth could not be read the first time). A
 * failed read leaves its part empty; it never fails the reply.
 */
export function createUserContextReader(sources: ContextSources): UserContextReader {
  // The mapped context is cached, not the raw answers: mapping costs more than the engine's reply.
  const cache = new Map<string, { expiresAt: number; context: CoachUserContext }>();
  return async ({ userId, token, client, now }) => {
    const cached = cache.get(userId);
    if (cached && cached.expiresAt > now.getTime()) return cached.context;
    const read = <Endpoint extends AnyEndpoint>(
      copies: ServiceCopies | undefined,
      endpoint: Endpoint,
      query?: EndpointCall<Endpoint>['query'],
    ) => fetchUpstreamJson({ copies, endpoint, query, token, timeoutMs: sources.timeoutMs });
    const [
      me,
      activeWeek,
      sessions,
      stats,
      analytics,
      recommendations,
      completion,
      poseProgress,
      riskProfile,
    ] = await Promise.all([
      read(sources.auth, authEndpoints.me),
      read(sources.workouts, activityEndpoints.getActiveWeeklyWorkout),
      read(sources.workouts, activityEndpoints.listSessions, { limit: 20 }),
      read(sources.workouts, activityEndpoints.getStats, { period: 'month' }),
      read(sources.progress, progressEndpoints.getAnalytics, { period: '90' }),
      read(sources.onboarding, onboardingEndpoints.getRecommendations),
      read(sources.onboarding, onboardingEndpoints.getCompletion),
      read(sources.workouts, poseEndpoints.getProgress, { timeframe: 'month' }),
      read(sources.workouts, poseEndpoints.getRiskProfile),
    ]);
    const answers = {
      me,
      activeWeek,
      sessions,
      stats,
      analytics,
      recommendations,
      completion,
      poseProgress,
      riskProfile,
    };
    const context = mapUpstreamContext(answers, client, now);
    if (sources.cacheSeconds > 0) {
      if (cache.size >= maxCachedUsers) cache.clear();
      cache.set(userId, { expiresAt: now.getTime() + sources.cacheSeconds * 1000, context });
    }
    return context;
  };
}
