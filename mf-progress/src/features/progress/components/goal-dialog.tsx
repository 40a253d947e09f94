import { goalTypes, type Goal } from '@repwise/contracts/progress';
import {
  Button,
  Dialog,
  DialogActions,
  FieldGrid,
  FormError,
  SelectField,
  TextAreaField,
  TextField,
} from '@repwise/ui';
import { setGoal, updateGoal } from '../../../shared/api/progress-api';
import { useRefreshProgress } from '../../../shared/api/use-progress-data';
import { goalTypeLabels } from '../../../shared/format';
import { useAreaServices } from '../../../shared/progress-context';
import { useForm } from '../../../shared/use-form';
import {
  buildGoalPayload,
  emptyGoalForm,
  goalToForm,
  type GoalForm,
} from '../model/build-goal-payload';

/** "Set Goal" (spec 02 §2, §5), or editing an existing goal when `goal` is given. */
export function GoalDialog({ goal, onClose }: { goal?: Goal; onClose: () => void }) {
  const { request, notify } = useAreaServices();
  const refresh = useRefreshProgress();
  const {
    values: form,
    set,
    errors,
    setErrors,
    isSaving,
    save,
  } = useForm<GoalForm>(() => (goal ? goalToForm(goal) : emptyGoalForm));

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const built = buildGoalPayload(form);
    if (!built.ok) {
      setErrors(built.errors);
      return;
    }
    const payload = built.payload;
    const isSaved = await save(async () => {
      if (goal) {
        await updateGoal(request, goal.id, {
          ...payload,
          targetDate: payload.targetDate ?? null,
          description: payload.description ?? null,
        });
      } else {
        await setGoal(request, payload);
      }
      await refresh();
    }, 'Failed to save goal');
    if (!isSaved) return;
    notify({ title: goal ? 'Goal updated' : 'Goal set', variant: 'success', durationMs: 3000 });
    onClose();
  };

  const numberProps = { type: 'number', step: '0.1', inputMode: 'decimal', min: '0' } as const;
  return (
    <Dialog
      title={goal ? 'Edit Goal' : 'Set Goal'}
      description="Progress is your current value divided by the target."
      onClose={onClose}
    >
      <form onSubmit={submit} noValidate style={{ display: 'grid', gap: 16 }}>
        {errors.form && <FormError>{errors.form}</FormError>}
        <SelectField
          label="Goal Type"
          value={form.goalType}
          onChange={set('goalType')}
          error={errors.goalType}
        >
          {goalTypes.map((type) => (
            <option key={type} value={type}>
              {goalTypeLabels[type]}
            </option>
          ))}
        </SelectField>
        <FieldGrid>
          <TextField
            label="Target Value"
            required
            {...numberProps}
            value={form.targetValue}
            onChange={set('targetValue')}
            error={errors.targetValue}
          />
          <TextField
            label="Current Value"
            {...numberProps}
            value={form.currentValue}
            onChange={set('currentValue')}
            error={errors.currentValue}
          />
        </FieldGrid>
        <TextField
          label="Target Date (optional)"
          type="date"
          value={form.targetDate}
          onChange={set('targetDate')}
          error={errors.targetDate}
        />
        <TextAreaField
          label="Description (optional)"
          value={form.description}
          onChange={set('description')}
          error={errors.description}
          maxLength={500}
        />
        <DialogActions>
          <Button type="button" $variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={isSaving} aria-busy={isSaving}>
            {isSaving ? 'Saving…' : goal ? 'Save Changes' : 'Set Goal'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
