// Turns pose estimates into the panels' state: the domain's rep machines and form analysis
// (@repwise/domain/pose), the AI coach, and per-set results. Plain TypeScript: the panels, the
// pipeline harness and the benchmark share it.
import type { RepStateDto, SetAnalysisReport } from '@repwise/contracts/pose';
import {
  finishDeadliftRep,
  findFormIssues,
  initialCoachState,
  initialDeadliftTrackState,
  initialSquatRepState,
  pickWorseAnalysis,
  reduceCoach,
  scoreRepFaults,
  trackDeadliftFrame,
  trackSquatFrame,
  type CoachState,
  type CoachUserProfile,
  type DeadliftTrackState,
  type FormAnalysis,
  type PoseFrame,
  type PoseKeypoint,
  type RepEvent,
  type RepFault,
  type SquatRepState,
  type TrackedExercise,
  type WorldPoint,
} from '@repwise/domain/pose';
import type { Landmark } from '../pipeline/geometry';
import { RepFaultRecorder } from './rep-fault-recorder';

export interface RepRecord {
  count: number;
  /** The rep's score: from its faults, less a tenth of its frames' mean loss (`scoreRepFaults`). */
  score: number;
  timestampMs: number;
  /** The rep's worst analysed frame, null when none of its frames could be analysed. */
  analysis: FormAnalysis | null;
  /** The rep's form faults, each with its worst frame's time and measure; empty when clean. */
  faults: RepFault[];
}

export interface TrackerSnapshot {
  exercise: TrackedExercise;
  repCount: number;
  /** Squat: 'up' | 'down'; deadlift: 'setup' | 'pull' | 'lockout' | 'lower'. */
  phase: RepStateDto['currentPhase'];
  lastRepScore: number | null;
  reps: readonly RepRecord[];
  /** The latest valid analysis, or null. */
  analysis: FormAnalysis | null;
  /** The spec message of the latest frame that could not be analysed, null when it could. */
  invalidReason: string | null;
  coach: CoachState;
  /** Mean / best rep score of the set, null before the first rep. */
  averageScore: number | null;
  bestScore: number | null;
  framesAnalysed: number;
  /** Frame time of the set's first and latest frames (ms), null before any. */
  setStartedMs: number | null;
  lastFrameMs: number | null;
}

/** BlazePose landmarks in frame pixels (and world landmarks in metres) → the domain's frame. */
export function toPoseFrame(
  landmarks: readonly Landmark[],
  width: number,
  height: number,
  timestampMs: number,
  worldLandmarks: readonly WorldPoint[] | null = null,
): PoseFrame {
  const keypoints: PoseKeypoint[] = landmarks.map((p) => ({
    x: p.x / width,
    y: p.y / height,
    z: p.z / width,
    score: p.visibility,
  }));
  return {
    keypoints,
    timestampMs,
    aspectRatio: width / height,
    ...(worldLandmarks ? { worldKeypoints: worldLandmarks } : {}),
  };
}

export const DEFAULT_COACH_PROFILE: CoachUserProfile = {
  name: 'there',
  fitnessLevel: 'INTERMEDIATE',
  goals: [],
  limitations: [],
  preferredFeedbackStyle: 'SUPPORTIVE',
};

export class ExerciseTracker {
  private squat: SquatRepState = initialSquatRepState;
  private deadlift: DeadliftTrackState = initialDeadliftTrackState;
  private coach: CoachState = initialCoachState;
  private reps: RepRecord[] = [];
  private analysis: FormAnalysis | null = null;
  private invalidReason: string | null = null;
  private frames = 0;
  private repWorst: FormAnalysis | null = null;
  private setStartedMs: number | null = null;
  private lastFrameMs: number | null = null;
  private readonly faults: RepFaultRecorder;

  constructor(
    readonly exercise: TrackedExercise,
    private readonly targetReps: number,
    private readonly profile: CoachUserProfile = DEFAULT_COACH_PROFILE,
  ) {
    this.faults = new RepFaultRecorder(exercise);
  }

  /** Starts a new set: counts, form history and the coach's progress announcements reset. */
  reset(nowMs = Date.now()): void {
    this.squat = initialSquatRepState;
    this.deadlift = initialDeadliftTrackState;
    this.reps = [];
    this.analysis = null;
    this.invalidReason = null;
    this.frames = 0;
    this.repWorst = null;
    this.setStartedMs = null;
    this.lastFrameMs = null;
    this.faults.reset();
    this.coach = reduceCoach(
      this.coach,
      { type: 'setStarted', exercise: this.exercise, timestampMs: nowMs },
      this.profile,
    );
  }

