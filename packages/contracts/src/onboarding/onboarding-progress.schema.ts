import { z } from 'zod';

/** Size limits of saved onboarding progress, so one user's autosave stays small. */
export const onboardingProgressLimits = {
  maxSteps: 20,
  maxResponses: 200,
  maxQuestionIdLength: 100,
  maxTextLength: 2000,
  maxListItems: 50,
} as const;

const limits = onboardingProgressLimits;

/** Messages of the progress checks (the product never shows them: autosave failures are silent). */
export const onboardingProgressMessages = {
  invalidAnswer: 'An answer must be text, a number, true/false, a list of texts or null',
  textTooLong: `Text answers must be at most ${limits.maxTextLength} characters`,
  tooManyItems: `List answers must hold at most ${limits.maxListItems} entries`,
  tooManyResponses: `Progress may hold at most ${limits.maxResponses} answers`,
  invalidQuestionId: "Question ids hold letters, digits, '-' and '_' (at most 100 characters)",
  invalidStepId: "Step ids hold lower-case letters, digits and '-' (at most 50 characters)",
  currentStepBeyondTotal: 'The current step must not be past the last step',
} as const;

const messages = onboardingProgressMessages;

// Question ids become document keys: no '.', no leading '$' or '_' (so no `__proto__` either).
const questionIdSchema = z
  .string()
  .max(limits.maxQuestionIdLength, { error: messages.invalidQuestionId })
  .regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, { error: messages.invalidQuestionId });

const textAnswerSchema = z.string().max(limits.maxTextLength, { error: messages.textTooLong });

/** One saved answer: text, a finite number, true/false, a list of texts, or null (cleared). */
export const onboardingAnswerSchema = z.union(
  [
    textAnswerSchema,
    z.number(),
    z.boolean(),
    z.array(textAnswerSchema).max(limits.maxListItems, { error: messages.tooManyItems }),
    z.null(),
  ],
  { error: messages.invalidAnswer },
);

/** A saved answer. */
export type OnboardingAnswer = z.infer<typeof onboardingAnswerSchema>;

const stepCountsSchema = z.object({
  currentStep: z.number().int().min(0).max(limits.maxSteps),
  totalSteps: z.number().int().min(1).max(limits.maxSteps),
});

/**
 * Onboarding progress (spec 02 §3), saved by autosave and replaced whole on every save:
 * `currentStep` is the 0-based step shown, `responses` maps question id → answer,
 * `estimatedTimeRemaining` is in minutes, dates are ISO strings.
 */
export const onboardingProgressSchema = z
  .object(
    {
      ...stepCountsSchema.shape,
      completedSteps: z
        .array(z.string().regex(/^[a-z0-9][a-z0-9-]{0,49}$/, { error: messages.invalidStepId }))
        .max(limits.maxSteps)
        .transform((steps) => [...new Set(steps)]),
      responses: z
        .record(questionIdSchema, onboardingAnswerSchema, {
          error: (issue) => (issue.code === 'invalid_key' ? messages.invalidQuestionId : undefined),
        })
        .refine((responses) => Object.keys(responses).length <= limits.maxResponses, {
          error: messages.tooManyResponses,
        }),
      startedAt: z.iso.datetime({ offset: true }).optional(),
      lastUpdated: z.iso.datetime({ offset: true }).optional(),
      estimatedTimeRemaining: z.number().min(0).max(10_000).optional(),
    },
    { error: 'Body must be an object' },
  )
  .refine((progress) => progress.currentStep <= progress.totalSteps, {
    error: messages.currentStepBeyondTotal,
    path: ['currentStep'],
    // Compare the two only once each is valid on its own, so one mistake is reported once.
    when: (payload) => stepCountsSchema.safeParse(payload.value).success,
  });

/** Saved onboarding progress. */
export type OnboardingProgress = z.infer<typeof onboardingProgressSchema>;

/** Answer of GET /onboarding/progress (404 RESOURCE_NOT_FOUND when none is saved). */
export const onboardingProgressResponseSchema = z.object({
  success: z.literal(true),
  progress: onboardingProgressSchema,
});

/** A progress answer. */
export type OnboardingProgressResponse = z.infer<typeof onboardingProgressResponseSchema>;

/** Answer of POST /onboarding/progress: the progress as saved. */
export const onboardingProgressSavedResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ progress: onboardingProgressSchema }),
});

/** A progress-saved answer. */
export type OnboardingProgressSavedResponse = z.infer<typeof onboardingProgressSavedResponseSchema>;
