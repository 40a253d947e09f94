import { z } from 'zod';
import { defineEndpoint } from '../endpoints/define-endpoint';
import { achievementsQuerySchema, analyticsQuerySchema } from './analytics.schema';
import { goalInputSchema, goalListQuerySchema, goalUpdateSchema } from './goal.schema';
import {
  listQuerySchema,
  measurementInputSchema,
  measurementUpdateSchema,
} from './measurement.schema';
import { photoListResponseSchema, photoUploadResponseSchema } from './photo.schema';
import { progressResponseSchemas as answers } from './responses.schema';

const user = { service: 'progress', access: 'user' } as const;
const doneSchema = z.object({ success: z.literal(true) });

/** The progress service: measurements, goals, analytics, summary, achievements and photos. */
export const progressEndpoints = {
  recordMeasurement: defineEndpoint({
    ...user,
    method: 'POST',
    path: '/progress/measurements',
    summary: 'Records a measurement.',
    body: measurementInputSchema,
    answer: answers.measurement,
    successStatuses: [201],
  }),
  listMeasurements: defineEndpoint({
    ...user,
    method: 'GET',
    path: '/progress/measurements',
    summary: 'A page of measurements, newest first, with the total.',
    query: listQuerySchema.strict(),
    answer: answers.measurementPage,
  }),
  updateMeasurement: defineEndpoint({
    ...user,
    method: 'PATCH',
    path: '/progress/measurements/:id',
    summary: 'Changes a measurement.',
    body: measurementUpdateSchema,
    answer: answers.measurement,
  }),
  deleteMeasurement: defineEndpoint({
    ...user,
    method: 'DELETE',
    path: '/progress/measurements/:id',
    summary: 'Deletes a measurement.',
    answer: doneSchema,
  }),
  setGoal: defineEndpoint({
    ...user,
    method: 'POST',
    path: '/progress/goals',
    summary: 'Sets a goal.',
    body: goalInputSchema,
    answer: answers.goal,
    successStatuses: [201],
  }),
  listGoals: defineEndpoint({
    ...user,
    method: 'GET',
    path: '/progress/goals',
    summary: 'The goals, optionally of one status, paged.',
    query: goalListQuerySchema,
    answer: answers.goals,
  }),
  updateGoal: defineEndpoint({
    ...user,
    method: 'PATCH',
    path: '/progress/goals/:id',
    summary: 'Edits, pauses, resumes or completes a goal.',
    body: goalUpdateSchema,
    answer: answers.goal,
  }),
  deleteGoal: defineEndpoint({
    ...user,
    method: 'DELETE',
    path: '/progress/goals/:id',
    summary: 'Deletes a goal.',
    answer: doneSchema,
  }),
  getAnalytics: defineEndpoint({
    ...user,
    method: 'GET',
    path: '/progress/analytics',
    summary: 'Charts data over a period of 30, 60, 90 or 180 days.',
    query: analyticsQuerySchema,
    answer: answers.analytics,
  }),
  getSummary: defineEndpoint({
    ...user,
    method: 'GET',
    path: '/progress/summary',
    summary: 'The progress summary.',
    answer: answers.summary,
  }),
  listAchievements: defineEndpoint({
    ...user,
    method: 'GET',
    path: '/progress/achievements',
    summary: 'Achievements earned and in progress (reads workout sessions with the caller token).',
    query: achievementsQuerySchema,
    answer: answers.achievements,
  }),
  uploadPhotos: defineEndpoint({
    ...user,
    method: 'POST',
    path: '/files/progress-photos',
    summary: 'Uploads up to 5 photos (field `photos`, JPEG, PNG or WebP, 5 MB each).',
    bodyMediaType: 'multipart/form-data',
    answer: photoUploadResponseSchema,
    successStatuses: [201],
  }),
  listPhotos: defineEndpoint({
    ...user,
    method: 'GET',
    path: '/files/user/progress-photos',
    summary: "The user's photos, newest first.",
    answer: photoListResponseSchema,
  }),
  getPhoto: defineEndpoint({
    ...user,
    method: 'GET',
    path: '/files/progress-photos/:id',
    summary: "One of the user's photos (its bytes; ETag, 304 on If-None-Match).",
    answerMediaType: 'image/*',
    successStatuses: [200, 304],
  }),
  deletePhoto: defineEndpoint({
    ...user,
    method: 'DELETE',
    path: '/files/progress-photos/:id',
    summary: 'Deletes one of the user photos.',
    answer: doneSchema.extend({ message: z.string() }),
  }),
} as const;
