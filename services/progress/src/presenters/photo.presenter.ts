import type { ProgressPhoto } from '@repwise/contracts/progress';
import type { StoredPhoto } from '../photos/photo-store';

/** A stored photo as the API answers it, with its display path below /api. */
export function presentPhoto(photo: StoredPhoto): ProgressPhoto {
  return {
    id: photo.id,
    filename: photo.filename,
    mimetype: photo.contentType,
    size: photo.size,
    uploadedAt: photo.uploadedAt.toISOString(),
    url: `/files/progress-photos/${photo.id}`,
  };
}
