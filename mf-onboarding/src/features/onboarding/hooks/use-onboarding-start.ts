import { ApiError, type ApiClient, type RemoteAppProps } from '@repwise/contracts';
import { useEffect, useRef, useState } from 'react';
import {
  fetchOnboardingCompleted,
  fetchOnboardingCompletion,
  fetchOnboardingProgress,
  resetOnboarding,
} from '../api/onboarding-api';
import { readCompletionAnswers } from '../model/read-completion-answers';
import { pickNewestProgress } from '../model/pick-newest-progress';
import type { AnswerMap } from '../model/question-types';
import { resolveResumeStep } from '../model/resolve-resume-step';
import { onboardingSteps } from '../model/step-definitions';
import { clearLocalProgress, readLocalProgress } from '../storage/local-progress';
import type { OnboardingStepId } from '@repwise/contracts';

/** Where the wizard opens: step, answers, completed steps and when the assessment began (ISO). */
export interface WizardStart {
  stepIndex: number;
  responses: AnswerMap;
  completedStepIds: OnboardingStepId[];
  startedAt: string;
}

/** What the screen shows while the start is decided. */
export type StartPhase = 'loading' | 'resetting' | 'redirecting' | 'ready';

function startFresh(): WizardStart {
  return { stepIndex: 0, responses: {}, completedStepIds: [], startedAt: new Date().toISOString() };
}

async function isAlreadyCompleted(request: ApiClient): Promise<boolean> {
  try {
    return await fetchOnboardingCompleted(request);
  } catch {
    // Spec 01 §2: a failed status check counts as not completed.
    return false;
  }
}

/** Edit mode without saved progress: every step holds the completed answers, starting at step 1. */
async function loadCompletedAnswers(request: ApiClient): Promise<WizardStart | null> {
  try {
    const responses = readCompletionAnswers(await fetchOnboardingCompletion(request));
    if (Object.keys(responses).length === 0) return null;
    return { ...startFresh(), responses, completedStepIds: onboardingSteps.map((step) => step.id) };
  } catch {
    // Without the stored answers the user can still answer afresh.
    return null;
  }
}

async function loadServerProgress(request: ApiClient) {
  try {
    return await fetchOnboardingProgress(request);
  } catch {
    // The server copy is a convenience: without it the local copy (or a fresh start) is used.
    return null;
  }
}

/**
 * Decides how the assessment starts (spec 02 §2, §4): a retake resets first; a completed user (not
 * editing) goes to the dashboard; otherwise saved progress (newest of server and local) resumes.
 */
export function useOnboardingStart({
  request,
  userId,
  isRetake,
  isEditMode,
  navigate,
  notify,
}: {
  request: ApiClient;
  userId: string | null;
  isRetake: boolean;
  isEditMode: boolean;
} & Pick<RemoteAppProps, 'navigate' | 'notify'>) {
  const [phase, setPhase] = useState<StartPhase>(isRetake ? 'resetting' : 'loading');
  const [start, setStart] = useState<WizardStart | null>(null);
  const hasStarted = useRef(false);

  useEffect(() => {
    // Runs once per mount (twice-run effects in development must not reset twice).
    if (hasStarted.current) return;
    hasStarted.current = true;

    async function retake() {
      try {
        await resetOnboarding(request);
        notify({
          title: 'Onboarding Reset',
          description: 'Starting fresh with your fitness assessment.',
        });
      } catch (error) {
        notify({
          title: 'Error',
          description: error instanceof ApiError ? error.message : 'Failed to reset onboarding.',
          variant: 'destructive',
        });
      }
      clearLocalProgress(userId);
      navigate('/onboarding', { replace: true });
      setStart(startFresh());
      setPhase('ready');
    }

    async function resume() {
      const isCompleted = await isAlreadyCompleted(request);
      if (isCompleted && !isEditMode) {
        setPhase('redirecting');
        navigate('/app/dashboard', { replace: true });
        return;
      }
      const saved = pickNewestProgress(
        await loadServerProgress(request),
        readLocalProgress(userId),
      );
      const hasSavedWork =
        saved !== null &&
        (Object.keys(saved.responses).length > 0 ||
          saved.completedSteps.length > 0 ||
          saved.currentStep > 0);
      // Editing a completed profile: unsaved edits resume as usual, otherwise the stored answers fill every step.
      const prefill = isCompleted && !hasSavedWork ? await loadCompletedAnswers(request) : null;
      if (prefill) {
        setStart(prefill);
        setPhase('ready');
        return;
      }
      if (!saved || !hasSavedWork) {
        setStart(saved?.startedAt ? { ...startFresh(), startedAt: saved.startedAt } : startFresh());
        setPhase('ready');
        return;
      }
      const point = resolveResumeStep(onboardingSteps, {
        completedStepIds: saved.completedSteps,
        responses: saved.responses,
        currentStep: saved.currentStep,
      });
      const autoCount = point.autoCompletedStepIds.length;
      notify({
        title: 'Welcome back!',
        description:
          `Resuming from step ${point.stepIndex + 1} of ${onboardingSteps.length}.` +
          (autoCount > 0
            ? ` ${autoCount} step${autoCount === 1 ? '' : 's'} auto-completed from your saved answers.`
            : ''),
        durationMs: 5000,
      });
      setStart({
        stepIndex: point.stepIndex,
        responses: saved.responses,
        completedStepIds: point.completedStepIds,
        startedAt: saved.startedAt ?? new Date().toISOString(),
      });
      setPhase('ready');
    }

    void (isRetake ? retake() : resume());
  }, [request, userId, isRetake, isEditMode, navigate, notify]);

  return { phase, start };
}
