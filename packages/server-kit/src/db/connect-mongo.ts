import mongoose, { type Connection } from 'mongoose';
import type { Logger } from 'pino';
import { watchMongoMonitor } from './watch-mongo-monitor';

const serverSelectionTimeoutMs = 5000;
const heartbeatFrequencyMs = 2000;
/** A TCP connect, and each hello of a server check, gives up after this long. */
const connectTimeoutMs = 5000;
/**
 * A server check unanswered this long is stuck (`watchMongoMonitor`): a check is at most a
 * connect and a hello, each within `connectTimeoutMs`; an awaited (streaming) one also waits up
 * to the heartbeat period.
 */
const stalledCheckMs = 2 * connectTimeoutMs + heartbeatFrequencyMs + 1000;

/** Options for `connectMongo`; `dbName` is the service's own database. */
export interface ConnectMongoOptions {
  uri: string;
  dbName: string;
  logger: Logger;
  /** Attempts before giving up (default 10); waits double from 250 ms up to 5 s between them. */
  maxAttempts?: number;
}

/** Opens a dedicated mongoose connection, retrying with backoff while the server is not reachable yet. */
export async function connectMongo(options: ConnectMongoOptions): Promise<Connection> {
  const maxAttempts = options.maxAttempts ?? 10;
  let delayMs = 250;
  for (let attempt = 1; ; attempt += 1) {
    const connection = mongoose.createConnection(options.uri, {
      dbName: options.dbName,
      serverSelectionTimeoutMS: serverSelectionTimeoutMs,
      // How often the driver checks an idle server (default 10 s): it is how soon a lost or
      // returned database shows in readyState, hence in /health, without any query.
      heartbeatFrequencyMS: heartbeatFrequencyMs,
      // Default 30 s: it bounds a server check, hence how soon a stuck one can be told apart.
      connectTimeoutMS: connectTimeoutMs,
      // FerretDB v1 has no multi-document transactions or retryable writes on SQLite.
      retryWrites: false,
      autoIndex: true,
    });
    try {
      await connection.asPromise();
      connection.on('disconnected', () =>
        options.logger.warn({ db: options.dbName }, 'mongo disconnected'),
      );
      connection.on('reconnected', () =>
        options.logger.info({ db: options.dbName }, 'mongo reconnected'),
      );
      const stopWatching = watchMongoMonitor(connection.getClient(), options.logger, {
        stalledCheckMs,
      });
      connection.on('close', stopWatching);
      return connection;
    } catch (error) {
      await connection.close().catch((closeError: unknown) => {
        options.logger.debug({ err: closeError }, 'closing a failed connection');
      });
      if (attempt >= maxAttempts) throw error;
      options.logger.warn(
        { err: error, attempt, db: options.dbName },
        'mongo not reachable, retrying',
      );
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      delayMs = Math.min(delayMs * 2, 5000);
    }
  }
}

/** Whether a mongoose connection is currently usable (readyState "connected"). */
export function isMongoConnected(connection: Connection): boolean {
  return connection.readyState === mongoose.ConnectionStates.connected;
}

/** Whether an error is MongoDB's duplicate-key error (code 11000) from a unique index. */
export function isDuplicateKeyError(error: unknown): boolean {
  return error instanceof mongoose.mongo.MongoServerError && error.code === 11000;
}
