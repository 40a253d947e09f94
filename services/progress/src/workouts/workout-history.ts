import { createApiClient } from '@repwise/contracts';
import { callEndpoint } from '@repwise/contracts/endpoints';
import { activityEndpoints } from '@repwise/contracts/workouts';
import { z } from 'zod';

/** Workout days of a user, or why they could not be read. */
export type WorkoutDaysResult = { status: 'available'; days: string[] } | { status: 'unavailable' };

/** Reads a user's workout history from the workouts service (with the user's own token). */
export interface WorkoutHistory {
  /** The local calendar days ('YYYY-MM-DD') with a recorded workout; `tzOffset` as the browser's getTimezoneOffset(). */
  listWorkoutDays: (accessToken: string, tzOffsetMinutes: number) => Promise<WorkoutDaysResult>;
}

// Only what the days need: a page of sessions (their times) and how many there are in all.
const sessionsPageSchema = z.object({
  data: z.object({
    sessions: z.array(z.object({ performedAt: z.string() })),
    total: z.number().int(),
  }),
});

/** Pages of 100 sessions; 20 pages (2000 workouts) is far beyond what achievements need. */
const pageSize = 100;
const maxPages = 20;

/** Workout history over HTTP from GET /workouts/sessions; no URL configured means unavailable. */
export function createWorkoutHistory(options: {
  baseUrl: string | undefined;
  timeoutMs: number;
  fetchImpl?: typeof fetch;
}): WorkoutHistory {
  return {
    async listWorkoutDays(accessToken, tzOffsetMinutes) {
      if (!options.baseUrl) return { status: 'unavailable' };
      const days = new Set<string>();
      try {
        const client = createApiClient({
          baseUrl: new URL(options.baseUrl).origin,
          getAccessToken: () => accessToken,
          timeoutMs: options.timeoutMs,
          ...(options.fetchImpl ? { fetchImpl: options.fetchImpl } : {}),
        });
        for (let page = 0; page < maxPages; page += 1) {
          const answer = await callEndpoint(client, activityEndpoints.listSessions, {
            query: { limit: pageSize, offset: page * pageSize },
            readAs: sessionsPageSchema,
          });
          for (const { performedAt } of answer.data.sessions) {
            days.add(toLocalDay(performedAt, tzOffsetMinutes));
          }
          if ((page + 1) * pageSize >= answer.data.total) break;
        }
      } catch {
        // Down, refusing, too slow or unreadable: achievements then show what progress data alone
        // proves.
        return { status: 'unavailable' };
      }
      return { status: 'available', days: [...days] };
    },
  };
}

function toLocalDay(isoDateTime: string, tzOffsetMinutes: number): string {
  const local = new Date(Date.parse(isoDateTime) - tzOffsetMinutes * 60_000);
  return local.toISOString().slice(0, 10);
}
