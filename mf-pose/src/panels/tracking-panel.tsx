// A pose-tracking panel (spec 03 §2): camera or recorded video with the skeleton overlay, form
// badge, rep counter and session stats, a camera error card with "Try Again"; for deadlifts also
// the phase badge, danger banners and the AI Coach panel.
import type { PoseTrackingPanelProps, TrackingPanelState } from '@repwise/contracts/pose';
import {
  selectVisibleCoachMessages,
  type DeadliftAnalysis,
  type TrackedExercise,
} from '@repwise/domain/pose';
import { Button, Card, Spinner } from '@repwise/ui';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { CAMERA_MESSAGES, type CameraFailure } from '../camera/camera-errors';
import { LiveCamera, type CameraState } from '../camera/live-camera';
import type { Landmark } from '../pipeline/geometry';
import type { ModelVariant } from '../pipeline/pose-pipeline';
import { hasWebGpuAdapter } from '../pipeline/runtime';
import {
  DEFAULT_COACH_PROFILE,
  ExerciseTracker,
  buildSetReport,
  toPoseFrame,
  toRepState,
  type TrackerSnapshot,
} from '../session/exercise-tracker';
import { usePoseTracking, type FrameResult } from '../tracking/use-pose-tracking';
import {
  CameraErrorCard,
  CoachPanel,
  DangerBanners,
  FormBadge,
  PhaseBadge,
  RepCounter,
  Row,
  SessionStats,
} from './panel-parts';
import { SkeletonOverlay } from './skeleton-overlay';

export type VideoSource = 'camera' | 'file';

/**
 * The contract props (`PoseTrackingPanelProps` of @repwise/contracts/pose, all optional here so
 * the Form Analysis screen can use the panel on its own) plus the screen's extras.
 */
export interface TrackingPanelProps extends Partial<Omit<PoseTrackingPanelProps, 'themeMode'>> {
  exercise: TrackedExercise;
  /** Start the camera as soon as the panel is active (the workout's AI toggle already asked). */
  autoStart?: boolean;
  initialSource?: VideoSource;
  /** Model variant; by default heavy on WebGPU, full on CPU (WASM). */
  variant?: ModelVariant;
  /** Heading level of the panel title (2 on its own screen, 3 inside the active workout). */
  headingLevel?: 2 | 3;
  /** Deadlift: whether the AI Coach starts shown. */
  isCoachVisible?: boolean;
}

const DEFAULT_TARGET_REPS = 10;
const TITLES: Record<TrackedExercise, string> = {
  squat: 'Squat form tracking',
  deadlift: 'Deadlift form tracking',
};

const Panel = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

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

const Segmented = styled.div`
  display: inline-flex;
  gap: ${({ theme }) => theme.space(1)};
`;

