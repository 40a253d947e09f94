import { lightTheme } from '@repwise/ui';
import { render, screen, within } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import type { RepRecord } from '../session/exercise-tracker';
import { RepHistory } from './rep-history';

const rep = (count: number, score: number, faults: RepRecord['faults'] = []): RepRecord => ({
  count,
  score,
  timestampMs: count * 2000,
  analysis: null,
  faults,
});

describe('rep history', () => {
  it("lists each rep's score and its faults with their time and measure", () => {
    render(
      <ThemeProvider theme={lightTheme}>
        <RepHistory
          reps={[
            rep(1, 9.6),
            rep(2, 6.5, [
              {
                fault: 'rounded-back',
                severity: 'moderate',
                atMs: 3250,
                measure: 17.4,
                unit: 'percent',
              },
            ]),
          ]}
        />
      </ThemeProvider>,
    );
    const items = within(screen.getByRole('region', { name: 'Rep history' })).getAllByRole(
      'listitem',
    );
    expect(items[0]).toHaveTextContent('Rep 1: 9.6/10 · clean');
    expect(items[1]).toHaveTextContent(
      'Rep 2: 6.5/10 · Rounded back (moderate) at 3.3 s: back shortened 17 %',
    );
  });

  it('names the measure that found hips rising early: the hinge ratio or the chest risen', () => {
    render(
      <ThemeProvider theme={lightTheme}>
        <RepHistory
          reps={[
            rep(1, 6.7, [
              {
                fault: 'hips-rise-early',
                severity: 'moderate',
                atMs: 1730,
                measure: 8,
                unit: 'percent',
              },
            ]),
            rep(2, 6.7, [
              {
                fault: 'hips-rise-early',
                severity: 'severe',
                atMs: 3750,
                measure: 2.6,
                unit: 'ratio',
              },
            ]),
          ]}
        />
      </ThemeProvider>,
    );
    const items = screen.getAllByRole('listitem');
    expect(items[0]).toHaveTextContent(
      'Hips rising first (moderate) at 1.7 s: chest risen by then 8 %',
    );
    expect(items[1]).toHaveTextContent(
      'Hips rising first (severe) at 3.8 s: hip/shoulder rise 2.60×',
    );
  });

  it('shows nothing before the first rep', () => {
    const { container } = render(
      <ThemeProvider theme={lightTheme}>
        <RepHistory reps={[]} />
      </ThemeProvider>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
