import { renderRoot } from '@repwise/federation/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OnboardingRoot } from '../../onboarding-root';
import { stubOnboardingApi } from '../onboarding/testing/onboarding-fixtures';
import { buildQuizResults } from './testing/quiz-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('QuizResultsScreen', () => {
  it('shows the five blocks with clearance required for a high risk, and prints on Save Results', async () => {
    stubOnboardingApi({
      'GET /api/quiz/results': {
        status: 200,
        body: { success: true, results: buildQuizResults() },
      },
    });
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const { props } = renderRoot(OnboardingRoot, '/onboarding/quiz/results');

    await screen.findByRole('heading', { level: 1, name: 'Assessment Complete!' });
    for (const name of [
      'Safety Assessment',
      'Fitness Profile',
      'Recommended Approach',
      'Special Considerations',
      'Next Steps',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    expect(screen.getByText(/Medical clearance required/)).toBeInTheDocument();
    expect(screen.getByText('High risk')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Save Results' }));
    expect(print).toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Continue to Dashboard' }));
    expect(props.navigate).toHaveBeenCalledWith('/app/dashboard');
  });

  it('says no completed assessment exists and leads to the quiz', async () => {
    stubOnboardingApi({
      'GET /api/quiz/results': {
        status: 404,
        body: {
          error: { code: 'RESOURCE_NOT_FOUND', message: 'No quiz results found for this user' },
        },
      },
    });
    const { props } = renderRoot(OnboardingRoot, '/onboarding/quiz/results');

    expect(
      await screen.findByText(
        'No completed assessment found. Please complete the personal training assessment first.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Start Assessment' }));
    expect(props.navigate).toHaveBeenCalledWith('/onboarding/quiz');
  });

  it('asks to log in when the answer is about authentication', async () => {
    stubOnboardingApi({
      'GET /api/quiz/results': {
        status: 401,
        body: { error: { code: 'UNAUTHORIZED', message: 'Authentication required' } },
      },
    });
    renderRoot(OnboardingRoot, '/onboarding/quiz/results');
    expect(await screen.findByText('Please log in to view your quiz results.')).toBeInTheDocument();
  });
});
