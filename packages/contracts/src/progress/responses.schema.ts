import { z } from 'zod';
import {
  achievementsViewSchema,
  progressAnalyticsSchema,
  progressSummarySchema,
} from './analytics.schema';
import { goalSchema } from './goal.schema';
import { measurementPageSchema, measurementSchema } from './measurement.schema';

/** The `{success, data}` answers of the /progress routes, for clients to parse. */
export const progressResponseSchemas = {
  analytics: z.object({ data: progressAnalyticsSchema }),
  summary: z.object({ data: progressSummarySchema }),
  achievements: z.object({ data: achievementsViewSchema }),
  measurementPage: z.object({ data: measurementPageSchema }),
  measurement: z.object({ data: z.object({ measurement: measurementSchema }) }),
  goals: z.object({ data: z.object({ goals: z.array(goalSchema) }) }),
  goal: z.object({ data: z.object({ goal: goalSchema }) }),
};
