import type { ApiRequest } from './api-call';
import { buildTarget, type EndpointRow } from './endpoint-row';
import { okExpectation, type CaseContext, type SecurityCase } from './hostile-cases';

/** A valid 1×1 PNG. */
export const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** The gateway's body limit for /files (gateway/src/route-table.ts). */
const filesBodyLimitBytes = 26 * 1024 * 1024;

type Part =
  { field: string; name: string; type: string; bytes: Buffer } | { field: string; text: string };

/** A multipart form of files and text fields. */
export function buildForm(parts: readonly Part[]): FormData {
  const form = new FormData();
  for (const part of parts) {
    if ('text' in part) form.append(part.field, part.text);
    else
      form.append(
        part.field,
        new Blob([new Uint8Array(part.bytes)], { type: part.type }),
        part.name,
      );
  }
  return form;
}

const photo = (name = 'progress.png'): Part => ({
  field: 'photos',
  name,
  type: 'image/png',
  bytes: tinyPng,
});

/** One small PNG in the `photos` field, as a form. */
export function photoForm(name?: string): FormData {
  return buildForm([photo(name)]);
}

/** The valid example of the upload row: one small PNG in the `photos` field. */
export function validPhotoUpload(row: EndpointRow, context: CaseContext): ApiRequest {
  return {
    method: row.endpoint.method,
    path: buildTarget(row, context.own),
    token: context.ownToken,
    body: { form: photoForm() },
  };
}

/**
 * The hostile variants of the multipart photo upload: tokens, a JSON or broken body, files that
 * are not images, the wrong field, no file, too many files and too many bytes, and extra fields.
 */
export function buildPhotoUploadCases(row: EndpointRow, context: CaseContext): SecurityCase[] {
  const send = (name: string, request: Partial<ApiRequest>, expect: SecurityCase['expect']) => ({
    name,
    request: { ...validPhotoUpload(row, context), ...request },
    expect,
  });
  const invalid = (field?: string) => ({
    status: [400],
    code: 'VALIDATION_ERROR' as const,
    ...(field ? { field } : {}),
  });
  return [
    send('no token', { token: null }, { status: [401], code: 'UNAUTHORIZED' }),
    ...context.forgedTokens.map((forged) =>
      send(forged.name, { token: forged.token }, { status: [401], code: forged.code }),
    ),
    send('a JSON body instead of a form', { body: { json: { photos: ['x'] } } }, invalid('photos')),
    send(
      'a malformed multipart body',
      {
        body: { raw: '--nope\r\nContent-Disposition: form-data; name="photos"\r\n\r\ntruncated' },
        headers: { 'content-type': 'multipart/form-data; boundary=nope' },
      },
      invalid('photos'),
    ),
    send(
      'a text file named like a PNG',
      {
        body: { form: buildForm([{ ...photo(), bytes: Buffer.from('#!/bin/sh\necho pwned\n') }]) },
      },
      invalid(),
    ),
    send(
      'a PNG whose name claims another type',
      { body: { form: buildForm([photo('../../etc/passwd.sh')]) } },
      invalid(),
    ),
    send(
      'a file in another field',
      { body: { form: buildForm([{ ...photo(), field: 'avatar' }]) } },
      invalid('avatar'),
    ),
    send(
      'no file at all',
      { body: { form: buildForm([{ field: 'note', text: 'no photo' }]) } },
      invalid('photos'),
    ),
    send(
      'six photos (at most five)',
      { body: { form: buildForm(Array.from({ length: 6 }, () => photo())) } },
      invalid('photos'),
    ),
    send(
      "an upload over the gateway's limit",
      {
        body: {
          form: buildForm([{ ...photo(), bytes: Buffer.alloc(filesBodyLimitBytes + 1024) }]),
        },
      },
      { status: [413], code: 'PAYLOAD_TOO_LARGE' },
    ),
    send(
      'extra fields naming another user',
      {
        body: {
          form: buildForm([
            photo(),
            { field: 'userId', text: context.victim.userId },
            { field: 'metadata[userId]', text: context.victim.userId },
          ]),
        },
      },
      okExpectation(row),
    ),
  ];
}
