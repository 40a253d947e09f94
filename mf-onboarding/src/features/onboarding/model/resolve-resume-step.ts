import type { OnboardingStepId } from '@repwise/contracts';
import { isStepAutoCompletable } from './answer-validity';
import type { AnswerMap, OnboardingStep } from './question-types';

/** Where to resume and which steps count as complete, marked or by their saved answers. */
export interface ResumePoint {
  /** 0-based step to show. */
  stepIndex: number;
  /** Steps marked complete plus those auto-completed, in step order. */
  completedStepIds: OnboardingStepId[];
  /** Steps that were not marked complete but whose saved answers complete them. */
  autoCompletedStepIds: OnboardingStepId[];
}

/**
 * The resume rule (spec 02 §4): walk the steps in order and stop at the first that is neither
 * marked complete nor auto-completable; resume after the last complete one, capped at the final
 * step. With none complete, a saved current step (clamped into range) is used, else step 0.
 */
export function resolveResumeStep(
  steps: readonly OnboardingStep[],
  saved: { completedStepIds: readonly string[]; responses: AnswerMap; currentStep: number | null },
): ResumePoint {
  const marked = new Set(saved.completedStepIds);
  const completedStepIds: OnboardingStepId[] = [];
  const autoCompletedStepIds: OnboardingStepId[] = [];
  for (const step of steps) {
    if (marked.has(step.id)) {
      completedStepIds.push(step.id);
    } else if (isStepAutoCompletable(step, saved.responses)) {
      completedStepIds.push(step.id);
      autoCompletedStepIds.push(step.id);
    } else {
      break;
    }
  }
  const lastIndex = steps.length - 1;
  if (completedStepIds.length > 0) {
    return {
      stepIndex: Math.min(completedStepIds.length, lastIndex),
      completedStepIds,
      autoCompletedStepIds,
    };
  }
  const current = saved.currentStep ?? 0;
  return {
    stepIndex: Math.max(0, Math.min(Math.trunc(current), lastIndex)),
    completedStepIds,
    autoCompletedStepIds,
  };
}
