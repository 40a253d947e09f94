import type { PlanRecommendationsPayload } from '@repwise/contracts';
import { Schema, type Connection, type Model } from 'mongoose';

/** The recommendations generated for one completion of one user. */
export interface PlanRecommendationsRecord {
  userId: string;
  /** The `_id` of the completion they were generated from. */
  completionId: string;
  recommendations: PlanRecommendationsPayload;
  storedAt: Date;
}

const planRecommendationsSchema = new Schema<PlanRecommendationsRecord>(
  {
    userId: { type: String, required: true },
    completionId: { type: String, required: true },
    recommendations: { type: Schema.Types.Mixed, required: true },
    storedAt: { type: Date, required: true },
  },
  { collection: 'plan_recommendations', minimize: false },
);
// The insert is the "store once" claim (FerretDB v1 enforces unique indexes, not conditional updates).
planRecommendationsSchema.index({ userId: 1, completionId: 1 }, { unique: true });

/** The mongoose model of generated recommendations (at most one per user and completion). */
export type PlanRecommendationsModel = Model<PlanRecommendationsRecord>;

/** Registers the plan recommendations model on a connection. */
export function createPlanRecommendationsModel(connection: Connection): PlanRecommendationsModel {
  return connection.model<PlanRecommendationsRecord>(
    'PlanRecommendations',
    planRecommendationsSchema,
  );
}
