import type { Goal, Measurement, ProgressPhoto } from '@repwise/contracts/progress';
import { describe, expect, it } from 'vitest';
import { buildRecentActivity } from './build-recent-activity';

const measurement = (
  id: string,
  recordedAt: string,
  values: Partial<Measurement> = {},
): Measurement => ({
  id,
  weight: null,
  bodyFat: null,
  muscleMass: null,
  notes: null,
  recordedAt,
  createdAt: recordedAt,
  ...values,
});
const goal = (id: string, createdAt: string, completedAt: string | null = null): Goal => ({
  id,
  goalType: 'STRENGTH',
  targetValue: 10,
  currentValue: 1,
  targetDate: null,
  description: null,
  status: completedAt ? 'completed' : 'ACTIVE',
  progressPercentage: 10,
  createdAt,
  updatedAt: createdAt,
  completedAt,
});
const photo = (id: string, uploadedAt: string): ProgressPhoto => ({
  id,
  filename: `${id}.jpg`,
  mimetype: 'image/jpeg',
  size: 1000,
  uploadedAt,
  url: `/files/progress-photos/${id}`,
});

describe('buildRecentActivity', () => {
  it('is empty without data', () => {
    expect(buildRecentActivity({ measurements: [], goals: [], photos: [] }, 5)).toEqual([]);
  });

  it('merges measurements, goals, completions and photo uploads newest first, up to the limit', () => {
    const items = buildRecentActivity(
      {
        measurements: [measurement('m1', '2026-03-01T10:00:00Z', { weight: 82.4, bodyFat: 18 })],
        goals: [goal('g1', '2026-03-02T10:00:00Z', '2026-03-05T10:00:00Z')],
        photos: [
          photo('p1', '2026-03-04T10:00:10Z'),
          photo('p2', '2026-03-04T10:00:40Z'),
          photo('p3', '2026-03-03T08:00:00Z'),
        ],
      },
      4,
    );
    expect(items.map((item) => [item.title, item.detail])).toEqual([
      ['Goal completed', 'Strength'],
      ['2 progress photos uploaded', 'p1.jpg, p2.jpg'],
      ['Progress photo uploaded', 'p3.jpg'],
      ['Goal set', 'Strength'],
    ]);
    const all = buildRecentActivity(
      {
        measurements: [measurement('m1', '2026-03-01T10:00:00Z', { weight: 82.4, bodyFat: 18 })],
        goals: [],
        photos: [],
      },
      5,
    );
    expect(all[0]?.detail).toBe('Weight 82.4 kg · Body fat 18%');
  });
});
