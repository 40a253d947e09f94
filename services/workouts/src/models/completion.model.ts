import { Schema, type Connection, type Model } from 'mongoose';

/**
 * One exercise's tick on a plan day. Ticks are their own documents (unique per exercise) so that
 * concurrent toggles of different exercises never overwrite each other on FerretDB v1.
 */
export interface ExerciseTickRecord {
  userId: string;
  planId: string;
  week: number;
  day: number;
  exerciseId: string;
  completed: boolean;
  completedAt: Date | null;
}

/** A plan day's Complete Workout record; unique per user, plan, week and day. */
export interface DayCompletionRecord {
  userId: string;
  planId: string;
  week: number;
  day: number;
  completedAt: Date | null;
  totalDuration: number | null;
  notes: string | null;
}

const dayKey = { userId: 1, planId: 1, week: 1, day: 1 } as const;

const exerciseTickSchema = new Schema<ExerciseTickRecord>(
  {
    userId: { type: String, required: true },
    planId: { type: String, required: true },
    week: { type: Number, required: true },
    day: { type: Number, required: true },
    exerciseId: { type: String, required: true },
    completed: { type: Boolean, required: true },
    completedAt: { type: Date, default: null },
  },
  { collection: 'exercise_ticks' },
);
exerciseTickSchema.index({ ...dayKey, exerciseId: 1 }, { unique: true });

const dayCompletionSchema = new Schema<DayCompletionRecord>(
  {
    userId: { type: String, required: true },
    planId: { type: String, required: true },
    week: { type: Number, required: true },
    day: { type: Number, required: true },
    completedAt: { type: Date, default: null },
    totalDuration: { type: Number, default: null },
    notes: { type: String, default: null },
  },
  { collection: 'day_completions' },
);
dayCompletionSchema.index(dayKey, { unique: true });

/** The mongoose model of exercise ticks. */
export type ExerciseTickModel = Model<ExerciseTickRecord>;
/** The mongoose model of day completions. */
export type DayCompletionModel = Model<DayCompletionRecord>;

/** Registers the completion models on a connection. */
export function createCompletionModels(connection: Connection): {
  ticks: ExerciseTickModel;
  days: DayCompletionModel;
} {
  return {
    ticks: connection.model<ExerciseTickRecord>('ExerciseTick', exerciseTickSchema),
    days: connection.model<DayCompletionRecord>('DayCompletion', dayCompletionSchema),
  };
}
