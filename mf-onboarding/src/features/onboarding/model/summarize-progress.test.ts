import { describe, expect, it } from 'vitest';
import { pickNewestProgress } from './pick-newest-progress';
import { summarizeProgress } from './summarize-progress';
import { buildProgress } from '../testing/onboarding-fixtures';

const ids = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];

describe('summarizeProgress', () => {
  it.each([
    [
      0,
      [],
      {
        percent: 12.5,
        completedCount: 0,
        currentStepNumber: 1,
        remainingCount: 7,
        minutesRemaining: 16,
      },
    ],
    [
      2,
      ['a', 'b'],
      {
        percent: 37.5,
        completedCount: 2,
        currentStepNumber: 3,
        remainingCount: 5,
        minutesRemaining: 12,
      },
    ],
    [
      1,
      ['a', 'b', 'c'],
      {
        percent: 25,
        completedCount: 3,
        currentStepNumber: 2,
        remainingCount: 5,
        minutesRemaining: 14,
      },
    ],
    [
      7,
      ids.slice(0, 7),
      {
        percent: 100,
        completedCount: 7,
        currentStepNumber: 8,
        remainingCount: 0,
        minutesRemaining: 2,
      },
    ],
  ])('summarizes step %i with %j complete', (stepIndex, completed, summary) => {
    expect(summarizeProgress(ids, stepIndex, completed)).toEqual(summary);
  });
});

describe('pickNewestProgress', () => {
  const older = buildProgress({ currentStep: 1, lastUpdated: '2026-03-15T12:00:00.000Z' });
  const newer = buildProgress({ currentStep: 2, lastUpdated: '2026-03-15T13:00:00.000Z' });

  it.each([
    ['the local copy when it is newer', older, newer, newer],
    ['the server copy when it is newer', newer, older, newer],
    ['the server copy on a tie', older, { ...older, currentStep: 5 }, older],
    ['whichever exists', null, older, older],
    ['nothing when neither exists', null, null, null],
  ])('picks %s', (_case, server, local, expected) => {
    expect(pickNewestProgress(server, local)).toBe(expected);
  });
});

describe('summarizeProgress presets', () => {
  it.each([
    [0, 12.5, 16],
    [1, 25, 14],
    [2, 37.5, 12],
    [3, 50, 10],
    [4, 62.5, 8],
    [5, 75, 6],
    [6, 87.5, 4],
    [7, 100, 2],
  ])('shows step %i at %f percent with %i minutes left', (stepIndex, percent, minutes) => {
    const summary = summarizeProgress(ids, stepIndex, []);
    expect(summary.percent).toBe(percent);
    expect(summary.minutesRemaining).toBe(minutes);
  });
});
