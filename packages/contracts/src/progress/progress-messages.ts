/** The largest progress photo accepted, in bytes (5 MB, spec 02 §5). */
export const maxPhotoBytes = 5_242_880;

/** The most photos one upload may carry (spec 02 §5). */
export const maxPhotosPerUpload = 5;

/** The largest photo in pixels: bigger ones would take too long and too much memory to decode. */
export const maxPhotoPixels = 24_000_000;

/** What one user may keep: photos and bytes (a delete frees room again). */
export const photoQuota = { photos: 300, bytes: 1024 * 1024 * 1024 } as const;

/** The image types progress photos may be, judged by their bytes. */
export const acceptedPhotoTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** An accepted photo content type. */
export type PhotoContentType = (typeof acceptedPhotoTypes)[number];

/** The exact photo texts of spec 02 §5 and §8, plus the product's texts for cases the spec leaves open. */
export const photoMessages = {
  unsupportedFormat: (file: string) =>
    `${file} is not a supported image format. Only JPEG, PNG, and WebP are allowed.`,
  tooLarge: (file: string) => `${file} is too large. Maximum size is 5MB.`,
  tooManyFiles: 'Maximum 5 files allowed.',
  tooManyPixels: (file: string) =>
    `${file} has too many pixels. Maximum is 24 megapixels; resize it and try again.`,
  quotaReached: (photos: number, megabytes: number) =>
    `You can keep up to ${photos} progress photos (${megabytes} MB in all). Delete some older ones to add more.`,
  typeMismatch: (file: string, expected: string) => `${file} is not a valid ${expected} image.`,
  damaged: (file: string) => `${file} is damaged or incomplete and could not be read as an image.`,
  invalidFileName: 'File names must not contain path characters such as / or \\.',
  noFiles: 'Please select at least one photo to upload.',
  uploadFailedTitle: 'Upload failed',
  uploadFailed: 'Upload failed. Please try again.',
  loadFailed: 'Failed to load photos',
  deleteFailed: 'Failed to delete photo',
  deleteConfirmation: 'Are you sure you want to delete this photo? This action cannot be undone.',
} as const;

/** The analytics texts of spec 02 §8. */
export const analyticsMessages = {
  loadFailed: 'Failed to load analytics',
  tryAgain: 'Try Again',
} as const;

/** Validation texts of measurements, goals and analytics queries. */
export const progressMessages = {
  weightRange: 'Weight must be between 20 and 500 kg',
  bodyFatRange: 'Body fat must be between 2 and 75 %',
  muscleMassRange: 'Muscle mass must be between 5 and 250 kg',
  notesTooLong: 'Notes must be at most 1000 characters',
  recordedAtInvalid: 'Recorded at must be a date and time',
  recordedAtInFuture: 'A measurement cannot be recorded in the future',
  measurementEmpty: 'Enter at least one measurement or a note',
  goalTypeInvalid:
    'Goal type must be one of WEIGHT_LOSS, MUSCLE_GAIN, STRENGTH, ENDURANCE, FLEXIBILITY, REHABILITATION, MAINTENANCE',
  targetValueRange: 'Target value must be a number greater than 0 and at most 100000',
  currentValueRange: 'Current value must be a number from 0 to 100000',
  targetDateInvalid: 'Target date must be a date',
  descriptionTooLong: 'Description must be at most 500 characters',
  statusInvalid: 'Status must be ACTIVE, completed or paused',
  updateEmpty: 'Send at least one field to change',
  periodInvalid: 'Period must be 30, 60, 90 or 180 days',
  limitInvalid: 'Limit must be a whole number from 1 to 500',
  offsetInvalid: 'Offset must be a whole number of 0 or more',
} as const;
