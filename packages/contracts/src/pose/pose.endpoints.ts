import { defineEndpoint } from '../endpoints/define-endpoint';
import {
  adaptivePlanQuerySchema,
  adaptivePlanResponseSchema,
  finishPoseSessionRequestSchema,
  modificationActionRequestSchema,
  modificationActionResponseSchema,
  posePaths,
  poseSessionResponseSchema,
  poseSessionResultsResponseSchema,
  poseSetResponseSchema,
  recordPoseSetRequestSchema,
  riskProfileResponseSchema,
} from './pose-api';
import { poseProgressQuerySchema, poseProgressResponseSchema } from './pose-progress-api';

const user = { service: 'workouts', access: 'user' } as const;

/**
 * The pose data API of the workouts service (its semantics: pose-api.ts): tracked sets, finished
 * sessions, the adaptive plan and its modifications, the risk profile (Safety) and progress.
 * Ids in paths that cannot be the caller's answer 404, not 400.
 */
export const poseEndpoints = {
  recordSet: defineEndpoint({
    ...user,
    method: 'POST',
    path: posePaths.sets,
    summary: 'Records a finished tracked set (idempotent per session, exercise and set number).',
    body: recordPoseSetRequestSchema,
    answer: poseSetResponseSchema,
    successStatuses: [201, 200],
  }),
  finishSession: defineEndpoint({
    ...user,
    method: 'POST',
    path: posePaths.sessions,
    summary: 'Finishes a tracked workout once; awards records and milestones.',
    body: finishPoseSessionRequestSchema,
    answer: poseSessionResponseSchema,
    successStatuses: [201, 200],
  }),
  getSession: defineEndpoint({
    ...user,
    method: 'GET',
    path: posePaths.session,
    summary: "A tracked workout's results so far.",
    answer: poseSessionResultsResponseSchema,
  }),
  getAdaptivePlan: defineEndpoint({
    ...user,
    method: 'GET',
    path: posePaths.adaptivePlan,
    summary: 'The adaptive plan with its open modifications.',
    query: adaptivePlanQuerySchema,
    answer: adaptivePlanResponseSchema,
  }),
  applyModification: defineEndpoint({
    ...user,
    method: 'POST',
    path: posePaths.applyModification,
    summary: 'Applies an open modification (held for the 7-day review period).',
    body: modificationActionRequestSchema,
    answer: modificationActionResponseSchema,
  }),
  dismissModification: defineEndpoint({
    ...user,
    method: 'POST',
    path: posePaths.dismissModification,
    summary: 'Dismisses an open modification (held for the 7-day review period).',
    body: modificationActionRequestSchema,
    answer: modificationActionResponseSchema,
  }),
  getRiskProfile: defineEndpoint({
    ...user,
    method: 'GET',
    path: posePaths.riskProfile,
    summary: 'The risk profile, recent alerts, the risk trend and completed interventions.',
    answer: riskProfileResponseSchema,
  }),
  dismissRiskFactor: defineEndpoint({
    ...user,
    method: 'PATCH',
    path: posePaths.dismissRiskFactor,
    summary: 'Dismisses a risk factor; answers the risk profile.',
    answer: riskProfileResponseSchema,
  }),
  completeIntervention: defineEndpoint({
    ...user,
    method: 'PATCH',
    path: posePaths.completeIntervention,
    summary: 'Completes an intervention (the first completedAt is kept).',
    answer: riskProfileResponseSchema,
  }),
  getProgress: defineEndpoint({
    ...user,
    method: 'GET',
    path: posePaths.progress,
    summary: 'Form progress over a timeframe: metrics, personal records, milestones.',
    query: poseProgressQuerySchema,
    answer: poseProgressResponseSchema,
  }),
} as const;
