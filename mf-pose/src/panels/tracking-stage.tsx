// The video area of a tracking panel: the live camera or the recorded video, the skeleton overlay
// on top, and what the stage says while there is nothing to track yet.
import type { TrackedExercise } from '@repwise/domain/pose';
import { Spinner } from '@repwise/ui';
import styled from 'styled-components';
import type { CameraFailure } from '../camera/camera-errors';
import { CAMERA_MESSAGES } from '../camera/camera-errors';
import { LiveCamera, type CameraState } from '../camera/live-camera';
import type { Landmark } from '../pipeline/geometry';
import { SkeletonOverlay } from './skeleton-overlay';

const Stage = styled.div`
  position: relative;
  width: 100%;
  max-width: 720px;
  aspect-ratio: 4 / 3;
  background: #000;
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;
  video {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
`;

const StageMessage = styled.div`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
  align-content: center;
  gap: ${({ theme }) => theme.space(2)};
  color: #f3f4f6;
  text-align: center;
  padding: ${({ theme }) => theme.space(4)};
`;

export interface TrackingStageProps {
  exercise: TrackedExercise;
  isCamera: boolean;
  camera: {
    /** Whether the camera should stream (switched on and tracking active). */
    enabled: boolean;
    attempt: number;
    state: CameraState;
    onVideo: (video: HTMLVideoElement | null) => void;
    onState: (state: CameraState, failure: CameraFailure | null) => void;
  };
  file: {
    url: string | null;
    isAnalysing: boolean;
    onVideo: (video: HTMLVideoElement | null) => void;
    onError: (message: string) => void;
  };
  landmarks: readonly Landmark[] | null;
  frameSize: { width: number; height: number };
  isModelLoading: boolean;
}

export function TrackingStage({
  exercise,
  isCamera,
  camera,
  file,
  landmarks,
  frameSize,
  isModelLoading,
}: TrackingStageProps) {
  return (
    <Stage>
      {isCamera ? (
        <LiveCamera
          enabled={camera.enabled}
          attempt={camera.attempt}
          onVideo={camera.onVideo}
          onState={camera.onState}
          label={`Camera view for ${exercise} tracking`}
        />
      ) : (
        file.url && (
          <video
            ref={file.onVideo}
            src={file.url}
            controls={!file.isAnalysing}
            playsInline
            muted
            aria-label={`Recorded ${exercise} set`}
            onError={() => file.onError(CAMERA_MESSAGES.streamFailed)}
          />
        )
      )}
      <SkeletonOverlay
        landmarks={landmarks}
        width={frameSize.width}
        height={frameSize.height}
        mirrored={isCamera}
      />
      {isCamera && camera.state !== 'active' && camera.state !== 'error' && (
        <StageMessage>
          {camera.state === 'initializing' ? (
            <>
              <Spinner />
              <span>Starting the camera…</span>
            </>
          ) : (
            <span>Camera off. Start the camera, stand side-on with your whole body in view.</span>
          )}
        </StageMessage>
      )}
      {isCamera && camera.state === 'error' && (
        // The stage was a blank black box under the camera error card.
        <StageMessage>
          No picture from the camera. Try again, or switch to Recorded video to analyse a set you
          filmed.
        </StageMessage>
      )}
      {!isCamera && !file.url && (
        <StageMessage>Choose a video of your set, then press Analyse video.</StageMessage>
      )}
      {isModelLoading && (
        <StageMessage>
          <Spinner />
          <span>Loading the pose model…</span>
        </StageMessage>
      )}
    </Stage>
  );
}
