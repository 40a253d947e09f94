// A pose-tracking panel (spec 03 §2): camera or recorded video with the skeleton overlay, form
// badge, rep counter and session stats, a camera error card with "Try Again"; for deadlifts also
// the phase badge, danger banners and the AI Coach panel. The parts live beside it: the set being
// counted (use-set-session), the video stage, the source controls and the small panel parts.
import type { PoseTrackingPanelProps, TrackingPanelState } from '@repwise/contracts/pose';
import {
  selectVisibleCoachMessages,
  type DeadliftAnalysis,
  type TrackedExercise,
} from '@repwise/domain/pose';
import { Card } from '@repwise/ui';
import { useCallback, useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import type { CameraFailure } from '../camera/camera-errors';
import type { CameraState } from '../camera/live-camera';
import type { ModelVariant } from '../pipeline/pose-pipeline';
import { usePoseTracking } from '../tracking/use-pose-tracking';
import {
  CoachPanel,
  DangerBanners,
  FormBadge,
  PhaseBadge,
  RepCounter,
  Row,
  SessionStats,
} from './panel-parts';
import { RepHistory } from './rep-history';
import { useLatest, useModelVariant } from './panel-hooks';
import { SourceControls, type VideoSource } from './source-controls';
import { TrackingErrors } from './tracking-errors';
import { TrackingStage } from './tracking-stage';
import { useSetSession } from './use-set-session';

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
  /* As wide as the card, however wide a child's content: inside the active workout on a phone an
     auto column pushed the panel past its card's right edge. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(3)};
`;

export function TrackingPanel({
  exercise,
  isActive = true,
  targetReps = DEFAULT_TARGET_REPS,
  setNumber = 1,
  sessionId: requestedSessionId,
  userProfile,
  autoStart = false,
  initialSource = 'camera',
  variant: requestedVariant,
  headingLevel = 2,
  isCoachVisible = true,
  onRepCounted,
  onSetAnalysis,
  onRiskDetected,
  onRepStateChange,
  onTrackingStateChange,
}: TrackingPanelProps) {
  const headingId = useId();
  const [ownSessionId] = useState(() => crypto.randomUUID());
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
  const [coachShown, setCoachShown] = useState(isCoachVisible);
  const variant = useModelVariant(requestedVariant);
  const set = useSetSession({
    exercise,
    isActive,
    targetReps,
    setNumber,
    sessionId: requestedSessionId ?? ownSessionId,
    userProfile,
    onRepCounted,
    onSetAnalysis,
    onRiskDetected,
    onRepStateChange,
  });
  const { snapshot, restart } = set;

  useEffect(() => () => void (fileUrl && URL.revokeObjectURL(fileUrl)), [fileUrl]);

  const isCamera = source === 'camera';
  const tracking = usePoseTracking({
    video: isCamera ? cameraVideo : fileVideo,
    enabled:
      isActive &&
      variant !== null &&
      (isCamera ? cameraOn && cameraState !== 'error' : fileUrl !== null),
    running:
      isActive &&
      variant !== null &&
      !set.targetReached &&
      (isCamera ? cameraState === 'active' : fileAnalysing),
    variant: variant ?? 'full',
    isRecording: !isCamera,
    onFrame: set.onFrame,
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
  const latestOnState = useLatest(onTrackingStateChange);
  useEffect(() => {
    latestOnState.current?.(panelState, panelState === 'error' ? panelMessage : null);
  }, [panelState, panelMessage, latestOnState]);

  const onCameraState = useCallback((state: CameraState, failure: CameraFailure | null) => {
    setCameraState(state);
    setCameraFailure(failure);
  }, []);

  // With no picture to look at, the form badge says so rather than waiting for a body in view.
  const noPictureReason = isCamera
    ? cameraState === 'error'
      ? 'Camera unavailable'
      : cameraState === 'inactive'
        ? 'Camera off'
        : null
    : fileUrl === null
      ? 'No video chosen'
      : null;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const deadliftAnalysis =
    exercise === 'deadlift' ? (snapshot.analysis as DeadliftAnalysis | null) : null;

  return (
    <Panel as="section" aria-labelledby={headingId} data-exercise={exercise}>
      <Row>
        <Heading id={headingId} style={{ margin: 0, fontSize: '1.125rem' }}>
          {TITLES[exercise]}
        </Heading>
        <FormBadge
          analysis={snapshot.analysis}
          message={noPictureReason ?? snapshot.invalidReason}
        />
        {exercise === 'deadlift' && <PhaseBadge phase={snapshot.phase} />}
      </Row>

      <SourceControls
        source={source}
        onSourceChange={(next) => {
          setSource(next);
          restart();
        }}
        isCameraOn={cameraOn}
        onCameraToggle={() => setCameraOn((on) => !on)}
        hasFile={fileUrl !== null}
        isAnalysing={fileAnalysing}
        onFileChosen={(file) => {
          setFileError(null);
          setFileAnalysing(false);
          setFileUrl(URL.createObjectURL(file));
          restart();
        }}
        onAnalyseToggle={() => {
          if (!fileAnalysing) restart();
          setFileAnalysing((on) => !on);
        }}
      />

      <TrackingErrors
        cameraFailure={isCamera && cameraState === 'error' ? cameraFailure : null}
        onCameraRetry={() => {
          setCameraOn(true);
          setCameraAttempt((n) => n + 1);
        }}
        fileError={isCamera ? null : fileError}
        onFileRetry={() => setFileError(null)}
        trackingError={tracking.status === 'error' ? tracking.error : null}
        onTrackingRetry={tracking.retry}
      />

      <TrackingStage
        exercise={exercise}
        isCamera={isCamera}
        camera={{
          enabled: cameraOn && isActive,
          attempt: cameraAttempt,
          state: cameraState,
          onVideo: setCameraVideo,
          onState: onCameraState,
        }}
        file={{
          url: fileUrl,
          isAnalysing: fileAnalysing,
          onVideo: setFileVideo,
          onError: setFileError,
        }}
        landmarks={set.landmarks}
        frameSize={set.frameSize}
        isModelLoading={tracking.status === 'initializing'}
      />

      <Row>
        <RepCounter count={snapshot.repCount} target={targetReps} />
        {set.targetReached && <span role="status">Target reached: great set!</span>}
      </Row>
      {exercise === 'deadlift' && <DangerBanners analysis={deadliftAnalysis} />}
      <SessionStats
        lastRepScore={snapshot.lastRepScore}
        averageScore={snapshot.averageScore}
        bestScore={snapshot.bestScore}
        fps={tracking.status === 'tracking' ? tracking.fps : 0}
        backend={tracking.backend}
        threads={tracking.threads}
        variant={variant ?? 'full'}
      />
      <RepHistory reps={snapshot.reps} />
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
