import { createApiClient } from '@repwise/contracts';
import { callEndpoint } from '@repwise/contracts/endpoints';
import { activityEndpoints } from '@repwise/contracts/workouts';
import { ServiceCopies } from '@repwise/server-kit';
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

/**
 * Workout history over HTTP from GET /workouts/sessions; no URL configured means unavailable.
 * `baseUrl` may list the service's copies (comma-separated, or the parsed list): a page that one
 * copy refused, dropped or did not answer within `timeoutMs` is read from the next.
 */
export function createWorkoutHistory(options: {
  baseUrl: string | readonly string[] | undefined;
  timeoutMs: number;
  fetchImpl?: typeof fetch;
}): WorkoutHistory {
  const copies = options.baseUrl ? new ServiceCopies(options.baseUrl) : null;
  return {
    async listWorkoutDays(accessToken, tzOffsetMinutes) {
      if (!copies) return { status: 'unavailable' };
      const days = new Set<string>();
      const readPage = (page: number) =>
        copies.call({ method: activityEndpoints.listSessions.method }, (baseUrl) => {
          const client = createApiClient({
            baseUrl: new URL(baseUrl).origin,
            getAccessToken: () => accessToken,
            timeoutMs: options.timeoutMs,
            ...(options.fetchImpl ? { fetchImpl: options.fetchImpl } : {}),
          });
          return callEndpoint(client, activityEndpoints.listSessions, {
            query: { limit: pageSize, offset: page * pageSize },
            readAs: sessionsPageSchema,
          });
        });
      try {
        for (let page = 0; page < maxPages; page += 1) {
          const answer = await readPage(page);
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
