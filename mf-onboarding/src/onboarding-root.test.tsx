import { onboardingSkippedKey } from '@repwise/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OnboardingRoot } from './onboarding-root';
import { renderRoot } from '@repwise/federation/testing';
import { stubOnboardingApi } from './features/onboarding/testing/onboarding-fixtures';

const stepLabels = [
  'Personal Info',
  'Fitness Goals',
  'Experience',
  'Workout',
  'Equipment',
  'Health',
  'Accessibility',
  'Preferences',
];

describe('OnboardingRoot', () => {
  beforeEach(() => {
    stubOnboardingApi();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('welcomes a new user and lists the eight assessment steps in order', async () => {
    renderRoot(OnboardingRoot, '/onboarding');

    expect(
      screen.getByRole('heading', { level: 1, name: 'Welcome to RepWise' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Update your answers to regenerate your workout plan')).toBeNull();
    const list = await screen.findByRole('list', { name: 'Assessment steps' });
    const steps = within(list).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual(
      stepLabels.map((label, i) => `${i + 1}${label}`),
    );
  });

  it.each([
    ['the query says mode=edit', '/onboarding?mode=edit'],
    ['the path is /onboarding/retake', '/onboarding/retake'],
  ])('switches to edit mode when %s', async (_case, path) => {
    renderRoot(OnboardingRoot, path);

    expect(
      screen.getByRole('heading', { level: 1, name: 'Edit Your Fitness Profile' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Update your answers to regenerate your workout plan'),
    ).toBeInTheDocument();
    await screen.findByRole('heading', { level: 2, name: 'Personal Information' });
  });

  it('skips to the dashboard with the "Onboarding Skipped" toast', async () => {
    const { props } = renderRoot(OnboardingRoot, '/onboarding');

    await userEvent.click(screen.getByRole('button', { name: 'Skip for now' }));

    expect(props.notify).toHaveBeenCalledWith({
      title: 'Onboarding Skipped',
      description: 'You can complete your profile anytime in settings.',
    });
    expect(props.navigate).toHaveBeenCalledWith('/app/dashboard');
    // Remembered for this user, so the shell's guard lets them into the app (every tab, reloads).
    expect(localStorage.getItem(onboardingSkippedKey(props.user?.id ?? 'no user'))).not.toBeNull();
  });
});
