import { renderRoot } from '@repwise/federation/testing';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OnboardingRoot } from '../../onboarding-root';
import {
  buildCompleteResponses,
  buildProgress,
  stubOnboardingApi,
} from './testing/onboarding-fixtures';
import { buildCompletionPayload } from './model/build-completion-payload';
import { findStepHeading } from './testing/wizard-helpers';

const userKey = 'repwise_onboarding_progress_user-1';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('OnboardingScreen start', () => {
  it('shows "Loading Your Profile" until the status and progress have loaded', async () => {
    stubOnboardingApi();
    renderRoot(OnboardingRoot, '/onboarding');

    expect(screen.getByRole('status')).toHaveTextContent('Loading Your Profile');
    await findStepHeading('Personal Information');
    expect(screen.queryByText('Loading Your Profile')).toBeNull();
  });

  it('sends a user who already completed onboarding to the dashboard', async () => {
    stubOnboardingApi({
      'GET /api/onboarding/status': {
        status: 200,
        body: {
          success: true,
          status: { isCompleted: true, completedAt: null, hasProgress: false },
        },
      },
    });
    const { props } = renderRoot(OnboardingRoot, '/onboarding');

    await waitFor(() =>
      expect(props.navigate).toHaveBeenCalledWith('/app/dashboard', { replace: true }),
    );
  });

  it('lets a completed user edit the profile with mode=edit', async () => {
    stubOnboardingApi({
      'GET /api/onboarding/status': {
        status: 200,
        body: {
          success: true,
          status: { isCompleted: true, completedAt: null, hasProgress: false },
        },
      },
    });
    const { props } = renderRoot(OnboardingRoot, '/onboarding?mode=edit');

    await findStepHeading('Personal Information');
    expect(props.navigate).not.toHaveBeenCalled();
  });

  it('prefills every step from the completed answers in edit mode', async () => {
    const completion = buildCompletionPayload(
      buildCompleteResponses({ age: 52 }),
      '2026-03-15T12:00:00.000Z',
      new Date('2026-03-15T12:10:00.000Z'),
    );
    stubOnboardingApi({
      'GET /api/onboarding/status': {
        status: 200,
        body: {
          success: true,
          status: { isCompleted: true, completedAt: null, hasProgress: false },
        },
      },
      'GET /api/onboarding/completion': { status: 200, body: { success: true, completion } },
    });
    renderRoot(OnboardingRoot, '/onboarding?mode=edit');

    await findStepHeading('Personal Information');
    expect(screen.getByRole('spinbutton', { name: 'Age' })).toHaveValue(52);
    expect(screen.getByRole('radio', { name: 'Female' })).toBeChecked();
    expect(screen.getByText('Step 1 of 8')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Preferences/ })).toBeEnabled();
  });

  it('treats a failed status check as not completed', async () => {
    stubOnboardingApi({ 'GET /api/onboarding/status': { status: 500 } });
    renderRoot(OnboardingRoot, '/onboarding');

    await findStepHeading('Personal Information');
  });

  it('retakes: resets on the server, clears local progress, toasts and starts at step 1 on /onboarding', async () => {
    localStorage.setItem(
      userKey,
      JSON.stringify(buildProgress({ currentStep: 4, responses: buildCompleteResponses() })),
    );
    const fetchSpy = stubOnboardingApi();
    const { props } = renderRoot(OnboardingRoot, '/onboarding?retake=true');

    expect(screen.getByRole('status')).toHaveTextContent('Resetting Your Profile');
    await findStepHeading('Personal Information');
    expect(fetchSpy).toHaveBeenCalledWith(
      '/api/onboarding/reset',
      expect.objectContaining({ method: 'POST' }),
    );
    expect(props.notify).toHaveBeenCalledWith({
      title: 'Onboarding Reset',
      description: 'Starting fresh with your fitness assessment.',
    });
    expect(props.navigate).toHaveBeenCalledWith('/onboarding', { replace: true });
    expect(screen.getByText('Step 1 of 8')).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Age' })).toHaveValue(null);
    expect(JSON.parse(localStorage.getItem(userKey) ?? '{}')).toMatchObject({ responses: {} });
  });

  it('says so when the reset fails, and still starts fresh', async () => {
    stubOnboardingApi({
      'POST /api/onboarding/reset': {
        status: 500,
        body: { error: { code: 'INTERNAL_SERVER_ERROR', message: 'Failed to reset onboarding' } },
      },
    });
    const { props } = renderRoot(OnboardingRoot, '/onboarding/retake');

    await findStepHeading('Personal Information');
    expect(props.notify).toHaveBeenCalledWith({
      title: 'Error',
      description: 'Failed to reset onboarding',
      variant: 'destructive',
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Edit Your Fitness Profile',
    );
  });

  it('resumes after the last complete step with a welcome-back toast counting auto-completed steps', async () => {
    stubOnboardingApi({
      'GET /api/onboarding/progress': {
        status: 200,
        body: {
          success: true,
          progress: buildProgress({
            completedSteps: ['personal-info'],
            responses: buildCompleteResponses({ 'workout-duration': '' }),
          }),
        },
      },
    });
    const { props } = renderRoot(OnboardingRoot, '/onboarding');

    await findStepHeading('Workout Preferences');
    expect(props.notify).toHaveBeenCalledWith({
      title: 'Welcome back!',
      description: 'Resuming from step 4 of 8. 2 steps auto-completed from your saved answers.',
      durationMs: 5000,
    });
  });

  it('prefers the local copy when it was updated after the server copy', async () => {
    localStorage.setItem(
      userKey,
      JSON.stringify(buildProgress({ currentStep: 5, lastUpdated: '2026-03-16T00:00:00.000Z' })),
    );
    stubOnboardingApi({
      'GET /api/onboarding/progress': {
        status: 200,
        body: {
          success: true,
          progress: buildProgress({ currentStep: 2, lastUpdated: '2026-03-15T00:00:00.000Z' }),
        },
      },
    });
    const { props } = renderRoot(OnboardingRoot, '/onboarding');

    await findStepHeading('Health & Medical');
    expect(props.notify).toHaveBeenCalledWith(
      expect.objectContaining({ description: 'Resuming from step 6 of 8.' }),
    );
  });

  it('starts at step 1 without a welcome-back toast when the saved progress holds nothing yet', async () => {
    localStorage.setItem(userKey, JSON.stringify(buildProgress()));
    stubOnboardingApi();
    const { props } = renderRoot(OnboardingRoot, '/onboarding');

    await findStepHeading('Personal Information');
    expect(props.notify).not.toHaveBeenCalled();
  });
});
