import { renderRoot } from '@repwise/federation/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OnboardingRoot } from '../../onboarding-root';
import { bodiesSentTo, stubOnboardingApi } from '../onboarding/testing/onboarding-fixtures';
import { buildQuiz, buildQuizResults } from './testing/quiz-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
});

const questions = (quiz = buildQuiz()) => ({ status: 200, body: { success: true, quiz } });

describe('QuizScreen', () => {
  it('shows the header, progress and enables Next Section only once required questions are answered', async () => {
    stubOnboardingApi({ 'GET /api/quiz/questions': questions() });
    renderRoot(OnboardingRoot, '/onboarding/quiz');

    await screen.findByRole('heading', { level: 2, name: 'Health & Safety Screening' });
    expect(screen.getByText('About 6 minutes · 5 questions · 2 sections')).toBeInTheDocument();
    expect(screen.getByText('Section 1 of 2')).toBeInTheDocument();
    expect(screen.getByText('1 of 5 questions answered')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    const next = screen.getByRole('button', { name: 'Next Section' });
    expect(next).toBeDisabled();

    await userEvent.click(screen.getByRole('radio', { name: 'No' }));
    expect(next).toBeEnabled();
    expect(screen.getByText('2 of 5 questions answered')).toBeInTheDocument();
  });

  it('does not record an out-of-range number and shows the rule’s message, then submits and shows the results', async () => {
    const fetchSpy = stubOnboardingApi({
      'GET /api/quiz/questions': questions(),
      'POST /api/quiz/submit': {
        status: 201,
        body: { success: true, results: buildQuizResults() },
      },
    });
    const { props } = renderRoot(OnboardingRoot, '/onboarding/quiz');
    await userEvent.click(await screen.findByRole('radio', { name: 'Yes' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next Section' }));

    await screen.findByRole('heading', { level: 2, name: 'Time Commitment' });
    const sessions = screen.getByRole('spinbutton', { name: /How many sessions/ });
    await userEvent.type(sessions, '9');
    expect(screen.getByText('Choose from 1 to 7 sessions a week')).toBeInTheDocument();
    const complete = screen.getByRole('button', { name: 'Complete Assessment' });
    expect(complete).toBeDisabled();
    await userEvent.clear(sessions);
    await userEvent.type(sessions, '3');
    await userEvent.click(complete);

    await waitFor(() => expect(props.navigate).toHaveBeenCalledWith('/onboarding/quiz/results'));
    expect(bodiesSentTo(fetchSpy, 'POST /api/quiz/submit')).toEqual([
      [
        { questionId: 'chest-pain', questionType: 'boolean', answer: true },
        { questionId: 'sessions-per-week', questionType: 'number', answer: 3 },
        { questionId: 'motivation', questionType: 'scale', answer: 5 },
      ],
    ]);
  });

  it('shows the submit failure with the server’s message and Try Again', async () => {
    stubOnboardingApi({
      'GET /api/quiz/questions': questions(),
      'POST /api/quiz/submit': {
        status: 400,
        body: {
          error: { code: 'VALIDATION_ERROR', message: 'Some answers are missing or invalid.' },
        },
      },
    });
    renderRoot(OnboardingRoot, '/onboarding/quiz');
    await userEvent.click(await screen.findByRole('radio', { name: 'No' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next Section' }));
    await userEvent.type(await screen.findByRole('spinbutton', { name: /How many sessions/ }), '2');
    await userEvent.click(screen.getByRole('button', { name: 'Complete Assessment' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to submit quiz. Some answers are missing or invalid.');
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('shows the results of an assessment already completed', async () => {
    stubOnboardingApi({ 'GET /api/quiz/questions': questions(buildQuiz({ completed: true })) });
    const { props } = renderRoot(OnboardingRoot, '/onboarding/quiz');
    await waitFor(() =>
      expect(props.navigate).toHaveBeenCalledWith('/onboarding/quiz/results', { replace: true }),
    );
  });

  it('says when no questions are available', async () => {
    const empty = buildQuiz({
      sections: [],
      metadata: { estimatedMinutes: 0, totalQuestions: 0, totalSections: 0 },
    });
    stubOnboardingApi({ 'GET /api/quiz/questions': questions(empty) });
    renderRoot(OnboardingRoot, '/onboarding/quiz');
    expect(
      await screen.findByText(
        'Quiz questions are not available at this time. Please try again later.',
      ),
    ).toBeInTheDocument();
  });

  it('says the questions failed to load, with Try Again', async () => {
    stubOnboardingApi({
      'GET /api/quiz/questions': {
        status: 503,
        body: { error: { code: 'SERVICE_UNAVAILABLE', message: 'Failed to load quiz questions' } },
      },
    });
    renderRoot(OnboardingRoot, '/onboarding/quiz');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Failed to load quiz questions' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
