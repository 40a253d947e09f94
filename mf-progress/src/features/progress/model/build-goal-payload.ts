import {
  goalInputSchema,
  type Goal,
  type GoalInput,
  type GoalType,
} from '@repwise/contracts/progress';
import { toFieldErrors } from '../../../shared/to-field-errors';

/** The Set Goal form as typed; `targetDate` is 'YYYY-MM-DD' or empty. */
export interface GoalForm {
  goalType: GoalType;
  targetValue: string;
  currentValue: string;
  targetDate: string;
  description: string;
}

/** The Set Goal form's defaults (spec 02 §5: goal type WEIGHT_LOSS). */
export const emptyGoalForm: GoalForm = {
  goalType: 'WEIGHT_LOSS',
  targetValue: '',
  currentValue: '',
  targetDate: '',
  description: '',
};

/** The form filled with a goal, for editing. */
export function goalToForm(goal: Goal): GoalForm {
  return {
    goalType: goal.goalType,
    targetValue: String(goal.targetValue),
    currentValue: String(goal.currentValue),
    targetDate: goal.targetDate ? goal.targetDate.slice(0, 10) : '',
    description: goal.description ?? '',
  };
}

/** A payload to send, or field errors. */
export type GoalPayloadResult =
  { ok: true; payload: GoalInput } | { ok: false; errors: Record<string, string> };

/**
 * Builds POST /progress/goals (and the PATCH of an edit) from the form: target and current values
 * as numbers (an empty current value is 0), date and description only when filled.
 */
export function buildGoalPayload(form: GoalForm): GoalPayloadResult {
  const candidate = {
    goalType: form.goalType,
    targetValue: form.targetValue.trim() === '' ? undefined : Number(form.targetValue),
    currentValue: form.currentValue.trim() === '' ? 0 : Number(form.currentValue),
    targetDate: form.targetDate || undefined,
    description: form.description.trim() || undefined,
  };
  const filled = Object.fromEntries(
    Object.entries(candidate).filter(([, value]) => value !== undefined),
  );
  const parsed = goalInputSchema.safeParse(filled);
  if (parsed.success) return { ok: true, payload: parsed.data };
  return { ok: false, errors: toFieldErrors(parsed.error) };
}
