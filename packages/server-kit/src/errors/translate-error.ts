import { toErrorDetails, type ErrorCode, type ErrorDetail } from '@repwise/contracts';
import mongoose from 'mongoose';
import { ZodError } from 'zod';
import { isConnectionLostError, isRedisUnavailableError } from '../db/dependency-errors';
import { AppError } from './app-error';

/** What the error funnel answers: the HTTP status and the `{error}` body parts. */
export interface TranslatedError {
  status: number;
  code: ErrorCode;
  message: string;
  details: ErrorDetail[];
  headers: Record<string, string>;
  /** Whether the original error was unexpected and must be logged with its stack. */
  isUnexpected: boolean;
}

const internalMessage = 'Something went wrong on our side. Please try again.';

const codeByClientStatus: Record<number, ErrorCode> = {
  400: 'VALIDATION_ERROR',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'RESOURCE_NOT_FOUND',
  405: 'RESOURCE_NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'VALIDATION_ERROR',
  429: 'RATE_LIMIT_EXCEEDED',
};

/** The single place that turns library, ORM and HTTP errors into catalogue errors. */
export function translateError(
  error: unknown,
  statusOf: (code: ErrorCode) => number,
): TranslatedError {
  const known = (
    code: ErrorCode,
    message: string,
    details: ErrorDetail[] = [],
  ): TranslatedError => ({
    status: statusOf(code),
    code,
    message,
    details,
    headers: {},
    isUnexpected: false,
  });

  if (error instanceof AppError) {
    return { ...known(error.code, error.message, error.details), headers: error.headers };
  }
  if (error instanceof ZodError) {
    return known(
      'VALIDATION_ERROR',
      'Invalid request. Please check your input.',
      toErrorDetails(error),
    );
  }
  if (error instanceof mongoose.Error.ValidationError) {
    const details = Object.entries(error.errors).map(([field, e]) => ({
      field,
      message: e.message,
    }));
    return known('VALIDATION_ERROR', 'Invalid request. Please check your input.', details);
  }
  if (error instanceof mongoose.Error.CastError) {
    return known('INVALID_DATA_TYPE', `Invalid value for ${error.path}.`, [
      { field: error.path, message: `Invalid value for ${error.path}` },
    ]);
  }
  if (isDatabaseUnavailable(error)) {
    return known(
      'DATABASE_CONNECTION_ERROR',
      'The database is unavailable. Please try again shortly.',
    );
  }
  if (isRedisUnavailableError(error)) {
    // Redis holds the job queues: a request that needs one fails fast and may be sent again.
    return known(
      'SERVICE_UNAVAILABLE',
      'Background processing is temporarily unavailable. Please try again shortly.',
    );
  }
  if (isConnectionLostError(error)) {
    return known(
      'SERVICE_UNAVAILABLE',
      'A service this request needs is temporarily unreachable. Please try again shortly.',
    );
  }
  const httpError = readHttpError(error);
  if (httpError) {
    if (httpError.type === 'entity.too.large') {
      return known('PAYLOAD_TOO_LARGE', 'The request body is too large.');
    }
    // co-body rethrows JSON.parse's SyntaxError (and bourne's, for a `__proto__` key) with status
    // 400 and no type; its message names parser positions, so it is never sent.
    if (
      httpError.type === 'entity.parse.failed' ||
      error instanceof SyntaxError ||
      /invalid json/i.test(httpError.message)
    ) {
      return known('VALIDATION_ERROR', 'The request body is not valid JSON.', [
        { field: 'body', message: 'Malformed JSON' },
      ]);
    }
    const code = codeByClientStatus[httpError.status];
    if (code) return { ...known(code, httpError.message), status: httpError.status };
  }
  return { ...known('INTERNAL_SERVER_ERROR', internalMessage), isUnexpected: true };
}

function isDatabaseUnavailable(error: unknown): boolean {
  return (
    error instanceof mongoose.mongo.MongoNetworkError ||
    error instanceof mongoose.mongo.MongoServerSelectionError ||
    error instanceof mongoose.Error.MongooseServerSelectionError ||
    (error instanceof Error && error.name === 'MongoNotConnectedError') ||
    // A query waiting for a server while its client is replaced (`watchMongoMonitor`).
    error instanceof mongoose.mongo.MongoTopologyClosedError ||
    isDatabaseShuttingDown(error)
  );
}

/**
 * FerretDB answers the operations in flight when it is stopped with a server error whose message
 * ends in Go's "context canceled" (e.g. `[msg_insert.go:168 …InTransaction] context canceled`),
 * or, for one caught mid-transaction as SQLite closes, in database/sql's "transaction has already
 * been committed or rolled back" or "database is closed": the database went away mid-operation,
 * so the request may be sent again once it is back.
 */
const stoppedMidOperation =
  /(context canceled|sql: transaction has already been committed or rolled back|sql: database is closed)$/;

function isDatabaseShuttingDown(error: unknown): boolean {
  return (
    error instanceof mongoose.mongo.MongoServerError && stoppedMidOperation.test(error.message)
  );
}

interface HttpLikeError {
  status: number;
  message: string;
  type: string | undefined;
}

/** Reads errors thrown by koa (`ctx.throw`), koa-body and raw-body: exposed 4xx with a status. */
function readHttpError(error: unknown): HttpLikeError | null {
  if (!(error instanceof Error)) return null;
  const status = Reflect.get(error, 'status');
  const expose = Reflect.get(error, 'expose');
  const type = Reflect.get(error, 'type');
  if (typeof status !== 'number' || status < 400 || status >= 500 || expose === false) return null;
  return { status, message: error.message, type: typeof type === 'string' ? type : undefined };
}
