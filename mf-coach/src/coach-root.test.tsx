import { tourTargetSelector } from '@repwise/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CoachRoot } from './coach-root';
import { renderRoot } from '@repwise/federation/testing';

describe('CoachRoot', () => {
  it('shows the AI Fitness Coach header, marked for the coach tour', () => {
    const { container } = renderRoot(CoachRoot, '/app/ai-coach');

    expect(screen.getByRole('heading', { level: 1, name: 'AI Fitness Coach' })).toBeInTheDocument();
    expect(screen.getByText('Your personal AI trainer, available 24/7')).toBeInTheDocument();
    expect(container.querySelector(tourTargetSelector('chat-interface'))).not.toBeNull();
  });

  it('offers no chat input until the chat exists', () => {
    renderRoot(CoachRoot, '/app/ai-coach');

    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
