import { onboardingSkippedKey } from '@repwise/contracts';
import { renderRoot } from '@repwise/federation/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OnboardingRoot } from '../../onboarding-root';
import {
  bodiesSentTo,
  buildCompleteResponses,
  buildProgress,
  stubOnboardingApi,
  type ApiRoutes,
} from './testing/onboarding-fixtures';
import { answerPersonalInfo, clickButton, findStepHeading } from './testing/wizard-helpers';

const userKey = 'repwise_onboarding_progress_user-1';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function saveLocally(overrides: Parameters<typeof buildProgress>[0]) {
  localStorage.setItem(userKey, JSON.stringify(buildProgress(overrides)));
}

async function openWizard(path = '/onboarding', routes: ApiRoutes = {}) {
  const fetchSpy = stubOnboardingApi(routes);
  const rendered = renderRoot(OnboardingRoot, path);
  await screen.findByRole('list', { name: 'Assessment steps' });
  return { ...rendered, fetchSpy };
}

describe('OnboardingWizard steps', () => {
  it('shows the required message of every empty required question and focuses the first', async () => {
    await openWizard();

    await clickButton('Next');

    expect(screen.getAllByText('This field is required')).toHaveLength(4);
    expect(screen.getAllByText('Please select an option')).toHaveLength(2);
    expect(screen.getByRole('spinbutton', { name: 'Age' })).toHaveFocus();
    expect(screen.getByText('Step 1 of 8')).toBeInTheDocument();
  });

  it('shows bound messages and clears a message when its answer changes', async () => {
    const user = userEvent.setup();
    await openWizard();
    await answerPersonalInfo(user);
    const age = screen.getByRole('spinbutton', { name: 'Age' });
    await user.clear(age);
    await user.type(age, '12');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Age must be between 13 and 120')).toBeInTheDocument();
    expect(age).toHaveFocus();

    await user.type(age, '0');
    expect(screen.queryByText('Age must be between 13 and 120')).toBeNull();
  });

  it('moves on with a "Step completed!" toast and updates the progress texts', async () => {
    const { props } = await openWizard();
    expect(screen.getByText('12.5% complete')).toBeInTheDocument();
    expect(screen.getByText('~16 min remaining')).toBeInTheDocument();

    await answerPersonalInfo();
    await clickButton('Next');

    await findStepHeading('Fitness Goals');
    expect(props.notify).toHaveBeenCalledWith({
      title: 'Step completed!',
      description: 'Personal Information saved successfully',
      durationMs: 2000,
    });
    expect(screen.getByText('25% complete')).toBeInTheDocument();
    expect(screen.getByText('~14 min remaining')).toBeInTheDocument();
    const counts = screen.getByRole('region', { name: 'Onboarding progress' });
    expect(within(counts).getByText('Completed').nextSibling).toHaveTextContent('1');
    expect(within(counts).getByText('Current').nextSibling).toHaveTextContent('2');
    expect(within(counts).getByText('Remaining').nextSibling).toHaveTextContent('6');
  });

  it('goes back with Previous and by clicking an earlier step, keeping the answers', async () => {
    await openWizard();
    await answerPersonalInfo();
    await clickButton('Next');
    await findStepHeading('Fitness Goals');
    expect(screen.getByRole('button', { name: 'Experience' })).toBeDisabled();

    await clickButton('Previous');
    expect(screen.getByRole('spinbutton', { name: 'Age' })).toHaveValue(30);

    await clickButton('Next');
    await findStepHeading('Fitness Goals');
    await clickButton('Personal Info');
    await findStepHeading('Personal Information');
  });

  it('asks the target weight only for weight loss', async () => {
    saveLocally({ completedSteps: ['personal-info'], currentStep: 1 });
    const user = userEvent.setup();
    await openWizard();
    await findStepHeading('Fitness Goals');
    expect(screen.queryByRole('spinbutton', { name: 'Target weight (lb)' })).toBeNull();

    await user.click(screen.getByRole('radio', { name: 'Weight loss' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Target weight (lb)' }), '900');
    await user.click(screen.getByRole('radio', { name: '3 months' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(screen.getByText('Target weight must be between 70 and 800 lb')).toBeInTheDocument();
  });

  it('stores "Other (please specify)" as a custom: entry and requires its text', async () => {
    saveLocally({ completedSteps: ['personal-info', 'fitness-goals'], currentStep: 2 });
    const user = userEvent.setup();
    await openWizard();
    await findStepHeading('Experience');
    await user.click(screen.getByRole('radio', { name: 'Beginner' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Workout experience (years)' }), '2');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Please select at least one option')).toBeInTheDocument();

    const types = screen.getByRole('group', { name: 'Preferred workout types' });
    await user.click(within(types).getByRole('checkbox', { name: 'Other (please specify)' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Please specify your answer')).toBeInTheDocument();

    await user.type(
      screen.getByRole('textbox', { name: 'Preferred workout types: other (please specify)' }),
      'Climbing',
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await findStepHeading('Workout Preferences');
    const saved = JSON.parse(localStorage.getItem(userKey) ?? '{}');
    expect(saved.responses['preferred-workout-types']).toEqual(['custom:Climbing']);
  });

  it('shows mobility aids only when modifications are needed, and Skip Step on optional steps', async () => {
    saveLocally({
      responses: buildCompleteResponses({
        'needs-modifications': null,
        'mobility-aids': null,
        'sensory-considerations': null,
      }),
      currentStep: 6,
    });
    await openWizard('/onboarding', {
      'GET /api/onboarding/progress': { status: 404 },
    });
    await findStepHeading('Accessibility');
    expect(screen.queryByRole('group', { name: 'Mobility aids' })).toBeNull();

    await userEvent.click(
      within(screen.getByRole('group', { name: 'Do you need exercise modifications?' })).getByRole(
        'radio',
        { name: 'Yes' },
      ),
    );
    expect(screen.getByRole('group', { name: 'Mobility aids' })).toBeInTheDocument();

    await clickButton('Skip Step');
    await findStepHeading('Preferences');
    expect(screen.getByRole('button', { name: 'Finish' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Skip Step' })).toBeInTheDocument();
  });

  it('offers no Skip Step on required steps', async () => {
    await openWizard();
    expect(screen.queryByRole('button', { name: 'Skip Step' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
  });
});

describe('OnboardingWizard saving', () => {
  it('autosaves to the server every 30 s once answers exist, ignoring failures', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    saveLocally({ responses: { age: 30 }, currentStep: 0 });
    const { fetchSpy } = await openWizard('/onboarding', {
      'POST /api/onboarding/progress': { status: 500 },
    });

    await act(() => vi.advanceTimersByTimeAsync(29_000));
    expect(bodiesSentTo(fetchSpy, 'POST /api/onboarding/progress')).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await act(() => vi.advanceTimersByTimeAsync(30_000));

    const bodies = bodiesSentTo(fetchSpy, 'POST /api/onboarding/progress');
    expect(bodies).toHaveLength(2);
    expect(bodies[0]).toMatchObject({ currentStep: 0, totalSteps: 8, responses: { age: 30 } });
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Personal Information');
  });

  it('does not autosave before any answer exists', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { fetchSpy } = await openWizard();
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(bodiesSentTo(fetchSpy, 'POST /api/onboarding/progress')).toHaveLength(0);
  });

  it('keeps progress locally under the per-user and the generic key', async () => {
    await openWizard();
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Age' }), '41');
    for (const key of [userKey, 'repwise_onboarding_progress']) {
      expect(JSON.parse(localStorage.getItem(key) ?? '{}')).toMatchObject({
        currentStep: 0,
        responses: { age: 41 },
      });
    }
  });
});

describe('OnboardingWizard completion', () => {
  async function openLastStep(path: string, routes: ApiRoutes = {}) {
    saveLocally({ responses: buildCompleteResponses(), currentStep: 7 });
    const opened = await openWizard(path, routes);
    await findStepHeading('Preferences');
    return opened;
  }

  it('sends the payload, clears local progress and shows the plan summary', async () => {
    // Skipped earlier: once completed, the skip is forgotten (a later reset asks again).
    localStorage.setItem(onboardingSkippedKey('user-1'), '2026-11-26T00:00:00Z');
    const { props, fetchSpy } = await openLastStep('/onboarding', {
      'POST /api/onboarding/complete': { status: 201, body: { success: true } },
    });

    await clickButton('Finish');

    await waitFor(() =>
      expect(props.navigate).toHaveBeenCalledWith('/onboarding?view=plan', { replace: true }),
    );
    expect(props.notify).toHaveBeenCalledWith({
      title: 'Onboarding Complete!',
      description: 'Your personalized fitness plan has been created!',
    });
    const [payload] = bodiesSentTo(fetchSpy, 'POST /api/onboarding/complete');
    expect(payload).toMatchObject({
      personalInfo: { age: 30, height: { feet: 5, inches: 6 } },
      experience: { preferredWorkoutTypes: ['yoga', 'custom:Climbing'] },
      preferences: { coachingStyle: 'encouraging' },
      version: '1.0.0',
    });
    expect(localStorage.getItem(userKey)).toBeNull();
    expect(localStorage.getItem('repwise_onboarding_progress')).toBeNull();
    expect(localStorage.getItem(onboardingSkippedKey('user-1'))).toBeNull();
  });

  it('replaces the answers and goes to the workout generator with "Quiz Updated!" in edit mode', async () => {
    const { props, fetchSpy } = await openLastStep('/onboarding?mode=edit');

    await clickButton('Finish');

    await waitFor(() =>
      expect(props.navigate).toHaveBeenCalledWith('/app/workout?view=generator&prefill=true'),
    );
    expect(props.notify).toHaveBeenCalledWith({ title: 'Quiz Updated!' });
    expect(bodiesSentTo(fetchSpy, 'PUT /api/onboarding/completion')).toHaveLength(1);
    expect(bodiesSentTo(fetchSpy, 'POST /api/onboarding/complete')).toHaveLength(0);
  });

  it('says the save failed, keeps local progress and shows server field errors on their step', async () => {
    const { props } = await openLastStep('/onboarding', {
      'POST /api/onboarding/complete': {
        status: 400,
        body: {
          error: {
            code: 'VALIDATION_ERROR',
            message: 'Invalid onboarding answers',
            details: [{ field: 'personalInfo.age', message: 'Age must be between 13 and 120' }],
          },
        },
      },
    });

    await clickButton('Finish');

    await findStepHeading('Personal Information');
    expect(props.notify).toHaveBeenCalledWith({
      title: 'Error',
      description: 'Failed to save your responses. Please try again.',
      variant: 'destructive',
    });
    expect(screen.getByText('Age must be between 13 and 120')).toBeInTheDocument();
    expect(props.navigate).not.toHaveBeenCalled();
    expect(localStorage.getItem(userKey)).not.toBeNull();
  });

  it('finishes from Skip Step on the last step without its answers', async () => {
    const { props, fetchSpy } = await openLastStep('/onboarding');
    await clickButton('Skip Step');
    await waitFor(() =>
      expect(props.navigate).toHaveBeenCalledWith('/onboarding?view=plan', { replace: true }),
    );
    expect(bodiesSentTo(fetchSpy, 'POST /api/onboarding/complete')).toHaveLength(1);
  });
});
