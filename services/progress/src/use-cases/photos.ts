import type { Readable } from 'node:stream';
import type { ErrorDetail } from '@repwise/contracts';
import { maxPhotosPerUpload, photoMessages, type ProgressPhoto } from '@repwise/contracts/progress';
import { AppError } from '@repwise/server-kit';
import { preparePhoto, type UploadedFile } from '../photos/prepare-photo';
import type { PhotoToStore, StoredPhoto } from '../photos/photo-store';
import { presentPhoto } from '../presenters/photo.presenter';
import type { ProgressDeps } from '../progress-deps';
import { notFound } from './find-owned';

function refuse(details: ErrorDetail[]): AppError {
  return new AppError(
    'VALIDATION_ERROR',
    details[0]?.message ?? photoMessages.uploadFailed,
    details,
  );
}

/**
 * Stores 1–5 photos. Every file is checked and re-encoded before the first is written, so a
 * refused upload stores nothing; if a write fails midway the ones written are removed again.
 */
export async function uploadPhotos(
  deps: ProgressDeps,
  userId: string,
  files: UploadedFile[],
): Promise<ProgressPhoto[]> {
  if (files.length === 0) throw refuse([{ field: 'photos', message: photoMessages.noFiles }]);
  if (files.length > maxPhotosPerUpload) {
    throw refuse([{ field: 'photos', message: photoMessages.tooManyFiles }]);
  }
  const prepared = await Promise.all(
    files.map((file, index) => preparePhoto(file, `photos.${index}`)),
  );
  const problems = prepared.flatMap((result) => (result.ok ? [] : [result.problem]));
  if (problems.length > 0) throw refuse(problems);
  const photos = prepared.flatMap((result) => (result.ok ? [result.photo] : []));
  const used = await deps.photos.usage(userId);
  const adding = photos.reduce((sum, photo) => sum + photo.bytes.length, 0);
  const quota = deps.photoQuota;
  if (used.photos + photos.length > quota.photos || used.bytes + adding > quota.bytes) {
    throw refuse([
      {
        field: 'photos',
        message: photoMessages.quotaReached(quota.photos, Math.round(quota.bytes / 1024 ** 2)),
      },
    ]);
  }
  return (await storeAll(deps, userId, photos)).map(presentPhoto);
}

async function storeAll(
  deps: ProgressDeps,
  userId: string,
  photos: PhotoToStore[],
): Promise<StoredPhoto[]> {
  const stored: StoredPhoto[] = [];
  try {
    for (const photo of photos) stored.push(await deps.photos.save(userId, photo));
    return stored;
  } catch (error) {
    await Promise.allSettled(photos.map((photo) => deps.photos.remove(photo.id)));
    throw error;
  }
}

/** The user's photos, newest first. */
export async function listPhotos(deps: ProgressDeps, userId: string): Promise<ProgressPhoto[]> {
  return (await deps.photos.list(userId)).map(presentPhoto);
}

/** Generated photo ids are 24 lower-case hex characters; anything else cannot exist. */
function readPhotoId(id: string): string {
  if (!/^[a-f0-9]{24}$/.test(id)) throw notFound('Photo');
  return id;
}

/** One of the user's photos with its bytes; another user's photo is 404. */
export async function readPhoto(
  deps: ProgressDeps,
  userId: string,
  id: string,
): Promise<{ photo: StoredPhoto; stream: Readable }> {
  const photo = await deps.photos.find(userId, readPhotoId(id));
  if (!photo) throw notFound('Photo');
  return { photo, stream: deps.photos.stream(photo.id) };
}

/** Deletes one of the user's photos; another user's photo is 404. */
export async function deletePhoto(deps: ProgressDeps, userId: string, id: string): Promise<void> {
  const photo = await deps.photos.find(userId, readPhotoId(id));
  if (!photo) throw notFound('Photo');
  await deps.photos.remove(photo.id);
}
