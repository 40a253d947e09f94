import { z } from 'zod';

/** Workout days of a user, or why they could not be read. */
export type WorkoutDaysResult = { status: 'available'; days: string[] } | { status: 'unavailable' };

/** Reads a user's workout history from the workouts service (with the user's own token). */
export interface WorkoutHistory {
  /** The local calendar days ('YYYY-MM-DD') with a recorded workout; `tzOffset` as the browser's getTimezoneOffset(). */
  listWorkoutDays: (accessToken: string, tzOffsetMinutes: number) => Promise<WorkoutDaysResult>;
}

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
  const fetchImpl = options.fetchImpl ?? ((input, init) => globalThis.fetch(input, init));
  return {
    async listWorkoutDays(accessToken, tzOffsetMinutes) {
      if (!options.baseUrl) return { status: 'unavailable' };
      const days = new Set<string>();
      try {
        for (let page = 0; page < maxPages; page += 1) {
          const url = new URL('/workouts/sessions', options.baseUrl);
          url.searchParams.set('limit', String(pageSize));
          url.searchParams.set('offset', String(page * pageSize));
          const response = await fetchImpl(url, {
            headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
            signal: AbortSignal.timeout(options.timeoutMs),
          });
          if (!response.ok) return { status: 'unavailable' };
          const parsed = sessionsPageSchema.safeParse(await response.json());
          if (!parsed.success) return { status: 'unavailable' };
          for (const { performedAt } of parsed.data.data.sessions) {
            days.add(toLocalDay(performedAt, tzOffsetMinutes));
          }
          if ((page + 1) * pageSize >= parsed.data.data.total) break;
        }
      } catch {
        // Down, refusing or too slow: achievements then show what progress data alone proves.
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
