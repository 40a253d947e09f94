import type { OnboardingAnswer, OnboardingProgress, OnboardingStepId } from '@repwise/contracts';
import { useCallback, useState } from 'react';
import type { AnswerMap } from '../model/question-types';
import { onboardingSteps } from '../model/step-definitions';
import { minutesPerStep } from '../model/summarize-progress';
import type { FieldErrors } from '../model/validate-step';
import type { WizardStart } from './use-onboarding-start';

/** The wizard's state and the moves on it. */
export function useWizardState(start: WizardStart) {
  const [stepIndex, setStepIndex] = useState(start.stepIndex);
  const [responses, setResponses] = useState<AnswerMap>(start.responses);
  const [completedStepIds, setCompletedStepIds] = useState<OnboardingStepId[]>(
    start.completedStepIds,
  );
  const [errors, setErrors] = useState<FieldErrors>({});

  const setAnswer = useCallback((questionId: string, answer: OnboardingAnswer) => {
    setResponses((current) => ({ ...current, [questionId]: answer }));
    setErrors((current) => {
      if (!(questionId in current)) return current;
      return Object.fromEntries(Object.entries(current).filter(([id]) => id !== questionId));
    });
  }, []);

  const goToStep = useCallback((index: number) => {
    setStepIndex(Math.max(0, Math.min(index, onboardingSteps.length - 1)));
    setErrors({});
  }, []);

  const markCompleted = useCallback((stepId: OnboardingStepId) => {
    setCompletedStepIds((current) => (current.includes(stepId) ? current : [...current, stepId]));
  }, []);

  /** The progress object as saved locally and by autosave (spec 02 §3). */
  const buildProgress = useCallback(
    (now: Date): OnboardingProgress => ({
      currentStep: stepIndex,
      totalSteps: onboardingSteps.length,
      completedSteps: completedStepIds,
      responses,
      startedAt: start.startedAt,
      lastUpdated: now.toISOString(),
      estimatedTimeRemaining: minutesPerStep * (onboardingSteps.length - stepIndex),
    }),
    [stepIndex, completedStepIds, responses, start.startedAt],
  );

  return {
    stepIndex,
    responses,
    completedStepIds,
    errors,
    setErrors,
    setAnswer,
    goToStep,
    markCompleted,
    buildProgress,
  };
}
