import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PoseRoot } from './pose-root';
import { renderRoot } from '@repwise/federation/testing';

describe('PoseRoot', () => {
  it.each(['/app/workout', '/anything'])(
    'explains camera form analysis for squats and deadlifts at %s',
    (path) => {
      renderRoot(PoseRoot, path);

      const section = screen.getByRole('region', { name: 'Form Analysis' });
      expect(section).toHaveTextContent(/squats and deadlifts/);
      expect(section).toHaveTextContent(/active workout/);
      expect(section).toHaveAttribute('data-tour', 'pose-tracking');
    },
  );

  it('uses an h2, leaving the h1 to the screen that embeds it', () => {
    renderRoot(PoseRoot, '/app/workout');

    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Form Analysis' })).toBeInTheDocument();
  });
});
