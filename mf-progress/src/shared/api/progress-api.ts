import type { ApiClient } from '@repwise/contracts';
import {
  photoListResponseSchema,
  progressResponseSchemas as answers,
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
  const body = await request<unknown>({ path: `/progress/analytics?period=${period}` });
  return answers.analytics.parse(body).data;
}

/** GET /progress/summary */
export async function fetchSummary(request: ApiClient): Promise<ProgressSummary> {
  const body = await request<unknown>({ path: '/progress/summary' });
  return answers.summary.parse(body).data;
}

/** GET /progress/goals (newest first). */
export async function fetchGoals(request: ApiClient): Promise<Goal[]> {
  const body = await request<unknown>({ path: '/progress/goals' });
  return answers.goals.parse(body).data.goals;
}

/** GET /progress/measurements, one page (newest first). */
export async function fetchMeasurementPage(
  request: ApiClient,
  limit: number,
  offset: number,
): Promise<MeasurementPage> {
  const body = await request<unknown>({
    path: `/progress/measurements?limit=${limit}&offset=${offset}`,
  });
  return answers.measurementPage.parse(body).data;
}

/** GET /progress/achievements with the browser's time zone. */
export async function fetchAchievements(request: ApiClient): Promise<AchievementsView> {
  const tzOffset = new Date().getTimezoneOffset();
  const body = await request<unknown>({ path: `/progress/achievements?tzOffset=${tzOffset}` });
  return answers.achievements.parse(body).data;
}

/** GET /files/user/progress-photos (newest first). */
export async function fetchPhotos(request: ApiClient): Promise<ProgressPhoto[]> {
  const body = await request<unknown>({ path: '/files/user/progress-photos' });
  return photoListResponseSchema.parse(body).data.photos;
}

/** POST /progress/measurements with only the filled values. */
export async function recordMeasurement(
  request: ApiClient,
  input: MeasurementInput,
): Promise<Measurement> {
  const body = await request<unknown>({
    method: 'POST',
    path: '/progress/measurements',
    body: input,
  });
  return answers.measurement.parse(body).data.measurement;
}

/** DELETE /progress/measurements/{id} */
export async function deleteMeasurement(request: ApiClient, id: string): Promise<void> {
  await request<unknown>({
    method: 'DELETE',
    path: `/progress/measurements/${encodeURIComponent(id)}`,
  });
}

/** POST /progress/goals */
export async function setGoal(request: ApiClient, input: GoalInput): Promise<Goal> {
  const body = await request<unknown>({ method: 'POST', path: '/progress/goals', body: input });
  return answers.goal.parse(body).data.goal;
}

/** PATCH /progress/goals/{id}: edit, pause, resume or complete. */
export async function updateGoal(
  request: ApiClient,
  id: string,
  change: GoalUpdate,
): Promise<Goal> {
  const body = await request<unknown>({
    method: 'PATCH',
    path: `/progress/goals/${encodeURIComponent(id)}`,
    body: change,
  });
  return answers.goal.parse(body).data.goal;
}

/** DELETE /progress/goals/{id} */
export async function deleteGoal(request: ApiClient, id: string): Promise<void> {
  await request<unknown>({ method: 'DELETE', path: `/progress/goals/${encodeURIComponent(id)}` });
}

/** DELETE /files/progress-photos/{id} */
export async function deletePhoto(request: ApiClient, id: string): Promise<void> {
  await request<unknown>({
    method: 'DELETE',
    path: `/files/progress-photos/${encodeURIComponent(id)}`,
  });
}
