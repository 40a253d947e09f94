import {
  checkInFrequencies,
  fitnessLevels,
  progressionPreferences,
  selectableDaysPerWeek,
  selectableSessionMinutes,
  trainingGoals,
  type ProgressiveRequirements,
} from '@repwise/contracts/workouts';
import { formatEnumLabel } from '../../shared/model/format';
import type { SelectOption } from '@repwise/ui';

/** The progressive form's three steps (spec 03 §2), in order. */
export const requirementSteps = [
  'Goals & Experience',
  'Training Preferences',
  'Equipment & Limitations',
] as const;

function toOptions<T extends string | number>(
  values: readonly T[],
  label: (value: T) => string,
): SelectOption<T>[] {
  return values.map((value) => ({ value, label: label(value) }));
}

/** The select options of the form (spec 03 §3, §5). */
export const requirementOptions = {
  goals: toOptions(trainingGoals, formatEnumLabel),
  levels: toOptions(fitnessLevels, formatEnumLabel),
  days: toOptions(selectableDaysPerWeek, (days) => `${days} days`),
  minutes: toOptions(selectableSessionMinutes, (minutes) => `${minutes} minutes`),
  progression: toOptions(progressionPreferences, formatEnumLabel),
  checkIns: toOptions(checkInFrequencies, formatEnumLabel),
};

/** `list` with `value` added, or removed when it is there. */
export function toggleListValue<T>(list: readonly T[], value: T): T[] {
  return list.includes(value) ? list.filter((item) => item !== value) : [...list, value];
}

/** Whether the requirements can generate an outline: the spec's ranges hold. */
export function hasValidRequirements(requirements: ProgressiveRequirements | null): boolean {
  if (!requirements) return false;
  const { daysPerWeek, sessionDuration } = requirements;
  return daysPerWeek >= 2 && daysPerWeek <= 7 && sessionDuration >= 20 && sessionDuration <= 120;
}
