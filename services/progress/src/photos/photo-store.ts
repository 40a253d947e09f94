import type { Readable } from 'node:stream';
import type { PhotoContentType } from '@repwise/contracts/progress';
import mongoose, { type Connection } from 'mongoose';

const { ObjectId } = mongoose.mongo;

/** A stored photo's file document as GridFS keeps it (`metadata` is ours). */
export interface StoredPhoto {
  id: string;
  filename: string;
  contentType: PhotoContentType;
  size: number;
  uploadedAt: Date;
}

/** A photo ready to store: its bytes (metadata already stripped) and what describes it. */
export interface PhotoToStore {
  id: string;
  filename: string;
  contentType: PhotoContentType;
  bytes: Buffer;
}

interface PhotoFileDocument {
  _id: InstanceType<typeof ObjectId>;
  length: number;
  uploadDate: Date;
  filename: string;
  metadata?: { userId?: string; contentType?: PhotoContentType };
}

/** GridFS chunk size: 1 MiB keeps a 5 MB photo to a handful of chunks. */
const chunkSizeBytes = 1024 * 1024;

/** Progress photos in the `progress_photos` GridFS bucket, every call scoped to one user. */
export function createPhotoStore(connection: Connection) {
  const bucket = () =>
    new mongoose.mongo.GridFSBucket(connection.getClient().db(connection.name), {
      bucketName: 'progress_photos',
      chunkSizeBytes,
    });
  const files = () => connection.collection<PhotoFileDocument>('progress_photos.files');
  const toStored = (file: PhotoFileDocument): StoredPhoto => ({
    id: file._id.toHexString(),
    filename: file.filename,
    contentType: file.metadata?.contentType ?? 'image/jpeg',
    size: file.length,
    uploadedAt: file.uploadDate,
  });

  return {
    /** Writes one photo under its generated id. */
    async save(userId: string, photo: PhotoToStore): Promise<StoredPhoto> {
      await new Promise<void>((resolve, reject) => {
        const upload = bucket().openUploadStreamWithId(new ObjectId(photo.id), photo.filename, {
          metadata: { userId, contentType: photo.contentType },
        });
        upload.once('finish', () => resolve());
        upload.once('error', reject);
        upload.end(photo.bytes);
      });
      const stored = await this.find(userId, photo.id);
      if (!stored) throw new Error(`photo ${photo.id} vanished after upload`);
      return stored;
    },

    /** The user's photos, newest first. */
    async list(userId: string): Promise<StoredPhoto[]> {
      const found = await files()
        .find({ 'metadata.userId': userId })
        .sort({ uploadDate: -1 })
        .toArray();
      return found.map(toStored);
    },

    /** How many photos the user has. */
    count(userId: string): Promise<number> {
      return files().countDocuments({ 'metadata.userId': userId });
    },

    /** One of the user's photos, or null (another user's photo is null too). */
    async find(userId: string, id: string): Promise<StoredPhoto | null> {
      const file = await files().findOne({ _id: new ObjectId(id), 'metadata.userId': userId });
      return file ? toStored(file) : null;
    },

    /** The photo's bytes as a stream (served without holding the whole photo in memory). */
    stream(id: string): Readable {
      return bucket().openDownloadStream(new ObjectId(id));
    },

    /** How many photos and bytes the user keeps (their quota's use). */
    async usage(userId: string): Promise<{ photos: number; bytes: number }> {
      const found = await files()
        .find({ 'metadata.userId': userId }, { projection: { length: 1 } })
        .toArray();
      return { photos: found.length, bytes: found.reduce((sum, file) => sum + file.length, 0) };
    },

    /** Deletes the photo's file and chunks. */
    async remove(id: string): Promise<void> {
      await bucket().delete(new ObjectId(id));
    },
  };
}

/** The progress photo store. */
export type PhotoStore = ReturnType<typeof createPhotoStore>;
