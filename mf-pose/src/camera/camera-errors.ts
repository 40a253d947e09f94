// Camera and pose error messages of spec 03 §8, and the mapping from what getUserMedia throws.

export const CAMERA_MESSAGES = {
  NotAllowedError: 'Camera access denied. Please grant camera permissions and try again.',
  NotFoundError: 'No camera found. Please connect a camera and try again.',
  NotSupportedError: 'Camera not supported. Please try a different browser.',
  NotReadableError:
    'Camera is being used by another application. Please close other apps using the camera.',
  OverconstrainedError: 'Camera settings not supported. Trying with default settings.',
  SecurityError: 'Camera access blocked due to security restrictions.',
  unsupportedBrowser: 'Camera access not supported in this browser',
  streamFailed: 'Failed to load video stream',
  noVideoElement: 'Video element not set',
  unknown: 'Unknown camera error occurred',
} as const;

export const TRACKING_MESSAGES = {
  initFailed: 'Failed to initialize tracking',
  poseInitFailed: (reason: string) => `Pose detection initialization failed: ${reason}`,
  estimateFailed: 'Failed to estimate pose',
  videoOnly: 'Only HTMLVideoElement input is currently supported',
} as const;

/** Older browsers' names for the same failures. */
const LEGACY_NAMES: Record<string, keyof typeof CAMERA_MESSAGES> = {
  PermissionDeniedError: 'NotAllowedError',
  DevicesNotFoundError: 'NotFoundError',
  TrackStartError: 'NotReadableError',
  ConstraintNotSatisfiedError: 'OverconstrainedError',
};

export interface CameraFailure {
  message: string;
  /** The user refused the camera (the panel shows "permission denied" rather than "pending"). */
  isPermissionDenied: boolean;
  /** The constraints were too strict: retry once with the browser's default settings. */
  shouldRetryWithDefaults: boolean;
}

function hasName(error: unknown): error is { name: string; message?: string } {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { name?: unknown }).name === 'string'
  );
}

/** A camera failure with this message (neither a refusal nor a retry with defaults unless said). */
export function cameraFailure(message: string, extra: Partial<CameraFailure> = {}): CameraFailure {
  return { message, isPermissionDenied: false, shouldRetryWithDefaults: false, ...extra };
}

/** The spec's message for a getUserMedia failure (react-webcam reports strings or DOMExceptions). */
export function describeCameraError(error: unknown): CameraFailure {
  const failure = cameraFailure;
  if (typeof error === 'string') {
    return failure(
      /not supported/i.test(error) ? CAMERA_MESSAGES.unsupportedBrowser : CAMERA_MESSAGES.unknown,
    );
  }
  if (!hasName(error)) return failure(CAMERA_MESSAGES.unknown);
  const name = LEGACY_NAMES[error.name] ?? error.name;
  switch (name) {
    case 'NotAllowedError':
      return failure(CAMERA_MESSAGES.NotAllowedError, { isPermissionDenied: true });
    case 'NotFoundError':
    case 'NotSupportedError':
    case 'NotReadableError':
    case 'SecurityError':
      return failure(CAMERA_MESSAGES[name]);
    case 'OverconstrainedError':
      return failure(CAMERA_MESSAGES.OverconstrainedError, { shouldRetryWithDefaults: true });
    default:
      if (typeof DOMException !== 'undefined' && error instanceof DOMException) {
        return failure(`Camera error: ${error.message}`);
      }
      return failure(CAMERA_MESSAGES.unknown);
  }
}
