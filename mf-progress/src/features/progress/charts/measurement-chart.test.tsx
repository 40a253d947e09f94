import { lightTheme } from '@repwise/ui';
import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from 'styled-components';
import { formatShortDate } from '../../../shared/format';
import { buildMeasurement } from '../../../testing/progress-fixtures';
import { MeasurementChart } from './measurement-chart';

/** The date axis's labels (the last axis drawn; the kg and % axes come first). */
function dateAxisLabels(container: HTMLElement): string[] {
  const axes = container.querySelectorAll('svg .visx-axis-bottom');
  return [...(axes[axes.length - 1]?.querySelectorAll('.visx-axis-tick text') ?? [])].map(
    (label) => label.textContent ?? '',
  );
}

beforeEach(() => {
  // The chart draws once its frame has a width (jsdom lays nothing out).
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
    width: 340,
    height: 280,
  } as DOMRect);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('MeasurementChart', () => {
  it("labels a single measurement's date axis with that measurement's day, not the next", () => {
    // Taken in the evening: the axis ran to the next evening and its only label was the next day.
    const recordedAt = '2026-11-26T20:48:00.000Z';
    const { container } = render(
      <ThemeProvider theme={lightTheme}>
        <MeasurementChart measurements={[buildMeasurement({ recordedAt })]} />
      </ThemeProvider>,
    );
    expect(dateAxisLabels(container)).toEqual([formatShortDate(new Date(recordedAt))]);
  });

  it('labels several days with one tick a day', () => {
    const { container } = render(
      <ThemeProvider theme={lightTheme}>
        <MeasurementChart
          measurements={[
            buildMeasurement({ id: 'a', recordedAt: '2026-03-01T12:00:00.000Z' }),
            buildMeasurement({ id: 'b', recordedAt: '2026-03-05T12:00:00.000Z' }),
          ]}
        />
      </ThemeProvider>,
    );
    const labels = dateAxisLabels(container);
    expect(labels.length).toBeGreaterThan(1);
    expect(new Set(labels).size).toBe(labels.length);
  });
});
