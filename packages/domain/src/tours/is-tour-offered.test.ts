import { describe, expect, it } from 'vitest';
import { isTourOffered } from './is-tour-offered';
import { initialTourState } from './tour-types';

describe('isTourOffered', () => {
  it.each([
    { tourEnabled: true, completedTours: [], expected: true },
    { tourEnabled: true, completedTours: ['other'], expected: true },
    { tourEnabled: true, completedTours: ['main'], expected: false },
    { tourEnabled: false, completedTours: [], expected: false },
    { tourEnabled: false, completedTours: ['main'], expected: false },
  ])(
    'returns $expected when enabled is $tourEnabled and completed is $completedTours',
    ({ tourEnabled, completedTours, expected }) => {
      expect(isTourOffered({ ...initialTourState, tourEnabled, completedTours }, 'main')).toBe(
        expected,
      );
    },
  );
});
