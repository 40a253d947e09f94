import { safetyAlertsChangedEvent, tourTargetSelector } from '@repwise/contracts';
import { installFakeApi, ok, renderRoot } from '@repwise/federation/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PoseRoot } from '../pose-root';
import {
  buildIntervention,
  buildProgress,
  buildRiskReport,
  buildSafetyRoutes,
} from '../testing/safety-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderSafety(routes = buildSafetyRoutes()) {
  const api = installFakeApi(routes);
  const rendered = renderRoot(PoseRoot, '/app/safety');
  return { ...rendered, api };
}

describe('the Safety screen', () => {
  it('shows the risk level and score, concerns and scores by exercise, under the tour targets', async () => {
    const { container } = renderSafety();
    expect(screen.getByRole('heading', { level: 1, name: 'Safety' })).toBeInTheDocument();
    const section = screen.getByRole('region', { name: 'Risk assessment' });
    expect(await within(section).findByTestId('overall-risk')).toHaveTextContent('Moderate');
    expect(within(section).getByLabelText('Risk score 24 out of 100')).toBeInTheDocument();
    expect(within(section).getByText('Up from 0 a week ago to 24 now.')).toBeInTheDocument();
    const concerns = within(section).getByRole('heading', { name: 'Primary concerns' });
    expect(concerns.nextElementSibling).toHaveTextContent('The knees cave inward.');
    expect(within(section).getByText('24 / 100')).toBeInTheDocument();
    for (const target of [
      'risk-assessment',
      'safety-alerts',
      'recovery-recommendations',
      'pose-tracking',
    ] as const) {
      expect(container.querySelectorAll(tourTargetSelector(target))).toHaveLength(1);
    }
  });

  it('shows what onboarding and the quiz said, each with a way to update it', async () => {
    const { props } = renderSafety();
    const assessment = screen.getByRole('region', { name: 'From your fitness assessment' });
    expect(await within(assessment).findByText('Stop if your knee hurts')).toBeInTheDocument();
    const quiz = screen.getByRole('region', { name: 'From the personal training quiz' });
    expect(await within(quiz).findByText('Previous knee injury')).toBeInTheDocument();
    expect(quiz).toHaveTextContent('Medical clearance is recommended');
    await userEvent.click(within(assessment).getByRole('link', { name: 'Update your assessment' }));
    expect(props.navigate).toHaveBeenCalledWith('/onboarding?mode=edit');
    await userEvent.click(within(quiz).getByRole('link', { name: 'Retake the quiz' }));
    expect(props.navigate).toHaveBeenCalledWith('/onboarding/quiz');
  });

  it('offers the quiz to a user who has not taken it, and says when the plan is still being built', async () => {
    renderSafety(
      buildSafetyRoutes({
        'GET /quiz/results': {
          status: 404,
          body: { error: { code: 'RESOURCE_NOT_FOUND', message: 'No quiz results', details: [] } },
        },
        'GET /onboarding/recommendations': {
          status: 202,
          body: { success: true, status: 'pending' },
        },
      }),
    );
    const quiz = screen.getByRole('region', { name: 'From the personal training quiz' });
    expect(await within(quiz).findByText('You have not taken the quiz yet.')).toBeInTheDocument();
    expect(within(quiz).getByRole('link', { name: 'Take the quiz' })).toBeInTheDocument();
    expect(await screen.findByText('Your plan is still being prepared.')).toBeInTheDocument();
  });

  it('lists an alert with its evidence, body area and fixes, and dismisses it on the server after confirming', async () => {
    const events = vi.fn();
    window.addEventListener(safetyAlertsChangedEvent, events);
    const { api, props } = renderSafety(
      buildSafetyRoutes({
        'PATCH /workouts/pose/risk-factors/risk-knee_valgus-squat-1/dismiss': ok(
          buildRiskReport({ factors: [] }),
        ),
      }),
    );
    const alert = await screen.findByRole('listitem', { name: 'Squats: knee valgus' });
    expect(alert).toHaveTextContent('High');
    expect(alert).toHaveTextContent('Set 1, rep 2, 5/10: Knees are caving in');
    expect(alert).toHaveTextContent('Knees');
    expect(alert).toHaveTextContent('Slow the descent');
    expect(alert).toHaveTextContent('Glute medius strengthening');
    await userEvent.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Dismiss this alert?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Dismiss alert' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.calls.filter((call) => call.method === 'PATCH').map((call) => call.path)).toEqual([
      '/workouts/pose/risk-factors/risk-knee_valgus-squat-1/dismiss',
    ]);
    expect(screen.queryByRole('listitem', { name: 'Squats: knee valgus' })).toBeNull();
    expect(screen.getByText('No active safety alerts.')).toBeInTheDocument();
    expect(props.notify).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Alert dismissed' }),
    );
    expect(events).toHaveBeenCalledTimes(1);
    window.removeEventListener(safetyAlertsChangedEvent, events);
  });

  it('keeps the alert and says so when the dismissal fails', async () => {
    const { props } = renderSafety(
      buildSafetyRoutes({
        'PATCH /workouts/pose/risk-factors/risk-knee_valgus-squat-1/dismiss': {
          status: 503,
          body: { error: { code: 'SERVICE_UNAVAILABLE', message: 'Busy', details: [] } },
        },
      }),
    );
    const alert = await screen.findByRole('listitem', { name: 'Squats: knee valgus' });
    await userEvent.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss alert' }));
    await waitFor(() =>
      expect(props.notify).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Alert not dismissed', variant: 'destructive' }),
      ),
    );
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Squats: knee valgus' })).toBeInTheDocument();
  });

  it('marks a recommendation done: it moves to the Done list with its date', async () => {
    const completedAt = Date.UTC(2026, 2, 21, 9);
    const { api } = renderSafety(
      buildSafetyRoutes({
        'PATCH /workouts/pose/interventions/intervention-knee_valgus-1/complete': ok(
          buildRiskReport({ interventions: [], completed: [buildIntervention({ completedAt })] }),
        ),
      }),
    );
    const item = await screen.findByRole('listitem', { name: 'Knee tracking programme' });
    expect(item).toHaveTextContent('2 weeks');
    expect(item).toHaveTextContent('The issue no longer appears in form analyses.');
    expect(item).toHaveTextContent('Knees over toes in every rep');
    await userEvent.click(within(item).getByRole('button', { name: 'Mark as done' }));
    const done = await screen.findByRole('list', { name: 'Completed recommendations' });
    expect(done).toHaveTextContent('Knee tracking programmeDone Mar 21, 2026');
    expect(screen.queryByRole('list', { name: 'Active recommendations' })).toBeNull();
    expect(api.calls.some((call) => call.path.endsWith('/complete'))).toBe(true);
  });

  it('shows the form history by exercise with its chart numbers, records and milestones, per timeframe', async () => {
    const { api } = renderSafety();
    const squats = await screen.findByRole('article', { name: 'Squats form history' });
    expect(within(squats).getByText('Average form')).toBeInTheDocument();
    expect(within(squats).getByText('7.5/10')).toBeInTheDocument();
    expect(squats).toHaveTextContent('Injury risk Moderate');
    const table = within(squats).getByRole('table', { name: 'Squats: form by session' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByRole('row', { name: /Mar 19/ })).toHaveTextContent('8/109/1090%');
    expect(squats).toHaveTextContent('Best form 8/10 on Mar 19, 2026');
    expect(squats).toHaveTextContent('Squats form up 1.5');
    await userEvent.click(screen.getByRole('radio', { name: '1 week' }));
    await waitFor(() =>
      expect(api.calls.map((call) => call.path)).toContain(
        '/workouts/pose/progress?timeframe=week',
      ),
    );
    expect(screen.getByRole('radio', { name: '1 week' })).toHaveAttribute('aria-checked', 'true');
  });

  it('leads a user without form data into a form check', async () => {
    renderSafety(
      buildSafetyRoutes({
        'GET /workouts/pose/risk-profile': ok(
          buildRiskReport({ factors: [], interventions: [], alerts: [] }),
        ),
        'GET /workouts/pose/progress': ok(buildProgress({ isEmpty: true })),
      }),
    );
    const empty = await screen.findByRole('region', { name: 'No recent form data yet' });
    expect(screen.getByText(/No risks recorded in the last 30 days/)).toBeInTheDocument();
    expect(screen.getByText(/No form history in this timeframe/)).toBeInTheDocument();
    expect(screen.getByText(/Nothing to work on right now/)).toBeInTheDocument();
    await userEvent.click(within(empty).getByRole('button', { name: 'Start a form check' }));
    const formCheck = screen.getByRole('region', { name: 'Form check' });
    expect(formCheck).toContainElement(document.activeElement as HTMLElement);
    expect(formCheck).toHaveAttribute('data-tour', 'pose-tracking');
  });

  it('says when the risk report cannot be read, and reads it again on Try again', async () => {
    let calls = 0;
    renderSafety(
      buildSafetyRoutes({
        'GET /workouts/pose/risk-profile': () => {
          calls += 1;
          return calls === 1 ? { status: 500, body: {} } : ok(buildRiskReport());
        },
      }),
    );
    const section = screen.getByRole('region', { name: 'Risk assessment' });
    const failure = await within(section).findByRole('alert');
    await userEvent.click(within(failure).getByRole('button', { name: 'Try again' }));
    expect(await within(section).findByTestId('overall-risk')).toHaveTextContent('Moderate');
  });
});
