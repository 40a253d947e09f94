import { z } from 'zod';
import { acceptedPhotoTypes } from './progress-messages';

/** A stored progress photo: filename as uploaded, type and size after metadata stripping, display URL. */
export const progressPhotoSchema = z.object({
  id: z.string(),
  filename: z.string(),
  mimetype: z.enum(acceptedPhotoTypes),
  size: z.number().int(),
  uploadedAt: z.string(),
  /** Path below /api; needs the bearer token, so front ends fetch it rather than use it as <img src>. */
  url: z.string(),
});

/** A progress photo. */
export type ProgressPhoto = z.infer<typeof progressPhotoSchema>;

/** POST /files/progress-photos answer: `{success, message, data: {files}}`. */
export const photoUploadResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ files: z.array(progressPhotoSchema) }),
});

/** GET /files/user/progress-photos answer: `{success, data: {photos}}`, newest first. */
export const photoListResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ photos: z.array(progressPhotoSchema) }),
});
