import {
  ApiError,
  type ApiClient,
  type OnboardingCompletionRequest,
  type OnboardingProgress,
} from '@repwise/contracts';
import { callEndpoint, ignoredAnswer } from '@repwise/contracts/endpoints';
import {
  onboardingAnswerReadings as readings,
  onboardingEndpoints as endpoints,
} from '@repwise/contracts/onboarding';

function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.failure.status === 404;
}

/** GET /onboarding/status: whether this user has completed onboarding (unreadable: not). */
export async function fetchOnboardingCompleted(request: ApiClient): Promise<boolean> {
  const answer = await callEndpoint(request, endpoints.getStatus, { readAs: readings.completed });
  return answer.status.isCompleted;
}

/** GET /onboarding/progress: the saved progress, or null when none is saved (404) or it is unreadable. */
export async function fetchOnboardingProgress(
  request: ApiClient,
): Promise<OnboardingProgress | null> {
  try {
    return (await callEndpoint(request, endpoints.getProgress, { readAs: readings.progress }))
      .progress;
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

// The writes below use nothing of their answers: a saved write counts whatever it answers.

/** POST /onboarding/progress: replaces the saved progress. */
export async function saveOnboardingProgress(
  request: ApiClient,
  progress: OnboardingProgress,
): Promise<void> {
  await callEndpoint(request, endpoints.saveProgress, { body: progress, readAs: ignoredAnswer });
}

/** POST /onboarding/complete with a validated payload. */
export async function completeOnboarding(
  request: ApiClient,
  payload: OnboardingCompletionRequest,
): Promise<void> {
  await callEndpoint(request, endpoints.complete, { body: payload, readAs: ignoredAnswer });
}

/** GET /onboarding/completion: the stored completion (edit mode prefills from it), or null when none (404). */
export async function fetchOnboardingCompletion(request: ApiClient): Promise<unknown> {
  try {
    const call = { readAs: readings.completion };
    return (await callEndpoint(request, endpoints.getCompletion, call)).completion;
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

/** PUT /onboarding/completion: edit mode's new answers replace the completion (the plan is rebuilt). */
export async function replaceOnboardingCompletion(
  request: ApiClient,
  payload: OnboardingCompletionRequest,
): Promise<void> {
  const call = { body: payload, readAs: ignoredAnswer };
  await callEndpoint(request, endpoints.replaceCompletion, call);
}

/** POST /onboarding/reset: forgets the user's progress and completion. */
export async function resetOnboarding(request: ApiClient): Promise<void> {
  await callEndpoint(request, endpoints.reset, { readAs: ignoredAnswer });
}
