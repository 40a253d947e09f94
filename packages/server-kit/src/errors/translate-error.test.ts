import { catalogueErrorCodes, errorCodes } from '@repwise/contracts';
import mongoose from 'mongoose';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from './app-error';
import { httpStatusByCode } from './http-status';
import { translateError } from './translate-error';

const statusOf = (code: keyof typeof httpStatusByCode) => httpStatusByCode[code];

function httpError(status: number, message: string, extra: Record<string, unknown> = {}) {
  return Object.assign(new Error(message), { status, expose: status < 500, ...extra });
}

describe('httpStatusByCode', () => {
  it('maps every catalogue code and the extension to a 4xx or 5xx status', () => {
    expect(catalogueErrorCodes).toHaveLength(24);
    for (const code of errorCodes) expect(httpStatusByCode[code]).toBeGreaterThanOrEqual(400);
  });

  it.each([
    ['VALIDATION_ERROR', 400],
    ['INVALID_CREDENTIALS', 401],
    ['TOKEN_EXPIRED', 401],
    ['FORBIDDEN', 403],
    ['RESOURCE_NOT_FOUND', 404],
    ['EMAIL_ALREADY_EXISTS', 409],
    ['PAYLOAD_TOO_LARGE', 413],
    ['ACCOUNT_LOCKED', 423],
    ['RATE_LIMIT_EXCEEDED', 429],
    ['INTERNAL_SERVER_ERROR', 500],
    ['SERVICE_UNAVAILABLE', 503],
    ['TIMEOUT_ERROR', 504],
  ] as const)('answers %s with %i', (code, status) => {
    expect(httpStatusByCode[code]).toBe(status);
  });
});

describe('translateError', () => {
  it('keeps an AppError as it is, with its headers', () => {
    const error = new AppError('ACCOUNT_LOCKED', 'Locked.', [], { 'Retry-After': '60' });
    expect(translateError(error, statusOf)).toEqual({
      status: 423,
      code: 'ACCOUNT_LOCKED',
      message: 'Locked.',
      details: [],
      headers: { 'Retry-After': '60' },
      isUnexpected: false,
    });
  });

  it('turns a ZodError into 400 VALIDATION_ERROR with field details', () => {
    const result = z.object({ age: z.number() }).safeParse({ age: 'x' });
    if (result.success) throw new Error('expected a failure');
    expect(translateError(result.error, statusOf)).toMatchObject({
      status: 400,
      code: 'VALIDATION_ERROR',
      details: [{ field: 'age', message: expect.any(String) }],
    });
  });

  it('turns a mongoose CastError into 400 INVALID_DATA_TYPE naming the field', () => {
    const error = new mongoose.Error.CastError('ObjectId', 'nope', 'planId');
    expect(translateError(error, statusOf)).toMatchObject({
      status: 400,
      code: 'INVALID_DATA_TYPE',
    });
  });

  it('turns an unreachable database into 503 DATABASE_CONNECTION_ERROR', () => {
    const error = new mongoose.mongo.MongoNetworkError('connection refused');
    expect(translateError(error, statusOf)).toMatchObject({
      status: 503,
      code: 'DATABASE_CONNECTION_ERROR',
    });
  });

  it('turns a query cut short by its client being reconnected into 503 DATABASE_CONNECTION_ERROR', () => {
    const error = new mongoose.mongo.MongoTopologyClosedError();
    expect(translateError(error, statusOf)).toMatchObject({
      status: 503,
      code: 'DATABASE_CONNECTION_ERROR',
    });
  });

  it('turns an operation the database cancelled while stopping into 503, other server errors into 500', () => {
    // Cancelled as it stops, or caught mid-transaction as SQLite closes (seen in the fault test).
    for (const message of [
      '[msg_insert.go:168 handler.(*Handler).MsgInsert] [db.go:134 fsql.(*DB).InTransaction] context canceled',
      '[msg_update.go:133 handler.(*Handler).updateDocument] [db.go:167 fsql.(*DB).InTransaction] sql: transaction has already been committed or rolled back',
    ]) {
      expect(
        translateError(new mongoose.mongo.MongoServerError({ message }), statusOf),
      ).toMatchObject({ status: 503, code: 'DATABASE_CONNECTION_ERROR' });
    }
    const other = new mongoose.mongo.MongoServerError({ message: 'unknown operator: $foo' });
    expect(translateError(other, statusOf)).toMatchObject({ status: 500 });
  });

  // The errors ioredis rejects commands with while Redis is down (name and messages as it sets them).
  it.each([
    [
      Object.defineProperty(
        new Error('Reached the max retries per request limit (which is 2).'),
        'name',
        {
          value: 'MaxRetriesPerRequestError',
        },
      ),
    ],
    [new Error('Connection is closed.')],
    [new Error("Stream isn't writeable and enableOfflineQueue options is false")],
  ])('turns an unreachable Redis (%s) into 503 SERVICE_UNAVAILABLE, not a 500', (error) => {
    expect(translateError(error, statusOf)).toMatchObject({
      status: 503,
      code: 'SERVICE_UNAVAILABLE',
      isUnexpected: false,
    });
  });

  it('turns a raw socket failure (the MongoDB driver leaks EPIPE during a restart) into 503 SERVICE_UNAVAILABLE', () => {
    const error = Object.assign(new Error('This socket has been ended by the other party'), {
      code: 'EPIPE',
    });
    expect(translateError(error, statusOf)).toMatchObject({
      status: 503,
      code: 'SERVICE_UNAVAILABLE',
      isUnexpected: false,
    });
  });

  it.each([
    [
      httpError(413, 'request entity too large', { type: 'entity.too.large' }),
      413,
      'PAYLOAD_TOO_LARGE',
    ],
    [httpError(400, 'invalid JSON, only supports object and array'), 400, 'VALIDATION_ERROR'],
    [httpError(405, 'Method Not Allowed'), 405, 'RESOURCE_NOT_FOUND'],
    [httpError(415, 'Unsupported Media Type'), 415, 'VALIDATION_ERROR'],
  ])('maps the body-parser or router error %s', (error, status, code) => {
    expect(translateError(error, statusOf)).toMatchObject({ status, code, isUnexpected: false });
  });

  it.each([
    ['{"email": ', "Expected property name or '}' in JSON at position 10"],
    ['{"__proto__": {}}', 'Object contains forbidden prototype property'],
  ])(
    'answers the JSON parser failure on %s as malformed JSON, without the parser message',
    (_, parserMessage) => {
      const error = Object.assign(new SyntaxError(parserMessage), { status: 400 });
      expect(translateError(error, statusOf)).toEqual({
        status: 400,
        code: 'VALIDATION_ERROR',
        message: 'The request body is not valid JSON.',
        details: [{ field: 'body', message: 'Malformed JSON' }],
        headers: {},
        isUnexpected: false,
      });
    },
  );

  it('answers anything else with a generic 500 that hides the original message', () => {
    const result = translateError(new Error('secret stack detail'), statusOf);
    expect(result).toMatchObject({
      status: 500,
      code: 'INTERNAL_SERVER_ERROR',
      isUnexpected: true,
    });
    expect(result.message).not.toContain('secret');
  });
});
