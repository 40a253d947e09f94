import type { ApiClient } from '@repwise/contracts';
import { callEndpoint } from '@repwise/contracts/endpoints';
import {
  poseEndpoints,
  type FinishPoseSessionRequest,
  type PoseAdaptivePlan,
  type PoseSessionResponse,
  type PoseSetResponse,
  type RecordPoseSetRequest,
} from '@repwise/contracts/pose';

/** POST /workouts/pose/sets: logs a finished tracked set (a replay answers the first result). */
export async function recordPoseSet(
  request: ApiClient,
  set: RecordPoseSetRequest,
): Promise<PoseSetResponse['data']> {
  return (await callEndpoint(request, poseEndpoints.recordSet, { body: set })).data;
}

/** POST /workouts/pose/sessions: adds the finished workout to the progress tracker (once). */
export async function finishPoseSession(
  request: ApiClient,
  session: FinishPoseSessionRequest,
): Promise<PoseSessionResponse['data']> {
  return (await callEndpoint(request, poseEndpoints.finishSession, { body: session })).data;
}

/** GET /workouts/pose/adaptive-plan, with the running workout's sets when `sessionId` is given. */
export async function fetchAdaptivePlan(
  request: ApiClient,
  sessionId?: string,
): Promise<PoseAdaptivePlan> {
  const answer = await callEndpoint(request, poseEndpoints.getAdaptivePlan, {
    query: { sessionId },
  });
  return answer.data.adaptivePlan;
}

/** POST .../modifications/{id}/apply or /dismiss: resolves a modification; answers the plan without it. */
export async function resolveModification(
  request: ApiClient,
  action: 'apply' | 'dismiss',
  modificationId: string,
  sessionId?: string,
): Promise<PoseAdaptivePlan> {
  const endpoint =
    action === 'apply' ? poseEndpoints.applyModification : poseEndpoints.dismissModification;
  const answer = await callEndpoint(request, endpoint, {
    params: { modificationId },
    body: sessionId ? { sessionId } : {},
  });
  return answer.data.adaptivePlan;
}
