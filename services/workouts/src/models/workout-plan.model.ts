import type {
  GenerationStatus,
  ProgressiveRequirements,
  TrainingOutline,
} from '@repwise/contracts/workouts';
import { Schema, type Connection, type Model } from 'mongoose';

/** A stored workout plan (programme). */
export interface WorkoutPlanRecord {
  userId: string;
  /**
   * What created it, unique per user: `progressive:<idempotency key>` or `onboarding:<completion id>`.
   * The insert is the "create once" claim (FerretDB v1 enforces unique indexes only).
   */
  sourceKey: string;
  source: 'progressive' | 'onboarding';
  planName: string;
  description: string;
  durationWeeks: number;
  requirements: ProgressiveRequirements;
  outline: TrainingOutline | null;
  status: GenerationStatus;
  generationError: string | null;
  safetyConsiderations: string[];
  nutritionGuidance: string | null;
  isActive: boolean;
  /** When it was last activated; the newest wins if a race left two active. */
  activatedAt: Date | null;
  /** The Monday week 1 starts on (YYYY-MM-DD). */
  startDate: string;
  createdAt: Date;
}

const workoutPlanSchema = new Schema<WorkoutPlanRecord>(
  {
    userId: { type: String, required: true, index: true },
    sourceKey: { type: String, required: true },
    source: { type: String, required: true },
    planName: { type: String, required: true },
    description: { type: String, default: '' },
    durationWeeks: { type: Number, required: true },
    requirements: { type: Schema.Types.Mixed, required: true },
    outline: { type: Schema.Types.Mixed, default: null },
    status: { type: String, required: true },
    generationError: { type: String, default: null },
    safetyConsiderations: { type: [String], default: [] },
    nutritionGuidance: { type: String, default: null },
    isActive: { type: Boolean, default: false },
    activatedAt: { type: Date, default: null },
    startDate: { type: String, required: true },
    createdAt: { type: Date, required: true },
  },
  { collection: 'workout_plans', minimize: false },
);
workoutPlanSchema.index({ userId: 1, sourceKey: 1 }, { unique: true });

/** The mongoose model of workout plans. */
export type WorkoutPlanModel = Model<WorkoutPlanRecord>;

/** Registers the workout plan model on a connection. */
export function createWorkoutPlanModel(connection: Connection): WorkoutPlanModel {
  return connection.model<WorkoutPlanRecord>('WorkoutPlan', workoutPlanSchema);
}
