import { estimateExerciseSeconds, type ExerciseDose } from './prescribe-exercise-dose';

/**
 * The dose shortened to fit: short sessions (≤ 20 min) keep rests ≤ 30 s and at most 3 sets,
 * sessions up to 30 minutes at most 3 sets with rests ≤ 90 s and up to 45 minutes rests ≤ 2 min,
 * so a short session holds several exercises rather than two heavy ones; then sets come off one at
 * a time (cardio blocks shrink by minutes) until it fits; null when even one set does not.
 */
export function fitDose(
  dose: ExerciseDose,
  remaining: number,
  minutes: number,
): ExerciseDose | null {
  let fitted: ExerciseDose =
    minutes <= 20
      ? {
          ...dose,
          sets: Math.min(dose.sets, minutes <= 12 ? 2 : 3),
          // Very short sessions are a quick circuit: 15 s to change, so three or more moves fit.
          rest: Math.min(dose.rest, minutes <= 8 ? 15 : 30),
        }
      : minutes <= 30
        ? { ...dose, sets: Math.min(dose.sets, 3), rest: Math.min(dose.rest, 90) }
        : minutes <= 45
          ? { ...dose, rest: Math.min(dose.rest, 120) }
          : dose;
  if (fitted.sets === 1 && fitted.duration !== null && fitted.duration > 120) {
    const room = Math.floor((remaining - 60) / 60) * 60;
    if (room < 120) return null;
    fitted = { ...fitted, duration: Math.min(fitted.duration, room) };
  }
  while (sessionSeconds(fitted, minutes) > remaining) {
    if (fitted.sets <= 1) return null;
    fitted = { ...fitted, sets: fitted.sets - 1 };
  }
  return fitted;
}

/**
 * Seconds an exercise takes in a session: the plan engine's estimate, except that short sessions
 * (≤ 20 min) run as a circuit and change exercise in 15 s rather than the minute a plan allows.
 */
export function sessionSeconds(dose: ExerciseDose, minutes: number): number {
  const estimate = estimateExerciseSeconds(dose);
  return minutes <= 20 ? estimate - 45 : estimate;
}

/** The most sets an exercise gets when a session adds rounds to fill its time. */
const maxRoundSets = 5;

/**
 * Adds a set to each exercise in turn (never to a long cardio block) while the time allows, up to
 * five; answers the seconds still unfilled.
 */
export function addRounds(
  picked: { dose: ExerciseDose }[],
  remaining: number,
  minutes: number,
): number {
  let left = remaining;
  let added = true;
  while (added) {
    added = false;
    for (const entry of picked) {
      const { dose } = entry;
      if (dose.sets >= maxRoundSets || (dose.sets === 1 && (dose.duration ?? 0) > 120)) continue;
      const more = { ...dose, sets: dose.sets + 1 };
      const extra = sessionSeconds(more, minutes) - sessionSeconds(dose, minutes);
      if (extra > left) continue;
      left -= extra;
      entry.dose = more;
      added = true;
    }
  }
  return left;
}
