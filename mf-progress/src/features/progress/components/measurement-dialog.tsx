import {
  Button,
  Dialog,
  DialogActions,
  FieldGrid,
  FormError,
  TextAreaField,
  TextField,
} from '@repwise/ui';
import { recordMeasurement } from '../../../shared/api/progress-api';
import { useRefreshProgress } from '../../../shared/api/use-progress-data';
import { toLocalDay, toLocalNoonIso } from '../../../shared/local-day';
import { useAreaServices } from '../../../shared/progress-context';
import { useForm } from '../../../shared/use-form';
import { buildMeasurementPayload, emptyMeasurementForm } from '../model/build-measurement-payload';

const decimal = { type: 'number', step: '0.1', inputMode: 'decimal' } as const;

/** "Add Measurement" (spec 02 §2, §5): weight, body fat, muscle mass in steps of 0.1, notes, date. */
export function MeasurementDialog({ onClose }: { onClose: () => void }) {
  const { request, notify } = useAreaServices();
  const refresh = useRefreshProgress();
  const today = toLocalDay(new Date());
  const { values, set, errors, setErrors, isSaving, save } = useForm(() =>
    emptyMeasurementForm(today),
  );

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const built = buildMeasurementPayload(values, today, toLocalNoonIso);
    if (!built.ok) {
      setErrors(built.errors);
      return;
    }
    const isSaved = await save(async () => {
      await recordMeasurement(request, built.payload);
      await refresh();
    }, 'Failed to save measurement');
    if (!isSaved) return;
    notify({ title: 'Measurement added', variant: 'success', durationMs: 3000 });
    onClose();
  };

  return (
    <Dialog
      title="Add Measurement"
      description="Record your numbers. Fill in only what you measured."
      onClose={onClose}
    >
      <form onSubmit={submit} noValidate style={{ display: 'grid', gap: 16 }}>
        {(errors.form ?? errors.body) && <FormError>{errors.body ?? errors.form}</FormError>}
        <FieldGrid>
          <TextField
            label="Weight (kg)"
            min="20"
            max="500"
            {...decimal}
            value={values.weight}
            onChange={set('weight')}
            error={errors.weight}
          />
          <TextField
            label="Body Fat (%)"
            min="2"
            max="75"
            {...decimal}
            value={values.bodyFat}
            onChange={set('bodyFat')}
            error={errors.bodyFat}
          />
          <TextField
            label="Muscle Mass (kg)"
            min="5"
            max="250"
            {...decimal}
            value={values.muscleMass}
            onChange={set('muscleMass')}
            error={errors.muscleMass}
          />
          <TextField
            label="Date"
            type="date"
            max={today}
            value={values.date}
            onChange={set('date')}
            error={errors.recordedAt}
          />
        </FieldGrid>
        <TextAreaField
          label="Notes"
          value={values.notes}
          onChange={set('notes')}
          error={errors.notes}
          maxLength={1000}
        />
        <DialogActions>
          <Button type="button" $variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={isSaving} aria-busy={isSaving}>
            {isSaving ? 'Saving…' : 'Save Measurement'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
