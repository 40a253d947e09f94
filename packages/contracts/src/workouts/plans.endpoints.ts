import { z } from 'zod';
import { defineEndpoint } from '../endpoints/define-endpoint';
import { progressCheckInSchema } from './progressive-requirements.schema';
import { planWeekParamsSchema } from './route-params.schema';
import {
  createProgressivePlanRequestSchema,
  deletedPlansResponseSchema,
  generateWeekRequestSchema,
  generationJobStateSchema,
  outlineResponseSchema,
  pendingJobResponseSchema,
  planListResponseSchema,
  planResponseSchema,
  progressResponseSchema,
  weeklyPlanListResponseSchema,
  weeklyPlanResponseSchema,
} from './workouts-api.schema';
import { buildSuccessSchema } from './success-response';

const user = { service: 'workouts', access: 'user' } as const;

/** The workouts service's programmes: plans, their outline and weeks, generation jobs. */
export const planEndpoints = {
  listPlans: defineEndpoint({
    ...user,
    method: 'GET',
    path: '/workouts/plans',
    summary: 'Every plan of the user, newest first, each with isActive.',
    answer: planListResponseSchema,
  }),
  createProgressivePlan: defineEndpoint({
    ...user,
    method: 'POST',
    path: '/workouts/plans/progressive',
    summary:
      'Creates a 4-week plan from the form (header Idempotency-Key: same key, same plan); 202 while generating.',
    body: createProgressivePlanRequestSchema,
    answer: z.union([planResponseSchema, pendingJobResponseSchema]),
    successStatuses: [201, 200, 202],
  }),
  generateWeek: defineEndpoint({
    ...user,
    method: 'POST',
    path: '/workouts/plans/weekly',
    summary: "Generates a plan's next week (200 when it exists already); 202 while generating.",
    body: generateWeekRequestSchema,
    answer: z.union([weeklyPlanResponseSchema, pendingJobResponseSchema]),
    successStatuses: [201, 200, 202],
  }),
  getActivePlan: defineEndpoint({
    ...user,
    method: 'GET',
    path: '/workouts/plans/active',
    summary: 'The active plan; 404 when none is active.',
    answer: planResponseSchema,
  }),
  deleteInactivePlans: defineEndpoint({
    ...user,
    method: 'DELETE',
    path: '/workouts/plans/inactive',
    summary: 'Deletes every inactive plan; answers how many went.',
    answer: deletedPlansResponseSchema,
  }),
  getPlan: defineEndpoint({
    ...user,
    method: 'GET',
    path: '/workouts/plans/:planId',
    summary: 'One plan of the user.',
    answer: planResponseSchema,
  }),
  deletePlan: defineEndpoint({
    ...user,
    method: 'DELETE',
    path: '/workouts/plans/:planId',
    summary: 'Deletes a plan with its weeks and completions (sessions stay).',
    answer: z.object({ success: z.literal(true) }),
  }),
  activatePlan: defineEndpoint({
    ...user,
    method: 'PATCH',
    path: '/workouts/plans/:planId/activate',
    summary: 'Makes this plan and its latest week the active ones.',
    answer: planResponseSchema,
  }),
  deactivatePlan: defineEndpoint({
    ...user,
    method: 'PATCH',
    path: '/workouts/plans/:planId/deactivate',
    summary: 'Makes this plan and its weeks inactive.',
    answer: planResponseSchema,
  }),
  getOutline: defineEndpoint({
    ...user,
    method: 'GET',
    path: '/workouts/plans/:planId/outline',
    summary: "A plan's training outline and which weeks are generated.",
    answer: outlineResponseSchema,
  }),
  listWeeklyPlans: defineEndpoint({
    ...user,
    method: 'GET',
    path: '/workouts/plans/:planId/weekly-plans',
    summary: "A plan's generated weeks, weekNumber descending.",
    answer: weeklyPlanListResponseSchema,
  }),
  getWeek: defineEndpoint({
    ...user,
    method: 'GET',
    path: '/workouts/plans/:planId/week/:week',
    summary: 'One generated week of a plan; 404 when not generated.',
    params: planWeekParamsSchema,
    answer: weeklyPlanResponseSchema,
  }),
  updateWeekProgress: defineEndpoint({
    ...user,
    method: 'PUT',
    path: '/workouts/plans/:planId/week/:week/progress',
    summary: "Stores a week's check-in; answers the next week's recommendation.",
    params: planWeekParamsSchema,
    body: progressCheckInSchema,
    answer: progressResponseSchema,
  }),
  getJob: defineEndpoint({
    ...user,
    method: 'GET',
    path: '/workouts/jobs/:jobId',
    summary: "A generation job's state; 404 when not the caller's.",
    answer: buildSuccessSchema(generationJobStateSchema),
  }),
} as const;