export function TrackingPanel({
  exercise,
  isActive = true,
  targetReps = DEFAULT_TARGET_REPS,
  setNumber = 1,
  userProfile,
  autoStart = false,
  initialSource = 'camera',
  variant: requestedVariant,
  headingLevel = 2,
  isCoachVisible = true,
  onRepCounted,
  onSetAnalysis,
  onRepStateChange,
  onTrackingStateChange,
}: TrackingPanelProps) {
  const headingId = useId();
  const fileInputId = useId();
  const [source, setSource] = useState<VideoSource>(initialSource);
  const [cameraOn, setCameraOn] = useState(autoStart);
  const [cameraAttempt, setCameraAttempt] = useState(0);
  const [cameraState, setCameraState] = useState<CameraState>('inactive');
  const [cameraFailure, setCameraFailure] = useState<CameraFailure | null>(null);
  const [cameraVideo, setCameraVideo] = useState<HTMLVideoElement | null>(null);
  const [fileUrl, setFileUrl] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [fileVideo, setFileVideo] = useState<HTMLVideoElement | null>(null);
  const [fileAnalysing, setFileAnalysing] = useState(false);
  const [variant, setVariant] = useState<ModelVariant | null>(requestedVariant ?? null);
  const [landmarks, setLandmarks] = useState<readonly Landmark[] | null>(null);
  const [frameSize, setFrameSize] = useState({ width: 640, height: 480 });
  const [coachShown, setCoachShown] = useState(isCoachVisible);
  // The profile is compared by value: hosts may pass a new object on every render.
  const profileKey = JSON.stringify(userProfile ?? DEFAULT_COACH_PROFILE);
  const tracker = useMemo(
    () => new ExerciseTracker(exercise, targetReps, JSON.parse(profileKey)),
    [exercise, targetReps, profileKey],
  );
  const [snapshot, setSnapshot] = useState<TrackerSnapshot>(() => tracker.snapshot());
  const callbacks = useRef({
    onRepCounted,
    onSetAnalysis,
    onRepStateChange,
    onTrackingStateChange,
  });
  callbacks.current = { onRepCounted, onSetAnalysis, onRepStateChange, onTrackingStateChange };
  const setRef = useRef({ number: setNumber, reported: false });

  /** Reports the set once (when it has at least one rep). */
  const reportSet = useCallback(() => {
    const current = tracker.snapshot();
    if (setRef.current.reported || current.repCount === 0) return;
    setRef.current.reported = true;
    callbacks.current.onSetAnalysis?.(buildSetReport(current, setRef.current.number));
  }, [tracker]);

  const restart = useCallback(() => {
    tracker.reset();
    setRef.current.reported = false;
    setSnapshot(tracker.snapshot());
  }, [tracker]);

  useEffect(() => {
    if (requestedVariant) return setVariant(requestedVariant);
    let cancelled = false;
    void hasWebGpuAdapter().then((gpu) => !cancelled && setVariant(gpu ? 'heavy' : 'full'));
    return () => {
      cancelled = true;
    };
  }, [requestedVariant]);

  useEffect(() => {
    restart();
    return reportSet;
  }, [restart, reportSet]);

  useEffect(() => {
    if (setRef.current.number === setNumber) return;
    reportSet();
    setRef.current = { number: setNumber, reported: false };
    restart();
  }, [setNumber, reportSet, restart]);

  useEffect(() => {
    if (!isActive) reportSet();
  }, [isActive, reportSet]);

  useEffect(() => () => void (fileUrl && URL.revokeObjectURL(fileUrl)), [fileUrl]);

  const targetReached = snapshot.repCount >= targetReps;
  const isCamera = source === 'camera';
  const video = isCamera ? cameraVideo : fileVideo;
  const running =
    isActive &&
    variant !== null &&
    !targetReached &&
    (isCamera ? cameraState === 'active' : fileAnalysing);

  const onFrame = useCallback(
    ({ estimate, width, height, timestampMs }: FrameResult) => {
      setLandmarks(estimate.landmarks);
      setFrameSize((size) =>
        size.width === width && size.height === height ? size : { width, height },
      );
      if (!estimate.landmarks) return;
      const before = tracker.snapshot();
      const frame = toPoseFrame(
        estimate.landmarks,
        width,
        height,
        timestampMs,
        estimate.worldLandmarks,
      );
      const reps = tracker.update(frame);
      const next = tracker.snapshot();
      setSnapshot(next);
      for (const rep of reps) {
        callbacks.current.onRepCounted?.({
          exercise,
          repNumber: rep.count,
          score: rep.score,
          analysis: rep.analysis,
          timestampMs: rep.timestampMs,
        });
      }
      if (reps.length > 0 || next.phase !== before.phase) {
        callbacks.current.onRepStateChange?.(toRepState(next, reps.length > 0));
      }
      if (next.repCount >= targetReps) reportSet();
    },
    [tracker, exercise, targetReps, reportSet],
  );

  const tracking = usePoseTracking({
    video,
    enabled:
      isActive &&
      variant !== null &&
      (isCamera ? cameraOn && cameraState !== 'error' : fileUrl !== null),
    running,
    variant: variant ?? 'full',
    isRecording: !isCamera,
    onFrame,
    onRecordingEnd: () => setFileAnalysing(false),
  });

  const panelState: TrackingPanelState =
    tracking.status === 'error' || (isCamera && cameraState === 'error')
      ? 'error'
      : tracking.status;
  const panelMessage =
    tracking.status === 'error'
      ? tracking.error
      : isCamera
        ? (cameraFailure?.message ?? null)
        : null;
  useEffect(() => {
    callbacks.current.onTrackingStateChange?.(
      panelState,
      panelState === 'error' ? panelMessage : null,
    );
  }, [panelState, panelMessage]);

  const onCameraState = useCallback((state: CameraState, failure: CameraFailure | null) => {
    setCameraState(state);
    setCameraFailure(failure);
  }, []);

  const chooseSource = (next: VideoSource) => {
    setSource(next);
    setLandmarks(null);
    restart();
  };

  const onFile = (file: File | undefined) => {
    if (!file) return;
    setFileError(null);
    setFileAnalysing(false);
    setFileUrl(URL.createObjectURL(file));
    restart();
  };

  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const deadliftAnalysis =
    exercise === 'deadlift' ? (snapshot.analysis as DeadliftAnalysis | null) : null;
  const trackingLabel =
    tracking.status === 'initializing'
      ? 'Loading the pose model…'
      : tracking.status === 'tracking'
        ? 'Tracking'
        : null;

  return (
    <Panel as="section" aria-labelledby={headingId} data-exercise={exercise}>
      <Row>
        <Heading id={headingId} style={{ margin: 0, fontSize: '1.125rem' }}>
          {TITLES[exercise]}
        </Heading>
        <FormBadge analysis={snapshot.analysis} message={snapshot.invalidReason} />
        {exercise === 'deadlift' && <PhaseBadge phase={snapshot.phase} />}
      </Row>

      <Row>
        <Segmented role="radiogroup" aria-label="Video source">
          <Button
            type="button"
            role="radio"
            aria-checked={isCamera}
            $variant={isCamera ? 'primary' : 'secondary'}
            $size="sm"
            onClick={() => chooseSource('camera')}
          >
            Live camera
          </Button>
          <Button
            type="button"
            role="radio"
            aria-checked={!isCamera}
            $variant={!isCamera ? 'primary' : 'secondary'}
            $size="sm"
            onClick={() => chooseSource('file')}
          >
            Recorded video
          </Button>
        </Segmented>
        {isCamera ? (
          <Button
            type="button"
            $variant={cameraOn ? 'secondary' : 'primary'}
            $size="sm"
            onClick={() => setCameraOn((on) => !on)}
          >
            {cameraOn ? 'Stop camera' : 'Start camera'}
          </Button>
        ) : (
          <>
            <label htmlFor={fileInputId}>Video of your set</label>
            <input
              id={fileInputId}
              type="file"
              accept="video/*"
              onChange={(e) => onFile(e.target.files?.[0])}
            />
            <Button
              type="button"
              $size="sm"
              disabled={!fileUrl}
              onClick={() => {
                if (!fileAnalysing) restart();
                setFileAnalysing((on) => !on);
              }}
            >
              {fileAnalysing ? 'Stop analysis' : 'Analyse video'}
            </Button>
          </>
        )}
      </Row>

      {isCamera && cameraState === 'error' && cameraFailure && (
        <CameraErrorCard
          title={
            cameraFailure.isPermissionDenied ? 'Camera permission denied' : 'Camera unavailable'
          }
          message={cameraFailure.message}
          onRetry={() => {
            setCameraOn(true);
            setCameraAttempt((n) => n + 1);
          }}
        />
      )}
      {!isCamera && fileError && (
        <CameraErrorCard
          title="Video unavailable"
          message={fileError}
          onRetry={() => setFileError(null)}
        />
      )}
      {tracking.status === 'error' && tracking.error && (
        <CameraErrorCard
          title="Tracking unavailable"
          message={tracking.error}
          onRetry={tracking.retry}
        />
      )}

      <Stage>
        {isCamera ? (
          <LiveCamera
            enabled={cameraOn && isActive}
            attempt={cameraAttempt}
            onVideo={setCameraVideo}
            onState={onCameraState}
            label={`Camera view for ${exercise} tracking`}
          />
        ) : (
          fileUrl && (
            <video
              ref={setFileVideo}
              src={fileUrl}
              controls={!fileAnalysing}
              playsInline
              muted
              aria-label={`Recorded ${exercise} set`}
              onError={() => setFileError(CAMERA_MESSAGES.streamFailed)}
            />
          )
        )}
        <SkeletonOverlay
          landmarks={landmarks}
          width={frameSize.width}
          height={frameSize.height}
          mirrored={isCamera}
        />
        {isCamera && cameraState !== 'active' && cameraState !== 'error' && (
          <StageMessage>
            {cameraState === 'initializing' ? (
              <>
                <Spinner />
                <span>Starting the camera…</span>
              </>
            ) : (
              <span>Camera off. Start the camera, stand side-on with your whole body in view.</span>
            )}
          </StageMessage>
        )}
        {!isCamera && !fileUrl && (
          <StageMessage>Choose a video of your set, then press Analyse video.</StageMessage>
        )}
        {trackingLabel === 'Loading the pose model…' && (
          <StageMessage>
            <Spinner />
            <span>{trackingLabel}</span>
          </StageMessage>
        )}
      </Stage>

      <Row>
        <RepCounter count={snapshot.repCount} target={targetReps} />
        {targetReached && <span role="status">Target reached: great set!</span>}
      </Row>
      {exercise === 'deadlift' && <DangerBanners analysis={deadliftAnalysis} />}
      <SessionStats
        lastRepScore={snapshot.lastRepScore}
        averageScore={snapshot.averageScore}
        bestScore={snapshot.bestScore}
        fps={tracking.status === 'tracking' ? tracking.fps : 0}
        backend={tracking.backend}
        variant={variant ?? 'full'}
      />
      {exercise === 'deadlift' && (
        <CoachPanel
          messages={selectVisibleCoachMessages(snapshot.coach)}
          shown={coachShown}
          onToggle={() => setCoachShown((s) => !s)}
        />
      )}
    </Panel>
  );
}
