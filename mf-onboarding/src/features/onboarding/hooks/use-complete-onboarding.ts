import {
  ApiError,
  onboardingCompletionRequestSchema,
  toErrorDetails,
  type ApiClient,
  type RemoteAppProps,
} from '@repwise/contracts';
import { useState } from 'react';
import { completeOnboarding, replaceOnboardingCompletion } from '../api/onboarding-api';
import { buildCompletionPayload } from '../model/build-completion-payload';
import { mapPayloadErrors } from '../model/map-payload-errors';
import type { AnswerMap } from '../model/question-types';
import type { FieldErrors } from '../model/validate-step';
import { planSummaryPath } from '../onboarding-steps';
import { clearLocalProgress } from '../storage/local-progress';
import { forgetSkippedOnboarding } from '../storage/skipped-onboarding';

const failureToast = {
  title: 'Error',
  description: 'Failed to save your responses. Please try again.',
  variant: 'destructive',
} as const;

/**
 * Finishing the assessment (spec 02 §2, §4, §8): builds and checks the payload with the server's
 * schema, sends it (edit mode replaces the stored completion), clears local progress, then edit mode
 * leaves for the workout generator while a first completion shows the plan summary;
 * invalid answers (ours or the server's 400 details) go back to their question through `onInvalid`.
 */
export function useCompleteOnboarding({
  request,
  userId,
  isEditMode,
  navigate,
  notify,
  onInvalid,
  onCompleted,
}: {
  request: ApiClient;
  userId: string | null;
  isEditMode: boolean;
  onInvalid: (errors: FieldErrors, stepIndex: number) => void;
  onCompleted: () => void;
} & Pick<RemoteAppProps, 'navigate' | 'notify'>) {
  const [isSubmitting, setIsSubmitting] = useState(false);

  async function finish(responses: AnswerMap, startedAt: string) {
    const parsed = onboardingCompletionRequestSchema.safeParse(
      buildCompletionPayload(responses, startedAt, new Date()),
    );
    if (!parsed.success) {
      const { errors, stepIndex } = mapPayloadErrors(toErrorDetails(parsed.error));
      if (stepIndex >= 0) onInvalid(errors, stepIndex);
      else notify(failureToast);
      return;
    }
    setIsSubmitting(true);
    try {
      if (isEditMode) await replaceOnboardingCompletion(request, parsed.data);
      else await completeOnboarding(request, parsed.data);
    } catch (error) {
      setIsSubmitting(false);
      notify(failureToast);
      if (error instanceof ApiError) {
        const { errors, stepIndex } = mapPayloadErrors(error.failure.details);
        if (stepIndex >= 0) onInvalid(errors, stepIndex);
      }
      return;
    }
    onCompleted();
    clearLocalProgress(userId);
    forgetSkippedOnboarding(userId);
    if (isEditMode) {
      notify({ title: 'Quiz Updated!' });
      navigate('/app/workout?view=generator&prefill=true');
    } else {
      notify({
        title: 'Onboarding Complete!',
        description: 'Your personalized fitness plan has been created!',
      });
      navigate(planSummaryPath, { replace: true });
    }
  }

  return { finish, isSubmitting };
}
