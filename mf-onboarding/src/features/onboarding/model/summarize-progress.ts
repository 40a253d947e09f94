/** Minutes the assessment estimates per step still to do (spec 02 §9). */
export const minutesPerStep = 2;

/** What the progress indicator shows. */
export interface ProgressSummary {
  /** Preset progress of the current step: 12.5 % per step, 100 on the last. */
  percent: number;
  completedCount: number;
  /** 1-based number of the step shown. */
  currentStepNumber: number;
  /** Steps neither complete nor the current one. */
  remainingCount: number;
  /** 2 minutes per step left, counting the current one. */
  minutesRemaining: number;
}

/** Summarizes progress for the indicator from the current 0-based step and the completed ids. */
export function summarizeProgress(
  stepIds: readonly string[],
  stepIndex: number,
  completedStepIds: readonly string[],
): ProgressSummary {
  const total = stepIds.length;
  const completed = new Set(completedStepIds);
  const remainingCount = stepIds.filter(
    (id, index) => index !== stepIndex && !completed.has(id),
  ).length;
  return {
    percent: ((stepIndex + 1) / total) * 100,
    completedCount: stepIds.filter((id) => completed.has(id)).length,
    currentStepNumber: stepIndex + 1,
    remainingCount,
    minutesRemaining: minutesPerStep * (total - stepIndex),
  };
}
