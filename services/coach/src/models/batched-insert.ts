import type { Model } from 'mongoose';

/** Inserts one document; resolves once it is stored. */
export type BatchedInsert<T> = (document: T) => Promise<void>;

/**
 * Queues inserts and writes them one batch at a time with `insertMany`: documents arriving while a
 * batch is being written go in the next one. FerretDB v1 on SQLite serialises writers, and many
 * concurrent single inserts contend for its write lock (measured with `npm run bench:coach`: 20
 * concurrent chats took seconds per reply); one writer with batches keeps replies in milliseconds.
 */
export function createBatchedInsert<T>(model: Model<T>, maxBatch = 100): BatchedInsert<T> {
  let queue: { document: T; resolve: () => void; reject: (error: unknown) => void }[] = [];
  let isWriting = false;

  async function drain(): Promise<void> {
    isWriting = true;
    while (queue.length > 0) {
      const batch = queue.slice(0, maxBatch);
      queue = queue.slice(maxBatch);
      try {
        await model.insertMany(
          batch.map((entry) => entry.document),
          { ordered: false, lean: true },
        );
        for (const entry of batch) entry.resolve();
      } catch (error) {
        for (const entry of batch) entry.reject(error);
      }
    }
    isWriting = false;
  }

  return (document) =>
    new Promise<void>((resolve, reject) => {
      queue.push({ document, resolve, reject });
      if (!isWriting) void drain();
    });
}
