import { lightTheme } from '@repwise/ui';
import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { SessionStats, type SessionStatsProps } from './panel-parts';

function renderStats(overrides: Partial<SessionStatsProps>) {
  const props: SessionStatsProps = {
    lastRepScore: null,
    averageScore: null,
    bestScore: null,
    fps: 0,
    backend: null,
    variant: 'full',
    ...overrides,
  };
  render(
    <ThemeProvider theme={lightTheme}>
      <SessionStats {...props} />
    </ThemeProvider>,
  );
  return screen.getByTestId('pose-model');
}

describe('session stats: the model line', () => {
  it('names the WASM threads when the models run on more than one', () => {
    expect(renderStats({ backend: 'wasm', threads: 2 })).toHaveTextContent(
      'BlazePose full · WASM (CPU) · 2 threads',
    );
  });

  it('names only the backend on one thread', () => {
    expect(renderStats({ backend: 'wasm', threads: 1 })).toHaveTextContent(
      /^BlazePose full · WASM \(CPU\)$/,
    );
  });

  it('names WebGPU without a thread count', () => {
    expect(renderStats({ backend: 'webgpu', threads: 4, variant: 'heavy' })).toHaveTextContent(
      /^BlazePose heavy · WebGPU$/,
    );
  });
});
