import { describe, expect, it } from 'vitest';
import { summarizeMeasurements } from './summarize-measurements';

const point = (day: number, weight: number | null, bodyFat: number | null = null) => ({
  recordedAt: new Date(Date.UTC(2026, 2, day)),
  weight,
  bodyFat,
  muscleMass: null,
});

describe('summarizeMeasurements', () => {
  it('answers nothing for no measurements', () => {
    expect(summarizeMeasurements([], 20)).toEqual({
      latest: [],
      trends: { weight: null, bodyFat: null, muscleMass: null },
      count: 0,
    });
  });

  it('keeps the last ones oldest first and takes each trend from the metric’s own ends', () => {
    const summary = summarizeMeasurements(
      [point(3, 82, 20), point(1, null, 22), point(2, 84), point(4, null)],
      2,
    );
    expect(summary.count).toBe(4);
    expect(summary.latest.map((m) => m.recordedAt.getUTCDate())).toEqual([3, 4]);
    expect(summary.trends.weight).toEqual({
      current: 82,
      change: -2,
      changePercentage: -2.4,
      trend: 'decreasing',
    });
    expect(summary.trends.bodyFat).toEqual({
      current: 20,
      change: -2,
      changePercentage: -9.1,
      trend: 'decreasing',
    });
    expect(summary.trends.muscleMass).toBeNull();
  });
});
