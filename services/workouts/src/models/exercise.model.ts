import type { CatalogueExercise } from '@repwise/contracts/workouts';
import { Schema, type Connection, type Model } from 'mongoose';

/** A seeded catalogue exercise; `_id` is its slug id. */
export type ExerciseRecord = Omit<CatalogueExercise, 'id'> & { _id: string; nameLower: string };

const exerciseSchema = new Schema<ExerciseRecord>(
  {
    _id: { type: String, required: true },
    name: { type: String, required: true },
    nameLower: { type: String, required: true, index: true },
    description: { type: String, required: true },
    muscleGroups: { type: [String], default: [] },
    equipment: { type: [String], default: [] },
    instructions: { type: [String], default: [] },
    difficulty: { type: String, required: true },
    category: { type: String, required: true },
    videoUrl: { type: String, default: null },
    contraindications: { type: Schema.Types.Mixed, required: true },
    formCues: { type: [String], default: [] },
    modifications: { type: [String], default: [] },
    progressions: { type: [String], default: [] },
    safetyNotes: { type: [String], default: [] },
    isTimed: { type: Boolean, default: false },
    pattern: { type: String, required: true },
    positions: { type: [String], default: [] },
    aliases: { type: [String], default: [] },
    commonMistakes: { type: [String], default: [] },
  },
  { collection: 'exercises', minimize: false },
);

/** The mongoose model of the exercise catalogue. */
export type ExerciseModel = Model<ExerciseRecord>;

/** Registers the exercise model on a connection. */
export function createExerciseModel(connection: Connection): ExerciseModel {
  return connection.model<ExerciseRecord>('Exercise', exerciseSchema);
}
