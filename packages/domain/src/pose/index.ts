/**
 * Public API of the pose domain (import from '@repwise/domain/pose'): the analysis engines of
 * spec 03 §3-§5 and §9. Pure and deterministic: time always comes in as epoch or video
 * milliseconds, nothing reads the clock, nothing mutates its inputs.
 *
 * Landmarks: every frame carries BlazePose's 33 landmarks in order, in NORMALISED image
 * coordinates: x = pixelX / frameWidth, y = pixelY / frameHeight (0..1, y pointing down), z
 * optional (unused), score = the landmark's visibility 0..1 (sigmoid of the model's logit). From
 * pixels: `{ x: px / width, y: py / height, score }`. Pass `aspectRatio = width / height` so
 * angles come out in square pixels; distances (bar lift, bar path) are in frame heights. Pass the
 * model's world landmarks (metres) as `worldKeypoints` too when you have them: knee and hip
 * angles and torso lean are then measured in 3-D, which a front-facing camera needs (a squat
 * seen from the front bends the knees toward the lens, where 2-D angles hardly change).
 *
 * @example Counting and scoring squats, one call per video frame:
 * ```ts
 * import { initialSquatRepState, trackSquatFrame } from '@repwise/domain/pose';
 *
 * let squat = initialSquatRepState;
 * function onFrame(landmarks: PoseKeypoint[], timestampMs: number) {
 *   const step = trackSquatFrame(squat, { keypoints: landmarks, timestampMs, aspectRatio: 640 / 480 });
 *   squat = step.state; // squat.currentCount, squat.lastRepScore, squat.currentPhase ('up' | 'down')
 *   if (step.outcome.isValid) {
 *     const { overallScore, label, feedback } = step.outcome.analysis; // live badge: 1-10, 'Good', lines
 *   } else {
 *     showHint(step.outcome.message); // 'Low pose detection confidence', ...
 *   }
 *   for (const event of step.events) if (event.type === 'rep') onRepCounted(event.count, event.score);
 * }
 * ```
 * Deadlifts work the same with `initialDeadliftTrackState` / `trackDeadliftFrame` (the phase
 * badge is `state.rep.currentPhase`: setup, pull, lockout, lower). Keep the rep's worst analysis
 * with `pickWorseAnalysis` and, on each rep event, feed it to `reduceCoach` (messages to show:
 * `selectVisibleCoachMessages`) and `recordMovement` (risk; `buildRiskProfile` for the panel).
 * After a set: `addSetToExerciseResult`; after the workout: `addSessionToProgress`, then
 * `computeExerciseMetrics` + `buildModifications` + `buildAdaptivePlan` for the adaptive panel.
 */
export * from './pose-constants';
export * from './pose-types';
export * from './geometry/measure-angles';
export * from './geometry/read-keypoints';
export * from './geometry/measure-body';
export * from './analysis/analysis-types';
export * from './analysis/validate-pose-keypoints';
export * from './analysis/score-form';
export * from './analysis/classify-squat-form';
export * from './analysis/classify-deadlift-form';
export * from './analysis/measure-bar-path';
export * from './analysis/analyze-squat';
export * from './analysis/analyze-deadlift';
export * from './analysis/pick-worse-analysis';
export * from './reps/rep-history';
export * from './reps/reduce-squat-rep';
export * from './reps/reduce-deadlift-rep';
export * from './reps/track-squat-frame';
export * from './reps/track-deadlift-frame';
export * from './reps/detect-pose-jump';
export * from './faults/form-fault-types';
export * from './faults/fault-thresholds';
export * from './faults/sample-rep-posture';
export * from './faults/find-rep-faults';
export * from './faults/score-rep-faults';
export * from './coach/coach-types';
export * from './coach/find-form-issues';
export * from './coach/phrase-coach-message';
export * from './coach/reduce-coach';
export * from './risk/risk-types';
export * from './risk/assess-risk-thresholds';
export * from './risk/compute-risk-score';
export * from './risk/risk-catalogue';
export * from './risk/reduce-risk-tracker';
export * from './risk/record-movement';
export * from './risk/build-risk-profile';
export * from './risk/summarize-risk';
export * from './progress/progress-types';
export * from './progress/add-set-to-exercise-result';
export * from './progress/compute-trend';
export * from './progress/add-session-to-progress';
export * from './progress/compute-progress-metrics';
export * from './progress/build-form-history';
export * from './adaptive/adaptive-types';
export * from './adaptive/compute-exercise-metrics';
export * from './adaptive/build-modifications';
export * from './adaptive/build-adaptive-plan';
