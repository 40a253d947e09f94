import { isDuplicateKeyError } from '@repwise/server-kit';
import type { Model, QueryFilter, UpdateQuery } from 'mongoose';

/**
 * An upsert that survives FerretDB's racy upserts: when two insert the same key at once, the
 * duplicate-key loser updates the winner's document.
 */
export async function upsertOne<T>(
  model: Model<T>,
  filter: QueryFilter<T>,
  update: UpdateQuery<T>,
): Promise<void> {
  try {
    await model.updateOne(filter, update, { upsert: true });
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
    await model.updateOne(filter, update);
  }
}
