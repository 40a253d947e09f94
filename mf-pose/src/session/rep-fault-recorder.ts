// Keeps what the domain's per-rep fault finders need while a set runs: the posture samples of the
// rep in progress and, for deadlifts, the lifter's start posture (the set's first lockout).
import {
  findDeadliftRepFaults,
  findDeadliftStartPosture,
  findSquatRepFaults,
  sampleRepPosture,
  type DeadliftStartPosture,
  type PoseFrame,
  type RepFault,
  type RepPostureSample,
  type TrackedExercise,
  POSE_LOST_AFTER_MS,
} from '@repwise/domain/pose';

/** Samples kept per rep at most (20 s at 60 fps): a rep longer than that is judged on its end. */
const MAX_REP_SAMPLES = 1200;
/**
 * A newly found pose's first frames are not sampled: BlazePose's tracking region converges over
 * them and moves the landmarks by several percent of the frame (see DEADLIFT_FLOOR_STEADY).
 */
const SETTLING_MS = 250;

export class RepFaultRecorder {
  private samples: RepPostureSample[] = [];
  private lockoutSamples: RepPostureSample[] = [];
  private start: DeadliftStartPosture | null = null;
  private poseSinceMs: number | null = null;
  private lastFrameMs: number | null = null;

  constructor(private readonly exercise: TrackedExercise) {}

  reset(): void {
    this.samples = [];
    this.lockoutSamples = [];
    this.start = null;
    this.poseSinceMs = null;
    this.lastFrameMs = null;
  }

  /** Records a frame; `phase` is the rep machine's phase after it. */
  record(frame: PoseFrame, phase: string): void {
    const isFound =
      this.lastFrameMs === null || frame.timestampMs - this.lastFrameMs >= POSE_LOST_AFTER_MS;
    this.lastFrameMs = frame.timestampMs;
    if (isFound) this.poseSinceMs = frame.timestampMs;
    if (frame.timestampMs - (this.poseSinceMs ?? frame.timestampMs) < SETTLING_MS) return;
    const sample = sampleRepPosture(frame);
    this.samples.push(sample);
    if (this.samples.length > MAX_REP_SAMPLES) this.samples.shift();
    if (this.exercise !== 'deadlift' || this.start) return;
    if (phase === 'lockout') this.lockoutSamples.push(sample);
    else if (this.lockoutSamples.length > 0) this.fixStartPosture();
  }

  /** The faults of the rep just counted; the next rep's samples start afresh. */
  completeRep(): RepFault[] {
    const samples = this.samples;
    this.samples = [];
    if (this.exercise === 'squat') return findSquatRepFaults(samples);
    if (!this.start) this.fixStartPosture();
    return findDeadliftRepFaults(samples, this.start);
  }

  private fixStartPosture(): void {
    this.start = findDeadliftStartPosture(this.lockoutSamples);
    this.lockoutSamples = [];
  }
}
