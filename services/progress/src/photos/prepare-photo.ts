import { randomBytes } from 'node:crypto';
import { checkPhotoFile, photoMessages, type PhotoContentType } from '@repwise/contracts/progress';
import type { ErrorDetail } from '@repwise/contracts';
import sharp from 'sharp';
import type { PhotoToStore } from './photo-store';

/** An uploaded file as the multipart parser left it. */
export interface UploadedFile {
  filename: string;
  declaredType: string | null;
  bytes: Buffer;
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
    size: file.bytes.length,
    head: file.bytes.subarray(0, 16),
  });
  if (!checked.ok) return { ok: false, problem: { field, message: checked.message } };
  try {
    const bytes = await reencode(file.bytes, checked.contentType);
    const id = randomBytes(12).toString('hex');
    return { ok: true, photo: { id, filename: name, contentType: checked.contentType, bytes } };
  } catch {
    return { ok: false, problem: { field, message: photoMessages.damaged(name) } };
  }
}

async function reencode(bytes: Buffer, contentType: PhotoContentType): Promise<Buffer> {
  // failOn 'truncated' refuses images whose data ends early instead of padding them with grey.
  const image = sharp(bytes, { failOn: 'truncated', limitInputPixels: 50_000_000 }).rotate();
  if (contentType === 'image/png') return image.png({ compressionLevel: 6 }).toBuffer();
  if (contentType === 'image/webp') return image.webp({ quality: 90 }).toBuffer();
  return image.jpeg({ quality: 90 }).toBuffer();
}
