import {
  ApiError,
  onboardingProgressSchema,
  onboardingStatusSchema,
  type ApiClient,
  type OnboardingCompletionRequest,
  type OnboardingProgress,
} from '@repwise/contracts';

function readField(body: unknown, key: string): unknown {
  return typeof body === 'object' && body !== null ? Reflect.get(body, key) : undefined;
}

/** GET /onboarding/status: whether this user has completed onboarding. */
export async function fetchOnboardingCompleted(request: ApiClient): Promise<boolean> {
  const body = await request<unknown>({ path: '/onboarding/status' });
  const status = onboardingStatusSchema
    .pick({ isCompleted: true })
    .safeParse(readField(body, 'status'));
  return status.success && status.data.isCompleted;
}

/** GET /onboarding/progress: the saved progress, or null when none is saved (404) or it is unreadable. */
export async function fetchOnboardingProgress(
  request: ApiClient,
): Promise<OnboardingProgress | null> {
  try {
    const body = await request<unknown>({ path: '/onboarding/progress' });
    const progress = onboardingProgressSchema.safeParse(readField(body, 'progress'));
    return progress.success ? progress.data : null;
  } catch (error) {
    if (error instanceof ApiError && error.failure.status === 404) return null;
    throw error;
  }
}

/** POST /onboarding/progress: replaces the saved progress. */
export async function saveOnboardingProgress(
  request: ApiClient,
  progress: OnboardingProgress,
): Promise<void> {
  await request<unknown>({ method: 'POST', path: '/onboarding/progress', body: progress });
}

/** POST /onboarding/complete with a validated payload. */
export async function completeOnboarding(
  request: ApiClient,
  payload: OnboardingCompletionRequest,
): Promise<void> {
  await request<unknown>({ method: 'POST', path: '/onboarding/complete', body: payload });
}

/** GET /onboarding/completion: the stored completion (edit mode prefills from it), or null when none (404). */
export async function fetchOnboardingCompletion(request: ApiClient): Promise<unknown> {
  try {
    const body = await request<unknown>({ path: '/onboarding/completion' });
    return readField(body, 'completion') ?? null;
  } catch (error) {
    if (error instanceof ApiError && error.failure.status === 404) return null;
    throw error;
  }
}

/** PUT /onboarding/completion: edit mode's new answers replace the completion (the plan is rebuilt). */
export async function replaceOnboardingCompletion(
  request: ApiClient,
  payload: OnboardingCompletionRequest,
): Promise<void> {
  await request<unknown>({ method: 'PUT', path: '/onboarding/completion', body: payload });
}

/** POST /onboarding/reset: forgets the user's progress and completion. */
export async function resetOnboarding(request: ApiClient): Promise<void> {
  await request<unknown>({ method: 'POST', path: '/onboarding/reset' });
}