  /** Feeds one frame; returns the reps counted on it (usually none). */
  update(frame: PoseFrame, nowMs = Date.now()): RepRecord[] {
    this.frames++;
    this.setStartedMs ??= frame.timestampMs;
    this.lastFrameMs = frame.timestampMs;
    const step =
      this.exercise === 'squat'
        ? trackSquatFrame(this.squat, frame)
        : trackDeadliftFrame(this.deadlift, frame);
    if (this.exercise === 'squat') this.squat = step.state as SquatRepState;
    else this.deadlift = step.state as DeadliftTrackState;
    if (step.outcome.isValid) {
      this.analysis = step.outcome.analysis;
      this.invalidReason = null;
      this.repWorst = pickWorseAnalysis<FormAnalysis>(this.repWorst, step.outcome.analysis);
    } else {
      this.invalidReason = step.outcome.message;
    }
    const phase =
      this.exercise === 'squat' ? this.squat.currentPhase : this.deadlift.rep.currentPhase;
    if ('isDiscontinuity' in step && step.isDiscontinuity) {
      // A cut: the last take's rep (if it reached lockout) is judged on that take's frames, and
      // the new take is compared with its own start posture.
      const counted = this.countReps(step.events, nowMs);
      this.faults.reset();
      this.faults.record(frame, phase);
      return counted;
    }
    this.faults.record(frame, phase);
    return this.countReps(step.events, nowMs);
  }

  /**
   * Ends the set: a deadlift rep that reached lockout but was not yet back on the floor (the
   * video or the set stopped) counts now. Returns the reps counted (none or one).
   */
  finish(nowMs = Date.now()): RepRecord[] {
    if (this.exercise !== 'deadlift' || this.lastFrameMs === null) return [];
    const step = finishDeadliftRep(this.deadlift.rep, this.lastFrameMs);
    this.deadlift = { ...this.deadlift, rep: step.state };
    return this.countReps(step.events, nowMs);
  }

  private countReps(events: readonly RepEvent<string>[], nowMs: number): RepRecord[] {
    const counted: RepRecord[] = [];
    for (const event of events) {
      if (event.type !== 'rep') continue;
      const faults = this.faults.completeRep();
      const rep = {
        count: event.count,
        score: scoreRepFaults(faults, event.score),
        timestampMs: event.timestampMs,
        analysis: this.repWorst,
        faults,
      };
      counted.push(rep);
      this.reps.push(rep);
      this.repWorst = null;
      this.coach = reduceCoach(
        this.coach,
        {
          type: 'repCounted',
          exercise: this.exercise,
          analysis: rep.analysis,
          repScore: rep.score,
          repCount: event.count,
          targetReps: this.targetReps,
          timestampMs: nowMs,
        },
        this.profile,
      );
    }
    return counted;
  }

  snapshot(): TrackerSnapshot {
    const scores = this.reps.map((r) => r.score);
    const rep = this.exercise === 'squat' ? this.squat : this.deadlift.rep;
    return {
      exercise: this.exercise,
      repCount: rep.currentCount,
      phase: rep.currentPhase,
      lastRepScore: this.reps.at(-1)?.score ?? rep.lastRepScore,
      reps: [...this.reps],
      analysis: this.analysis,
      invalidReason: this.invalidReason,
      coach: this.coach,
      averageScore: scores.length
        ? Math.round((scores.reduce((a, b) => a + b, 0) / scores.length) * 10) / 10
        : null,
      bestScore: scores.length ? Math.max(...scores) : null,
      framesAnalysed: this.frames,
      setStartedMs: this.setStartedMs,
      lastFrameMs: this.lastFrameMs,
    };
  }
}

/** The rep machine's state as the panels report it (contracts `RepStateDto`). */
export function toRepState(snapshot: TrackerSnapshot, repCompleted: boolean): RepStateDto {
  return {
    currentCount: snapshot.repCount,
    repCompleted,
    currentPhase: snapshot.phase,
    formQuality: snapshot.analysis?.overallScore ?? null,
    lastRepScore: snapshot.lastRepScore,
  };
}

/** A finished set's report (contracts `SetAnalysisReport`). */
export function buildSetReport(snapshot: TrackerSnapshot, setNumber: number): SetAnalysisReport {
  const analyses = snapshot.reps.flatMap((r) => (r.analysis ? [r.analysis] : []));
  const safetyIssues = analyses.flatMap((a) =>
    findFormIssues(a)
      .filter((issue) => issue.isSafetyIssue)
      .map((issue) => issue.correction),
  );
  const durationMs =
    snapshot.setStartedMs === null || snapshot.lastFrameMs === null
      ? 0
      : snapshot.lastFrameMs - snapshot.setStartedMs;
  return {
    exercise: snapshot.exercise,
    setNumber,
    reps: snapshot.repCount,
    formScores: snapshot.reps.map((r) => r.score),
    averageFormScore: snapshot.averageScore ?? 0,
    analyses,
    repFaults: snapshot.reps.map((r) => r.faults),
    duration: Math.round(durationMs / 1000),
    safetyIssues: [...new Set(safetyIssues)],
  };
}
