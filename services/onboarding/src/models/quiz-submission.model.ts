import type { QuizResponse } from '@repwise/domain/quiz';
import { Schema, type Connection, type Model } from 'mongoose';

/** A user's submitted assessment (one per user; submitting again replaces it). */
export interface QuizSubmissionRecord {
  userId: string;
  quizId: string;
  quizVersion: string;
  responses: QuizResponse[];
  submittedAt: Date;
}

const quizSubmissionSchema = new Schema<QuizSubmissionRecord>(
  {
    userId: { type: String, required: true, unique: true },
    quizId: { type: String, required: true },
    quizVersion: { type: String, required: true },
    // Validated against the quiz by the domain before it gets here.
    responses: { type: Schema.Types.Mixed, required: true },
    submittedAt: { type: Date, required: true },
  },
  { collection: 'quiz_submissions', minimize: false },
);

/** The mongoose model of quiz submissions. */
export type QuizSubmissionModel = Model<QuizSubmissionRecord>;

/** Registers the quiz submissions model on a connection. */
export function createQuizSubmissionModel(connection: Connection): QuizSubmissionModel {
  return connection.model<QuizSubmissionRecord>('QuizSubmission', quizSubmissionSchema);
}
