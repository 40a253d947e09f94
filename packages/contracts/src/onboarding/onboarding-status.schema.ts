import { z } from 'zod';

/** Where a user stands: completed (and when, ISO; null when not), and whether progress is saved. */
export const onboardingStatusSchema = z.object({
  isCompleted: z.boolean(),
  completedAt: z.iso.datetime({ offset: true }).nullable(),
  hasProgress: z.boolean(),
});

/** A user's onboarding status. */
export type OnboardingStatus = z.infer<typeof onboardingStatusSchema>;

/** Answer of GET /onboarding/status. */
export const onboardingStatusResponseSchema = z.object({
  success: z.literal(true),
  status: onboardingStatusSchema,
});

/** A status answer. */
export type OnboardingStatusResponse = z.infer<typeof onboardingStatusResponseSchema>;

/** Answer of POST /onboarding/reset. */
export const onboardingResetResponseSchema = z.object({ success: z.literal(true) });

/** A reset answer. */
export type OnboardingResetResponse = z.infer<typeof onboardingResetResponseSchema>;
