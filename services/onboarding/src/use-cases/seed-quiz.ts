import type { QuizDefinition } from '@repwise/domain/quiz';
import { isDuplicateKeyError } from '@repwise/server-kit';
import type { QuizDefinitionModel } from '../models/quiz-definition.model';

/**
 * Stores the assessment under its id unless that exact version is stored already; a different
 * version replaces it. Several instances starting at once all end with the same document.
 */
export async function seedQuiz(
  quizzes: QuizDefinitionModel,
  definition: QuizDefinition,
  now: Date,
): Promise<void> {
  const stored = await quizzes.findById(definition.id, { version: 1 }).lean();
  if (stored?.version === definition.version) return;
  const record = { _id: definition.id, version: definition.version, definition, seededAt: now };
  try {
    await quizzes.replaceOne({ _id: definition.id }, record, { upsert: true });
  } catch (error) {
    // Another instance inserted it between the read and the upsert; it seeded the same content.
    if (!isDuplicateKeyError(error)) throw error;
  }
}
