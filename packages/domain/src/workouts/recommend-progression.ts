import type {
  AdjustmentDirection,
  CheckIn,
  ProgressionAdvice,
  RecoveryAdjustment,
} from './workout-engine-types';

/** Motivation texts of the three tiers (completion ≥ 0.9, ≥ 0.7, below). */
export const progressionMotivation = {
  excellent:
    'Outstanding week! You completed almost everything, so you are ready to be challenged a little more.',
  steady: 'Solid work this week. Keep the rhythm going; consistency is what builds results.',
  restart: 'Every session counts. This week we keep things manageable so you can rebuild momentum.',
} as const;

/**
 * The progression rules of spec 03 §9 for a check-in (c completion 0–1, d difficulty, e energy):
 * volume up if c ≥ 0.9, d ≤ 6 and e ≥ 7, down if c < 0.7 or d ≥ 8 or e ≤ 4; intensity up if
 * c ≥ 0.85, d ≤ 7 and e ≥ 6, down if d ≥ 9 or e ≤ 3; recovery more if e ≤ 4 or d ≥ 8, less if
 * e ≥ 8 and d ≤ 6; motivation tiers at c ≥ 0.9 and c ≥ 0.7.
 */
export function recommendProgression(checkIn: CheckIn): ProgressionAdvice {
  return {
    volumeAdjustment: decideVolume(checkIn),
    intensityAdjustment: decideIntensity(checkIn),
    recoveryAdjustment: decideRecovery(checkIn),
    motivation: chooseMotivation(checkIn.completionRate),
  };
}

function decideVolume({
  completionRate: c,
  difficulty: d,
  energy: e,
}: CheckIn): AdjustmentDirection {
  if (c >= 0.9 && d <= 6 && e >= 7) return 'increase';
  if (c < 0.7 || d >= 8 || e <= 4) return 'decrease';
  return 'maintain';
}

function decideIntensity({
  completionRate: c,
  difficulty: d,
  energy: e,
}: CheckIn): AdjustmentDirection {
  if (c >= 0.85 && d <= 7 && e >= 6) return 'increase';
  if (d >= 9 || e <= 3) return 'decrease';
  return 'maintain';
}

function decideRecovery({ difficulty: d, energy: e }: CheckIn): RecoveryAdjustment {
  if (e <= 4 || d >= 8) return 'more';
  if (e >= 8 && d <= 6) return 'less';
  return 'same';
}

function chooseMotivation(completionRate: number): string {
  if (completionRate >= 0.9) return progressionMotivation.excellent;
  if (completionRate >= 0.7) return progressionMotivation.steady;
  return progressionMotivation.restart;
}
