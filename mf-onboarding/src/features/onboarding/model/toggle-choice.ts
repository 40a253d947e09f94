import { customAnswerPrefix } from '@repwise/contracts';

/**
 * Options that mean "nothing applies" (injuries, equipment, medical conditions, mobility aids):
 * picking one clears the others, and picking anything else (a custom entry too) clears it.
 */
export const exclusiveChoiceValues: readonly string[] = ['none'];

/** The selection after checking or unchecking `value` in a multiple-choice question. */
export function toggleChoice(
  selected: readonly string[],
  value: string,
  isChecked: boolean,
): string[] {
  if (!isChecked) return selected.filter((entry) => entry !== value);
  if (exclusiveChoiceValues.includes(value)) return [value];
  const kept = selected.filter((entry) => !exclusiveChoiceValues.includes(entry));
  const isCustom = value.startsWith(customAnswerPrefix);
  const withoutOldCustom = isCustom
    ? kept.filter((entry) => !entry.startsWith(customAnswerPrefix))
    : kept;
  return withoutOldCustom.includes(value) ? withoutOldCustom : [...withoutOldCustom, value];
}
