import { tourTargetSelector } from '@repwise/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoot } from '@repwise/federation/testing';
import { WorkoutsRoot } from './workouts-root';

describe('WorkoutsRoot', () => {
  it('greets on the dashboard and offers to generate a plan when none is active', async () => {
    const { props, container } = renderRoot(WorkoutsRoot, '/app/dashboard');

    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back!' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No Workout Plan Active' })).toBeInTheDocument();
    expect(container.querySelector(tourTargetSelector('dashboard'))).not.toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Generate My Plan' }));
    expect(props.navigate).toHaveBeenCalledWith('/app/workout');
  });

  it('shows the Workout Plans page with the way to complete onboarding when there are no plans', async () => {
    const { props } = renderRoot(WorkoutsRoot, '/app/workout');

    expect(screen.getByRole('heading', { level: 1, name: 'Workout Plans' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No workout plan available' })).toBeInTheDocument();
    const completeOnboarding = screen.getByRole('button', { name: 'Complete Onboarding' });
    expect(completeOnboarding).toHaveAttribute('data-tour', 'workout-generator');

    await userEvent.click(completeOnboarding);
    expect(props.navigate).toHaveBeenCalledWith('/onboarding?retake=true');
  });

  it('shows the daily workout without an active plan and leads to the Workout Plans page', async () => {
    const { props } = renderRoot(WorkoutsRoot, '/app/daily-workout');

    expect(
      screen.getByRole('heading', { level: 1, name: 'Daily Workout Plan' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No Active Workout Plan' })).toBeInTheDocument();
    expect(
      screen.getByText("You don't have an active weekly workout plan yet."),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Create Workout Plan' }));
    expect(props.navigate).toHaveBeenCalledWith('/app/workout');
  });

  it('ignores a trailing slash when choosing the screen', () => {
    renderRoot(WorkoutsRoot, '/app/daily-workout/');

    expect(
      screen.getByRole('heading', { level: 1, name: 'Daily Workout Plan' }),
    ).toBeInTheDocument();
  });

  it('renders exactly one h1 on each screen', () => {
    for (const path of ['/app/dashboard', '/app/workout', '/app/daily-workout']) {
      const { unmount } = renderRoot(WorkoutsRoot, path);
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      unmount();
    }
  });
});
