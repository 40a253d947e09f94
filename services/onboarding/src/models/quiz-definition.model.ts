import type { QuizDefinition } from '@repwise/domain/quiz';
import { Schema, type Connection, type Model } from 'mongoose';

/** A seeded assessment, keyed by the quiz id; a newer version replaces the stored one at start. */
export interface QuizDefinitionRecord {
  _id: string;
  version: string;
  definition: QuizDefinition;
  seededAt: Date;
}

const quizDefinitionSchema = new Schema<QuizDefinitionRecord>(
  {
    _id: { type: String, required: true },
    version: { type: String, required: true },
    definition: { type: Schema.Types.Mixed, required: true },
    seededAt: { type: Date, required: true },
  },
  { collection: 'quizzes', minimize: false },
);

/** The mongoose model of seeded assessments. */
export type QuizDefinitionModel = Model<QuizDefinitionRecord>;

/** Registers the seeded assessments model on a connection. */
export function createQuizDefinitionModel(connection: Connection): QuizDefinitionModel {
  return connection.model<QuizDefinitionRecord>('QuizDefinition', quizDefinitionSchema);
}
