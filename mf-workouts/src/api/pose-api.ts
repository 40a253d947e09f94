import type { ApiClient } from '@repwise/contracts';
import {
  adaptivePlanResponseSchema,
  buildPoseApiPath,
  modificationActionResponseSchema,
  posePaths,
  poseSessionResponseSchema,
  poseSetResponseSchema,
  type FinishPoseSessionRequest,
  type PoseAdaptivePlan,
  type PoseSessionResponse,
  type PoseSetResponse,
  type RecordPoseSetRequest,
} from '@repwise/contracts/pose';
import { parseAnswer } from './parse-answer';

/** POST /workouts/pose/sets: logs a finished tracked set (a replay answers the first result). */
export async function recordPoseSet(
  request: ApiClient,
  set: RecordPoseSetRequest,
): Promise<PoseSetResponse['data']> {
  const body = await request<unknown>({ method: 'POST', path: posePaths.sets, body: set });
  return parseAnswer(poseSetResponseSchema, body, 'tracked set').data;
}

/** POST /workouts/pose/sessions: adds the finished workout to the progress tracker (once). */
export async function finishPoseSession(
  request: ApiClient,
  session: FinishPoseSessionRequest,
): Promise<PoseSessionResponse['data']> {
  const body = await request<unknown>({
    method: 'POST',
    path: posePaths.sessions,
    body: session,
  });
  return parseAnswer(poseSessionResponseSchema, body, 'pose session').data;
}

/** GET /workouts/pose/adaptive-plan, with the running workout's sets when `sessionId` is given. */
export async function fetchAdaptivePlan(
  request: ApiClient,
  sessionId?: string,
): Promise<PoseAdaptivePlan> {
  const body = await request<unknown>({
    path: buildPoseApiPath(posePaths.adaptivePlan, {}, { sessionId }),
  });
  return parseAnswer(adaptivePlanResponseSchema, body, 'adaptive plan').data.adaptivePlan;
}

/** POST .../modifications/{id}/apply or /dismiss: resolves a modification; answers the plan without it. */
export async function resolveModification(
  request: ApiClient,
  action: 'apply' | 'dismiss',
  modificationId: string,
  sessionId?: string,
): Promise<PoseAdaptivePlan> {
  const template = action === 'apply' ? posePaths.applyModification : posePaths.dismissModification;
  const body = await request<unknown>({
    method: 'POST',
    path: buildPoseApiPath(template, { modificationId }),
    body: sessionId ? { sessionId } : {},
  });
  return parseAnswer(modificationActionResponseSchema, body, 'modification').data.adaptivePlan;
}
