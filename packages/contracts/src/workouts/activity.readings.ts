import { z } from 'zod';

const emptyPage = { sessions: [], total: 0 };

/**
 * Tolerant readings of the activity endpoints' answers, for `callEndpoint`'s `readAs`: each reads
 * only what its callers use and falls back where they have always done without.
 */
export const activityAnswerReadings = {
  /**
   * GET /workouts/sessions as a data export keeps it: the sessions as sent (none when unreadable)
   * and the total (0 when unreadable).
   */
  sessionsPage: z
    .object({
      data: z
        .object({ sessions: z.array(z.unknown()).catch([]), total: z.number().catch(0) })
        .catch(emptyPage),
    })
    .catch({ data: emptyPage }),
} as const;
