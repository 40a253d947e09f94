import type { ProgressionPreference } from './workout-vocabulary';
import type { ProgressionAdvice, ProgressionLevels } from './workout-engine-types';

/** Week 1's levels: as planned, normal recovery. */
export const baselineProgression: ProgressionLevels = {
  volumeLevel: 0,
  intensityLevel: 0,
  recovery: 'same',
};

/** Highest volume/intensity step above week 1 per progression preference; the lowest is −2. */
export const maxProgressionLevel: Record<ProgressionPreference, number> = {
  conservative: 1,
  moderate: 2,
  aggressive: 3,
};

const minProgressionLevel = -2;

/**
 * The next week's levels: last week's volume and intensity moved one step the way the advice says
 * (clamped to −2 … the preference's maximum) and its recovery verdict; without advice (no
 * check-in) the levels carry over with normal recovery.
 */
export function advanceProgression(
  previous: ProgressionLevels,
  advice: ProgressionAdvice | null,
  preference: ProgressionPreference,
): ProgressionLevels {
  if (!advice) return { ...previous, recovery: 'same' };
  const max = maxProgressionLevel[preference];
  return {
    volumeLevel: clamp(previous.volumeLevel + step(advice.volumeAdjustment), max),
    intensityLevel: clamp(previous.intensityLevel + step(advice.intensityAdjustment), max),
    recovery: advice.recoveryAdjustment,
  };
}

function step(direction: ProgressionAdvice['volumeAdjustment']): number {
  if (direction === 'increase') return 1;
  return direction === 'decrease' ? -1 : 0;
}

function clamp(level: number, max: number): number {
  return Math.min(max, Math.max(minProgressionLevel, level));
}
