import { z } from 'zod';
import { defineEndpoint } from '../endpoints/define-endpoint';
import {
  exercisePageResponseSchema,
  exerciseQuerySchema,
  exerciseResponseSchema,
} from './exercise-catalogue.schema';
import {
  internalCatalogueResponseSchema,
  storeOnboardingPlanRequestSchema,
  storeOutlineRequestSchema,
  storeWeekRequestSchema,
  workoutsInternalPaths,
} from './generation-jobs';

const storedAnswerSchema = z.object({ success: z.literal(true), stored: z.boolean() });

/** The exercise library, and the worker's token-guarded /internal routes of the workouts service. */
export const catalogueEndpoints = {
  searchExercises: defineEndpoint({
    service: 'workouts',
    access: 'user',
    method: 'GET',
    path: '/workouts/exercises',
    summary: 'The exercise catalogue, filtered and paged.',
    query: exerciseQuerySchema,
    answer: exercisePageResponseSchema,
  }),
  getExercise: defineEndpoint({
    service: 'workouts',
    access: 'user',
    method: 'GET',
    path: '/workouts/exercises/:exerciseId',
    summary: 'One exercise of the catalogue.',
    answer: exerciseResponseSchema,
  }),
  internalExercises: defineEndpoint({
    service: 'workouts',
    access: 'internal',
    method: 'GET',
    path: workoutsInternalPaths.exercises,
    summary: 'The whole catalogue, for the plan engine.',
    answer: internalCatalogueResponseSchema,
  }),
  internalStoreOutline: defineEndpoint({
    service: 'workouts',
    access: 'internal',
    method: 'POST',
    path: workoutsInternalPaths.planOutline,
    summary: 'The worker stores a built outline (and creates its plan when the job carries one).',
    body: storeOutlineRequestSchema,
    answer: storedAnswerSchema,
  }),
  internalStoreWeek: defineEndpoint({
    service: 'workouts',
    access: 'internal',
    method: 'POST',
    path: workoutsInternalPaths.planWeek,
    summary: 'The worker stores a built week of a plan.',
    body: storeWeekRequestSchema,
    answer: storedAnswerSchema,
  }),
  internalStoreOnboardingPlan: defineEndpoint({
    service: 'workouts',
    access: 'internal',
    method: 'POST',
    path: workoutsInternalPaths.onboardingPlans,
    summary: "The worker stores the user's first plan from onboarding (once per completion).",
    body: storeOnboardingPlanRequestSchema,
    answer: z.object({
      success: z.literal(true),
      data: z.object({ planId: z.string(), isNew: z.boolean() }),
    }),
    successStatuses: [201, 200],
  }),
} as const;
