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
  'Equipment',
  'Health',
  'Accessibility',
  'Preferences',
  'Summary',
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
  });

  it('shows the assessment header and says no questions are available yet', () => {
    renderRoot(OnboardingRoot, '/onboarding/quiz');

    expect(
      screen.getByRole('heading', { level: 1, name: 'Personal Training Assessment' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Quiz questions are not available at this time. Please try again later.'),
    ).toBeInTheDocument();
  });

  it('says no completed assessment exists on the results page and leads to the quiz', async () => {
    const { props } = renderRoot(OnboardingRoot, '/onboarding/quiz/results');

    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(
      screen.getByText(
        'No completed assessment found. Please complete the personal training assessment first.',
      ),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Start Assessment' }));
    expect(props.navigate).toHaveBeenCalledWith('/onboarding/quiz');
  });
});
