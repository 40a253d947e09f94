import type { ApiClient } from '@repwise/contracts';
import { callEndpoint } from '@repwise/contracts/endpoints';
import {
  analyticsPeriodOptions,
  progressEndpoints as endpoints,
  type AchievementsView,
  type Goal,
  type GoalInput,
  type GoalUpdate,
  type Measurement,
  type MeasurementInput,
  type MeasurementPage,
  type ProgressAnalytics,
  type ProgressPhoto,
  type ProgressSummary,
} from '@repwise/contracts/progress';

/** GET /progress/analytics?period=… */
export async function fetchAnalytics(
  request: ApiClient,
  period: number,
): Promise<ProgressAnalytics> {
  const option = analyticsPeriodOptions.find((days) => days === String(period));
  if (!option) throw new Error(`No analytics period of ${period} days`);
  return (await callEndpoint(request, endpoints.getAnalytics, { query: { period: option } })).data;
}

/** GET /progress/summary */
export async function fetchSummary(request: ApiClient): Promise<ProgressSummary> {
  return (await callEndpoint(request, endpoints.getSummary)).data;
}

/** GET /progress/goals (newest first). */
export async function fetchGoals(request: ApiClient): Promise<Goal[]> {
  return (await callEndpoint(request, endpoints.listGoals)).data.goals;
}

/** GET /progress/measurements, one page (newest first). */
export async function fetchMeasurementPage(
  request: ApiClient,
  limit: number,
  offset: number,
): Promise<MeasurementPage> {
  const query = { limit, offset };
  return (await callEndpoint(request, endpoints.listMeasurements, { query })).data;
}

/** GET /progress/achievements with the browser's time zone. */
export async function fetchAchievements(request: ApiClient): Promise<AchievementsView> {
  const tzOffset = new Date().getTimezoneOffset();
  return (await callEndpoint(request, endpoints.listAchievements, { query: { tzOffset } })).data;
}

/** GET /files/user/progress-photos (newest first). */
export async function fetchPhotos(request: ApiClient): Promise<ProgressPhoto[]> {
  return (await callEndpoint(request, endpoints.listPhotos)).data.photos;
}

/** POST /progress/measurements with only the filled values. */
export async function recordMeasurement(
  request: ApiClient,
  input: MeasurementInput,
): Promise<Measurement> {
  const answer = await callEndpoint(request, endpoints.recordMeasurement, { body: input });
  return answer.data.measurement;
}

/** DELETE /progress/measurements/{id} */
export async function deleteMeasurement(request: ApiClient, id: string): Promise<void> {
  await callEndpoint(request, endpoints.deleteMeasurement, { params: { id } });
}

/** POST /progress/goals */
export async function setGoal(request: ApiClient, input: GoalInput): Promise<Goal> {
  return (await callEndpoint(request, endpoints.setGoal, { body: input })).data.goal;
}

/** PATCH /progress/goals/{id}: edit, pause, resume or complete. */
export async function updateGoal(
  request: ApiClient,
  id: string,
  change: GoalUpdate,
): Promise<Goal> {
  const answer = await callEndpoint(request, endpoints.updateGoal, {
    params: { id },
    body: change,
  });
  return answer.data.goal;
}

/** DELETE /progress/goals/{id} */
export async function deleteGoal(request: ApiClient, id: string): Promise<void> {
  await callEndpoint(request, endpoints.deleteGoal, { params: { id } });
}

/** DELETE /files/progress-photos/{id} */
export async function deletePhoto(request: ApiClient, id: string): Promise<void> {
  await callEndpoint(request, endpoints.deletePhoto, { params: { id } });
}
