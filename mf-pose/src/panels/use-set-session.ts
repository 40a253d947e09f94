// The set a tracking panel is counting: feeds pose estimates to the exercise tracker, reports reps,
// rep-state changes and risks as they happen, and reports the finished set exactly once (target
// reached, set number changed, tracking switched off, or the panel gone) — the contract of
// `PoseTrackingPanelProps` in @repwise/contracts/pose.
import type { PoseTrackingPanelProps } from '@repwise/contracts/pose';
import {
  initialRiskTrackerState,
  type CoachUserProfile,
  type TrackedExercise,
} from '@repwise/domain/pose';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Landmark } from '../pipeline/geometry';
import {
  DEFAULT_COACH_PROFILE,
  ExerciseTracker,
  buildSetReport,
  toPoseFrame,
  toRepState,
  type TrackerSnapshot,
} from '../session/exercise-tracker';
import type { FrameResult } from '../tracking/use-pose-tracking';
import { watchRepRisk } from './risk-watch';

type Callbacks = Pick<
  PoseTrackingPanelProps,
  'onRepCounted' | 'onSetAnalysis' | 'onRiskDetected' | 'onRepStateChange'
>;

export interface SetSessionOptions extends Partial<Callbacks> {
  exercise: TrackedExercise;
  isActive: boolean;
  targetReps: number;
  setNumber: number;
  sessionId: string;
  userProfile: CoachUserProfile | undefined;
}

export interface SetSession {
  snapshot: TrackerSnapshot;
  /** The latest frame's landmarks in frame pixels, and the frame's size, for the overlay. */
  landmarks: readonly Landmark[] | null;
  frameSize: { width: number; height: number };
  targetReached: boolean;
  onFrame: (result: FrameResult) => void;
  /** Starts the set over (a new video source or file): counts and history reset. */
  restart: () => void;
}

export function useSetSession({
  exercise,
  isActive,
  targetReps,
  setNumber,
  sessionId,
  userProfile,
  ...callbacks
}: SetSessionOptions): SetSession {
  // The profile is compared by value: hosts may pass a new object on every render.
  const profileKey = JSON.stringify(userProfile ?? DEFAULT_COACH_PROFILE);
  const tracker = useMemo(
    () => new ExerciseTracker(exercise, targetReps, JSON.parse(profileKey)),
    [exercise, targetReps, profileKey],
  );
  const [snapshot, setSnapshot] = useState<TrackerSnapshot>(() => tracker.snapshot());
  const [landmarks, setLandmarks] = useState<readonly Landmark[] | null>(null);
  const [frameSize, setFrameSize] = useState({ width: 640, height: 480 });
  const latest = useRef(callbacks);
  latest.current = callbacks;
  const setRef = useRef({ number: setNumber, reported: false });
  const risk = useRef(initialRiskTrackerState);

  /** Reports the set once (when it has at least one rep). */
  const reportSet = useCallback(() => {
    // A deadlift rep still up (or on its way down) when the set ends counts.
    if (!setRef.current.reported) tracker.finish();
    const current = tracker.snapshot();
    if (setRef.current.reported || current.repCount === 0) return;
    setRef.current.reported = true;
    latest.current.onSetAnalysis?.(buildSetReport(current, setRef.current.number));
  }, [tracker]);

  const restart = useCallback(() => {
    tracker.reset();
    setRef.current.reported = false;
    setSnapshot(tracker.snapshot());
    setLandmarks(null);
  }, [tracker]);

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
      const { onRepCounted, onRiskDetected, onRepStateChange } = latest.current;
      for (const rep of reps) {
        onRepCounted?.({
          exercise,
          repNumber: rep.count,
          score: rep.score,
          analysis: rep.analysis,
          faults: rep.faults,
          timestampMs: rep.timestampMs,
        });
        const watched = watchRepRisk(
          risk.current,
          { exercise, sessionId, score: rep.score, analysis: rep.analysis },
          Date.now(),
        );
        risk.current = watched.state;
        if (watched.event) onRiskDetected?.(watched.event);
      }
      if (reps.length > 0 || next.phase !== before.phase) {
        onRepStateChange?.(toRepState(next, reps.length > 0));
      }
      if (next.repCount >= targetReps) reportSet();
    },
    [tracker, exercise, sessionId, targetReps, reportSet],
  );

  return {
    snapshot,
    landmarks,
    frameSize,
    targetReached: snapshot.repCount >= targetReps,
    onFrame,
    restart,
  };
}
