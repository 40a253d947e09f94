import { renderRoot } from '@repwise/federation/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OnboardingRoot } from '../../onboarding-root';
import { stubOnboardingApi } from '../onboarding/testing/onboarding-fixtures';
import { buildRecommendations } from './testing/plan-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
});

const ready = (overrides: Parameters<typeof buildRecommendations>[0] = {}) => ({
  status: 200,
  body: { success: true, recommendations: buildRecommendations(overrides) },
});

describe('PlanSummaryScreen', () => {
  it('waits while the plan is pending, then shows the four cards', async () => {
    const fetchSpy = stubOnboardingApi({
      'GET /api/onboarding/recommendations': {
        status: 202,
        body: { success: true, status: 'pending' },
      },
    });
    renderRoot(OnboardingRoot, '/onboarding?view=plan');

    expect(await screen.findByText('Creating your personalized plan...')).toBeInTheDocument();
    stubOnboardingApi({
      'GET /api/onboarding/recommendations': ready({
        duration: '60 min',
        safetyConsiderations: ['One', 'Two', 'Three', 'Four', 'Five', 'Six'],
      }),
    });
    await screen.findByRole('heading', { level: 2, name: 'Workout Plan' }, { timeout: 5000 });
    expect(fetchSpy).toHaveBeenCalled();
    for (const name of ['Nutrition Plan', 'Progress Tracking', 'Safety Considerations']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    expect(screen.getByText('45 min')).toBeInTheDocument();
    expect(screen.getByText('1,710 kcal')).toBeInTheDocument();
    expect(screen.getByText('Weekly')).toBeInTheDocument();
    const safety = screen.getByRole('region', { name: 'Safety Considerations' });
    expect(within(safety).getAllByRole('listitem')).toHaveLength(4);
    expect(within(safety).getByText('+2 more considerations')).toBeInTheDocument();
  });

  it('continues to the dashboard with the welcome toast', async () => {
    stubOnboardingApi({ 'GET /api/onboarding/recommendations': ready() });
    const { props } = renderRoot(OnboardingRoot, '/onboarding?view=plan');

    await userEvent.click(await screen.findByRole('button', { name: 'Continue to Dashboard' }));

    expect(props.notify).toHaveBeenCalledWith({ title: 'Welcome to RepWise!' });
    expect(props.navigate).toHaveBeenCalledWith('/app/dashboard');
  });

  it.each([
    [
      'a failed job',
      {
        status: 500,
        body: {
          error: { code: 'INTERNAL_SERVER_ERROR', message: 'Failed to get recommendations' },
        },
      },
      'Failed to get recommendations',
    ],
    [
      'recommendations without a plan',
      { status: 200, body: { success: true, recommendations: { progressMetrics: [] } } },
      'No workout plan found in recommendations',
    ],
  ])('shows "Unable to Load Plan" with Try Again for %s', async (_name, route, message) => {
    stubOnboardingApi({ 'GET /api/onboarding/recommendations': route });
    renderRoot(OnboardingRoot, '/onboarding?view=plan');

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Unable to Load Plan' }),
    ).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
  });
});
