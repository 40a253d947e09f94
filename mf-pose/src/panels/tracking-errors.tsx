// The error cards a tracking panel can show, each with its own "Try Again": the camera (denied or
// unavailable), a recorded video that cannot play, and the pose model failing to load.
import type { CameraFailure } from '../camera/camera-errors';
import { CameraErrorCard } from './panel-parts';

export interface TrackingErrorsProps {
  /** Shown only while the live camera is the source. */
  cameraFailure: CameraFailure | null;
  onCameraRetry: () => void;
  /** Shown only while a recorded video is the source. */
  fileError: string | null;
  onFileRetry: () => void;
  trackingError: string | null;
  onTrackingRetry: () => void;
}

export function TrackingErrors({
  cameraFailure,
  onCameraRetry,
  fileError,
  onFileRetry,
  trackingError,
  onTrackingRetry,
}: TrackingErrorsProps) {
  return (
    <>
      {cameraFailure && (
        <CameraErrorCard
          title={
            cameraFailure.isPermissionDenied ? 'Camera permission denied' : 'Camera unavailable'
          }
          message={cameraFailure.message}
          onRetry={onCameraRetry}
        />
      )}
      {fileError && (
        <CameraErrorCard title="Video unavailable" message={fileError} onRetry={onFileRetry} />
      )}
      {trackingError && (
        <CameraErrorCard
          title="Tracking unavailable"
          message={trackingError}
          onRetry={onTrackingRetry}
        />
      )}
    </>
  );
}
