import { buildUser, renderRoot } from '@repwise/federation/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { vi } from 'vitest';
import { ProgressRoot } from './progress-root';
import { bodiesSentTo, stubProgressApi } from './testing/progress-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
});

function readPersonalInfo(): Record<string, string | null> {
  const section = screen.getByRole('region', { name: 'Personal Information' });
  const terms = within(section).getAllByRole('term');
  return Object.fromEntries(
    terms.map((term) => [term.textContent, term.nextElementSibling?.textContent ?? null]),
  );
}

const meAnswer = (user = buildUser()) => ({ status: 200, body: { data: { user } } });

describe('ProfileScreen', () => {
  it("shows the user's personal info with 'Not set' for what they have not given", async () => {
    stubProgressApi({
      'GET /api/auth/me': meAnswer(
        buildUser({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' }),
      ),
    });
    renderRoot(ProgressRoot, '/app/profile');
    expect(screen.getByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
    expect(readPersonalInfo()).toEqual({
      'First Name': 'Ada',
      'Last Name': 'Lovelace',
      Email: 'ada@example.com',
      Age: 'Not set',
      'Height (cm)': 'Not set',
      'Weight (kg)': 'Not set',
      'Fitness Level': 'Not set',
      'Member Since': 'March 15, 2026',
    });
    expect(await screen.findByText('First Workout')).toBeInTheDocument();
    expect(screen.getByText('7 Day Streak')).toBeInTheDocument();
    expect(screen.getByText('Goal Achiever')).toBeInTheDocument();
  });

  it('edits and saves the profile through the auth service, parsing numbers as integers', async () => {
    const saved = buildUser({ age: 34, height: 172, weight: 68, fitnessLevel: 'INTERMEDIATE' });
    const fetchSpy = stubProgressApi({
      'GET /api/auth/me': meAnswer(),
      'PATCH /api/auth/profile': meAnswer(saved),
    });
    renderRoot(ProgressRoot, '/app/profile');
    await userEvent.click(screen.getByRole('button', { name: 'Edit Profile' }));
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    await userEvent.type(screen.getByLabelText('Age'), '34');
    await userEvent.type(screen.getByLabelText('Height (cm)'), '172.6');
    await userEvent.type(screen.getByLabelText('Weight (kg)'), '68');
    await userEvent.selectOptions(screen.getByLabelText('Fitness Level'), 'INTERMEDIATE');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(bodiesSentTo(fetchSpy, 'PATCH /api/auth/profile')).toEqual([
        {
          firstName: 'Ada',
          lastName: 'Lovelace',
          age: 34,
          height: 172,
          weight: 68,
          fitnessLevel: 'INTERMEDIATE',
        },
      ]),
    );
    await waitFor(() =>
      expect(readPersonalInfo()).toMatchObject({ Age: '34', 'Fitness Level': 'Intermediate' }),
    );
  });

  it('cancel restores the values without a call', async () => {
    const fetchSpy = stubProgressApi({ 'GET /api/auth/me': meAnswer() });
    renderRoot(ProgressRoot, '/app/profile');
    await userEvent.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await userEvent.clear(screen.getByLabelText('First Name'));
    await userEvent.type(screen.getByLabelText('First Name'), 'Zed');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(readPersonalInfo()['First Name']).toBe('Ada');
    expect(bodiesSentTo(fetchSpy, 'PATCH /api/auth/profile')).toEqual([]);
  });

  it('retakes onboarding after confirmation with the spec toasts', async () => {
    const fetchSpy = stubProgressApi({ 'GET /api/auth/me': meAnswer() });
    const { props } = renderRoot(ProgressRoot, '/app/profile');
    await userEvent.click(screen.getByRole('button', { name: 'Retake Onboarding Quiz' }));
    await userEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Retake Quiz' }),
    );
    await waitFor(() => expect(props.navigate).toHaveBeenCalledWith('/onboarding'));
    expect(props.notify).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Onboarding Reset Successfully',
        description: 'You can now retake the onboarding quiz with fresh responses.',
      }),
    );
    expect(
      fetchSpy.mock.calls.some(
        ([url, init]) => String(url) === '/api/onboarding/reset' && init?.method === 'POST',
      ),
    ).toBe(true);
  });

  it("shows 'Failed to reset onboarding. Please try again.' when the reset fails without a message", async () => {
    stubProgressApi({
      'GET /api/auth/me': meAnswer(),
      'POST /api/onboarding/reset': { status: 500, body: 'oops' },
    });
    const { props } = renderRoot(ProgressRoot, '/app/profile');
    await userEvent.click(screen.getByRole('button', { name: 'Retake Onboarding Quiz' }));
    await userEvent.click(screen.getByRole('button', { name: 'Retake Quiz' }));
    await waitFor(() =>
      expect(props.notify).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Error', variant: 'destructive' }),
      ),
    );
    expect(props.navigate).not.toHaveBeenCalled();
  });

  it('turns e-mail notifications off', async () => {
    const fetchSpy = stubProgressApi({
      'GET /api/auth/me': meAnswer(),
      'PUT /api/auth/preferences': {
        status: 200,
        body: { data: { preferences: { emailNotifications: false } } },
      },
    });
    renderRoot(ProgressRoot, '/app/profile');
    const toggle = await screen.findByRole('switch', { name: 'Email Notifications' });
    await waitFor(() => expect(toggle).toBeEnabled());
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'false'));
    expect(bodiesSentTo(fetchSpy, 'PUT /api/auth/preferences')).toEqual([
      { emailNotifications: false },
    ]);
  });
});
