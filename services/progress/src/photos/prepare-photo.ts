import { randomBytes } from 'node:crypto';
import {
  checkPhotoFile,
  maxPhotoPixels,
  photoMessages,
  type PhotoContentType,
} from '@repwise/contracts/progress';
import type { ErrorDetail } from '@repwise/contracts';
import sharp from 'sharp';
import type { PhotoToStore } from './photo-store';

/** An uploaded file as the multipart parser left it. */
export interface UploadedFile {
  filename: string;
  declaredType: string | null;
  /** The bytes received, at most 5 MB and one (a larger file is refused by `size`). */
  bytes: Buffer;
  /** How many bytes the file had. */
  size: number;
}

/** A prepared photo, or the reason it is refused. */
export type PreparedPhoto = { ok: true; photo: PhotoToStore } | { ok: false; problem: ErrorDetail };

/**
 * Checks one upload (`checkPhotoFile`: safe name, at most 5 MB, JPEG/PNG/WebP by its bytes and
 * agreeing with its name and declared type) and re-encodes it, which also proves it decodes. Re-encoding drops EXIF (GPS included), XMP and ICC profiles after
 * turning the pixels upright by the EXIF orientation. The photo gets a random 96-bit id
 * (an ObjectId made of random bytes, so it cannot be guessed from the time or a counter).
 */
export async function preparePhoto(file: UploadedFile, field: string): Promise<PreparedPhoto> {
  const name = file.filename || 'photo';
  const checked = checkPhotoFile({
    name,
    declaredType: file.declaredType,
    size: file.size,
    head: file.bytes.subarray(0, 16),
  });
  if (!checked.ok) return { ok: false, problem: { field, message: checked.message } };
  try {
    const { width = 0, height = 0 } = await sharp(file.bytes).metadata();
    if (width * height > maxPhotoPixels) {
      return { ok: false, problem: { field, message: photoMessages.tooManyPixels(name) } };
    }
    // One decode at a time per process: five 24-megapixel photos at once would each hold their
    // decoded pixels (about 100 MB) in memory together.
    const bytes = await decodeOneAtATime(() => reencode(file.bytes, checked.contentType));
    if (bytes.length > maxEncodedBytes) {
      return { ok: false, problem: { field, message: photoMessages.tooLarge(name) } };
    }
    const id = randomBytes(12).toString('hex');
    return { ok: true, photo: { id, filename: name, contentType: checked.contentType, bytes } };
  } catch {
    return { ok: false, problem: { field, message: photoMessages.damaged(name) } };
  }
}

/** A re-encoded photo may be somewhat larger than its upload (PNG), never unboundedly so. */
const maxEncodedBytes = 8 * 1024 * 1024;

let decoding: Promise<unknown> = Promise.resolve();

/** Runs decodes one after another in this process. */
function decodeOneAtATime<T>(decode: () => Promise<T>): Promise<T> {
  const run = decoding.then(decode, decode);
  decoding = run.catch(() => undefined);
  return run;
}

async function reencode(bytes: Buffer, contentType: PhotoContentType): Promise<Buffer> {
  // failOn 'truncated' refuses images whose data ends early instead of padding them with grey.
  const image = sharp(bytes, { failOn: 'truncated', limitInputPixels: maxPhotoPixels }).rotate();
  if (contentType === 'image/png') return image.png({ compressionLevel: 6 }).toBuffer();
  if (contentType === 'image/webp') return image.webp({ quality: 90 }).toBuffer();
  return image.jpeg({ quality: 90 }).toBuffer();
}
