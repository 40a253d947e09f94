// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it } from 'vitest';
import { lightTheme } from '../theme';
import { LoadingState } from './spinner';

afterEach(cleanup);

describe('LoadingState', () => {
  it('announces its text and detail as a polite status, the spinner hidden', () => {
    render(
      <ThemeProvider theme={lightTheme}>
        <LoadingState text="Creating your plan..." detail="This takes a few seconds." />
      </ThemeProvider>,
    );
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent('Creating your plan...This takes a few seconds.');
    expect(status.querySelector('[aria-hidden="true"]')).not.toBeNull();
  });
});
