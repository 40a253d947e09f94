import { describe, expect, it } from 'vitest';
import { readErrorBody } from './error-body';

describe('readErrorBody', () => {
  it.each([
    [
      'a plain error',
      { error: { code: 'X', message: 'm' } },
      { error: { code: 'X', message: 'm' } },
    ],
    [
      'details, extra keys dropped',
      {
        error: { code: 'X', message: 'm', details: [{ field: 'a', message: 'b', extra: 1 }] },
        x: 1,
      },
      { error: { code: 'X', message: 'm', details: [{ field: 'a', message: 'b' }] } },
    ],
    [
      'an empty details list',
      { error: { code: 'X', message: 'm', details: [] } },
      { error: { code: 'X', message: 'm', details: [] } },
    ],
  ])('reads %s', (_name, body, expected) => {
    expect(readErrorBody(body)).toEqual(expected);
  });

  it.each([
    ['null', null],
    ['a string', 'oops'],
    ['an array', [{ error: {} }]],
    ['no error key', { message: 'm' }],
    ['error as a string', { error: 'bad' }],
    ['a numeric code', { error: { code: 500, message: 'm' } }],
    ['no message', { error: { code: 'X' } }],
    ['details not a list', { error: { code: 'X', message: 'm', details: 'a' } }],
    ['a detail without message', { error: { code: 'X', message: 'm', details: [{ field: 'a' }] } }],
    ['a null detail', { error: { code: 'X', message: 'm', details: [null] } }],
  ])('rejects %s', (_name, body) => {
    expect(readErrorBody(body)).toBeNull();
  });
});
