import { z } from 'zod';
import { defineEndpoint } from '../endpoints/define-endpoint';
import { planResultRequestSchema, planResultsPath } from '../jobs/plan-generation.job';
import {
  onboardingCompleteResponseSchema,
  onboardingCompletionRequestSchema,
} from './onboarding-completion.schema';
import {
  onboardingProgressResponseSchema,
  onboardingProgressSavedResponseSchema,
  onboardingProgressSchema,
} from './onboarding-progress.schema';
import {
  onboardingResetResponseSchema,
  onboardingStatusResponseSchema,
} from './onboarding-status.schema';
import { onboardingRecommendationsResponseSchema } from './recommendations.schema';

/** The onboarding service's endpoints: progress, completion, recommendations, status, reset. */
export const onboardingEndpoints = {
  saveProgress: defineEndpoint({
    service: 'onboarding',
    method: 'POST',
    path: '/onboarding/progress',
    access: 'user',
    summary: 'Saves the wizard progress (one per user, last save wins).',
    body: onboardingProgressSchema,
    answer: onboardingProgressSavedResponseSchema,
  }),
  getProgress: defineEndpoint({
    service: 'onboarding',
    method: 'GET',
    path: '/onboarding/progress',
    access: 'user',
    summary: 'The saved wizard progress; 404 when none is saved.',
    answer: onboardingProgressResponseSchema,
  }),
  complete: defineEndpoint({
    service: 'onboarding',
    method: 'POST',
    path: '/onboarding/complete',
    access: 'user',
    summary: 'Completes the assessment once and queues the plan; a repeat answers the first (200).',
    body: onboardingCompletionRequestSchema,
    answer: onboardingCompleteResponseSchema,
    successStatuses: [201, 200],
  }),
  getCompletion: defineEndpoint({
    service: 'onboarding',
    method: 'GET',
    path: '/onboarding/completion',
    access: 'user',
    summary: "The user's completed assessment; 404 when not completed.",
    answer: z.object({
      success: z.literal(true),
      completion: z.looseObject({ completedAt: z.iso.datetime({ offset: true }) }),
    }),
  }),
  replaceCompletion: defineEndpoint({
    service: 'onboarding',
    method: 'PUT',
    path: '/onboarding/completion',
    access: 'user',
    summary: 'Edit mode: new answers replace the completion and regenerate the plan.',
    body: onboardingCompletionRequestSchema,
    answer: onboardingCompleteResponseSchema,
  }),
  getRecommendations: defineEndpoint({
    service: 'onboarding',
    method: 'GET',
    path: '/onboarding/recommendations',
    access: 'user',
    summary: 'The plan recommendations; 202 {status: pending} while the plan job runs.',
    answer: onboardingRecommendationsResponseSchema,
    successStatuses: [200, 202],
  }),
  getStatus: defineEndpoint({
    service: 'onboarding',
    method: 'GET',
    path: '/onboarding/status',
    access: 'user',
    summary: 'Whether the user completed onboarding, and when.',
    answer: onboardingStatusResponseSchema,
  }),
  reset: defineEndpoint({
    service: 'onboarding',
    method: 'POST',
    path: '/onboarding/reset',
    access: 'user',
    summary: "Removes the user's progress, completion and recommendations.",
    answer: onboardingResetResponseSchema,
  }),
  storePlanResult: defineEndpoint({
    service: 'onboarding',
    method: 'POST',
    path: planResultsPath,
    access: 'internal',
    summary: "The worker stores a completion's recommendations (once).",
    body: planResultRequestSchema,
    answer: z.object({ success: z.literal(true), stored: z.boolean() }),
  }),
} as const;
