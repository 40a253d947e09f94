import { tourTargetSelector } from '@repwise/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProgressRoot } from './progress-root';
import { buildUser, renderRoot } from '@repwise/federation/testing';

function readPersonalInfo(): Record<string, string | null> {
  const section = screen.getByRole('region', { name: 'Personal Information' });
  const terms = within(section).getAllByRole('term');
  return Object.fromEntries(
    terms.map((term) => [term.textContent, term.nextElementSibling?.textContent ?? null]),
  );
}

describe('ProgressRoot', () => {
  it('shows Progress Tracking and what it tracks, marked for the progress tour', () => {
    const { container } = renderRoot(ProgressRoot, '/app/progress');

    expect(
      screen.getByRole('heading', { level: 1, name: 'Progress Tracking' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Track your body measurements, goals, progress photos and analytics.'),
    ).toBeInTheDocument();
    expect(container.querySelector(tourTargetSelector('progress-overview'))).not.toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("shows the signed-in user's personal info with 'Not set' for what they have not given", () => {
    renderRoot(ProgressRoot, '/app/profile', {
      user: buildUser({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' }),
    });

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
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('shows the age, height, weight and fitness level a user has set', () => {
    renderRoot(ProgressRoot, '/app/profile', {
      user: buildUser({ age: 34, height: 172.5, weight: 68, fitnessLevel: 'INTERMEDIATE' }),
    });

    expect(readPersonalInfo()).toMatchObject({
      Age: '34',
      'Height (cm)': '172.5',
      'Weight (kg)': '68',
      'Fitness Level': 'Intermediate',
    });
  });
});
