// The live camera (react-webcam): 640x480, front-facing, 30 fps, no audio (spec 03 §9). States:
// inactive, initializing, active, error; the stream stops while the page is hidden and restarts
// when it is visible again.
import { useEffect, useRef, useState } from 'react';
import Webcam from 'react-webcam';
import {
  CAMERA_MESSAGES,
  cameraFailure,
  describeCameraError,
  type CameraFailure,
} from './camera-errors';
import { usePageVisible } from './use-page-visible';

export type CameraState = 'inactive' | 'initializing' | 'active' | 'error';

export const CAMERA_CONSTRAINTS: MediaTrackConstraints = {
  width: { ideal: 640 },
  height: { ideal: 480 },
  facingMode: 'user',
  frameRate: { ideal: 30 },
};

interface Props {
  /** The user switched the camera on. */
  enabled: boolean;
  /** Bumped by "Try Again" to ask for the camera afresh. */
  attempt: number;
  onVideo: (video: HTMLVideoElement | null) => void;
  onState: (state: CameraState, failure: CameraFailure | null) => void;
  label: string;
  className?: string;
}

export function LiveCamera({ enabled, attempt, onVideo, onState, label, className }: Props) {
  const visible = usePageVisible();
  const webcam = useRef<Webcam>(null);
  const [useDefaults, setUseDefaults] = useState(false);
  const [failed, setFailed] = useState(false);
  const onStateRef = useRef(onState);
  onStateRef.current = onState;
  const shouldStream = enabled && visible && !failed;

  useEffect(() => {
    setFailed(false);
    setUseDefaults(false);
  }, [attempt]);

  useEffect(() => {
    if (!shouldStream) {
      onVideo(null);
      if (!failed) onStateRef.current('inactive', null);
      return;
    }
    if (typeof navigator === 'undefined' || !navigator.mediaDevices?.getUserMedia) {
      setFailed(true);
      onStateRef.current('error', describeCameraError('getUserMedia not supported'));
      return;
    }
    onStateRef.current('initializing', null);
  }, [shouldStream, failed, onVideo, attempt, useDefaults]);

  if (!shouldStream) return null;
  return (
    <Webcam
      key={`${attempt}-${useDefaults}`}
      ref={webcam}
      className={className}
      aria-label={label}
      audio={false}
      mirrored
      playsInline
      muted
      videoConstraints={useDefaults ? true : CAMERA_CONSTRAINTS}
      onUserMedia={() => {
        const video = webcam.current?.video ?? null;
        if (!video) {
          // The stream started but react-webcam has no video element to show it in.
          onStateRef.current('error', cameraFailure(CAMERA_MESSAGES.noVideoElement));
          return;
        }
        onVideo(video);
        onStateRef.current('active', null);
      }}
      onUserMediaError={(error) => {
        const failure = describeCameraError(error);
        onStateRef.current('error', failure);
        if (failure.shouldRetryWithDefaults && !useDefaults) setUseDefaults(true);
        else setFailed(true);
      }}
    />
  );
}
