import { renderRoot } from '@repwise/federation/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PoseRoot } from '../pose-root';

describe('the Form Analysis screen (the remote on its own)', () => {
  it('explains camera form analysis and marks the pose-tracking tour target', () => {
    renderRoot(PoseRoot, '/app/form-analysis');

    const section = screen.getByRole('region', { name: 'Form Analysis' });
    expect(section).toHaveTextContent(/squats and deadlifts/);
    expect(section).toHaveAttribute('data-tour', 'pose-tracking');
  });

  it('uses an h2, leaving the h1 to the screen that embeds it', () => {
    renderRoot(PoseRoot, '/app/form-analysis');

    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Form Analysis' })).toBeInTheDocument();
  });

  it('shows the squat panel first and switches to the deadlift panel', async () => {
    renderRoot(PoseRoot, '/app/form-analysis');

    expect(screen.getByRole('heading', { name: 'Squat form tracking' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Deadlift' }));

    expect(screen.getByRole('heading', { name: 'Deadlift form tracking' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Deadlift phase' })).toHaveTextContent(
      'Phase: Setup',
    );
    expect(screen.getByRole('region', { name: 'AI Coach' })).toBeInTheDocument();
  });
});
