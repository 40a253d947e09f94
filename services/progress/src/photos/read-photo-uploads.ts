import { Writable } from 'node:stream';
import { maxPhotoBytes, photoMessages } from '@repwise/contracts/progress';
import { AppError } from '@repwise/server-kit';
import type { Context } from 'koa';
import { koaBody } from 'koa-body';
import type { UploadedFile } from './prepare-photo';

/** What a file part left: the bytes kept (at most 5 MB and one) and how many arrived. */
interface ReceivedFile {
  parts: Buffer[];
  size: number;
}

/** The gateway's body limit for /files: 26 MB. */
const maxUploadBytes = 26 * 1024 * 1024;

// formidable's error codes (formidable/src/FormidableError.js).
const maxFilesExceeded = 1015;
const tooLargeCodes = new Set([1009, 1016]);

/**
 * Parses a multipart upload in memory (no temporary files to clean up) and returns the files of the
 * `photos` field in order. Files under any other field are refused; so are more than 20 parts,
 * which no honest client sends (the 5-file rule itself is the use case's).
 */
export async function readPhotoUploads(ctx: Context): Promise<UploadedFile[]> {
  const buffers = new WeakMap<object, ReceivedFile>();
  const parse = koaBody({
    multipart: true,
    json: false,
    urlencoded: false,
    text: false,
    formidable: {
      maxFiles: 20,
      maxFields: 10,
      maxFieldsSize: 64 * 1024,
      maxFileSize: maxUploadBytes,
      maxTotalFileSize: maxUploadBytes,
      allowEmptyFiles: true,
      minFileSize: 0,
      fileWriteStreamHandler: (file) => {
        const received: ReceivedFile = { parts: [], size: 0 };
        if (file) buffers.set(file, received);
        return new Writable({
          write(chunk: Buffer, _encoding, done) {
            // Past the 5 MB a photo may have, bytes are counted but no longer kept: the file is
            // refused by its size, and memory holds at most 5 MB per file.
            received.size += chunk.length;
            if (received.size <= maxPhotoBytes + 1) received.parts.push(chunk);
            done();
          },
        });
      },
    },
    onError: (error) => {
      throw translateUploadError(error);
    },
  });
  if (!ctx.is('multipart/form-data')) {
    throw new AppError('VALIDATION_ERROR', photoMessages.noFiles, [
      { field: 'photos', message: photoMessages.noFiles },
    ]);
  }
  await parse(ctx, async () => undefined);
  const files = ctx.request.files ?? {};
  const strayField = Object.keys(files).find((field) => field !== 'photos');
  if (strayField) {
    throw new AppError('VALIDATION_ERROR', 'Photos must be sent in the "photos" field.', [
      { field: strayField, message: 'Photos must be sent in the "photos" field.' },
    ]);
  }
  const photos = files.photos;
  const list = photos === undefined ? [] : Array.isArray(photos) ? photos : [photos];
  return list.map((file) => {
    const received = buffers.get(file);
    return {
      filename: file.originalFilename ?? '',
      declaredType: file.mimetype ?? null,
      bytes: Buffer.concat(received?.parts ?? []),
      size: received?.size ?? 0,
    };
  });
}

function translateUploadError(error: Error): AppError {
  const code = Reflect.get(error, 'code');
  if (code === maxFilesExceeded) {
    return new AppError('VALIDATION_ERROR', photoMessages.tooManyFiles, [
      { field: 'photos', message: photoMessages.tooManyFiles },
    ]);
  }
  if (typeof code === 'number' && tooLargeCodes.has(code)) {
    return new AppError(
      'PAYLOAD_TOO_LARGE',
      'The upload is too large. Photos may be at most 5MB each and 5 at a time.',
    );
  }
  return new AppError('VALIDATION_ERROR', photoMessages.uploadFailed, [
    { field: 'photos', message: 'The upload could not be read.' },
  ]);
}
