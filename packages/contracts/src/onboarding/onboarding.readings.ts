import { z } from 'zod';
import { onboardingProgressSchema } from './onboarding-progress.schema';
import { onboardingStatusSchema } from './onboarding-status.schema';
import { planRecommendationsReadSchema } from './recommendations.schema';

/**
 * Tolerant readings of the onboarding endpoints' answers, for `callEndpoint`'s `readAs`: each
 * reads only what its callers use and falls back where the wizard has always done without.
 */
export const onboardingAnswerReadings = {
  /** GET /onboarding/status: `status.isCompleted`; an unreadable status reads as not completed. */
  completed: z
    .object({ status: onboardingStatusSchema.pick({ isCompleted: true }) })
    .catch({ status: { isCompleted: false } }),
  /** GET /onboarding/progress: the saved progress; unreadable progress reads as none (null). */
  progress: z.object({ progress: onboardingProgressSchema.nullable() }).catch({ progress: null }),
  /**
   * GET /onboarding/completion: the completion as stored (each reader takes the fields it can
   * read); null when absent.
   */
  completion: z
    .object({ completion: z.unknown().transform((completion) => completion ?? null) })
    .catch({ completion: null }),
  /**
   * GET /onboarding/recommendations: `pending` (202), or the recommendations as a reader accepts
   * them (the plan's guidance may be missing, the plan itself too: each caller has its message).
   */
  recommendations: z.union([
    z.object({ status: z.literal('pending') }),
    z.object({ recommendations: planRecommendationsReadSchema }),
  ]),
} as const;
