import { defaultProgressCheckIn, type ProgressCheckIn } from '@repwise/contracts/workouts';
import { Button, Dialog, SliderField, TextAreaField } from '@repwise/ui';
import { useState } from 'react';
import { ButtonRow } from '../../shared/ui/layout';

/**
 * The weekly check-in dialog (spec 03 §2, §5): completion 0–100 % in steps of 5 (default 80),
 * difficulty and energy 1–10 (defaults 6 and 7), optional notes; Cancel and Update Progress.
 */
export function ProgressDialog({
  weekNumber,
  isSaving,
  onCancel,
  onSubmit,
}: {
  weekNumber: number;
  isSaving: boolean;
  onCancel: () => void;
  onSubmit: (checkIn: ProgressCheckIn) => void;
}) {
  const [completionPercent, setCompletionPercent] = useState(
    defaultProgressCheckIn.completionRate * 100,
  );
  const [difficulty, setDifficulty] = useState<number>(defaultProgressCheckIn.difficulty);
  const [energy, setEnergy] = useState<number>(defaultProgressCheckIn.energy);
  const [notes, setNotes] = useState('');
  return (
    <Dialog title={`Week ${weekNumber} Progress`} onClose={onCancel}>
      <SliderField
        label="Workouts completed"
        value={completionPercent}
        min={0}
        max={100}
        step={5}
        formatValue={(value) => `${value}%`}
        onChange={setCompletionPercent}
      />
      <SliderField
        label="Difficulty"
        value={difficulty}
        min={1}
        max={10}
        formatValue={(value) => `${value}/10`}
        onChange={setDifficulty}
      />
      <SliderField
        label="Energy"
        value={energy}
        min={1}
        max={10}
        formatValue={(value) => `${value}/10`}
        onChange={setEnergy}
      />
      <TextAreaField
        label="Notes (optional)"
        value={notes}
        maxLength={1000}
        onChange={(event) => setNotes(event.target.value)}
      />
      <ButtonRow>
        <Button type="button" $variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button
          type="button"
          disabled={isSaving}
          onClick={() =>
            onSubmit({
              completionRate: completionPercent / 100,
              difficulty,
              energy,
              ...(notes.trim() ? { notes: notes.trim() } : {}),
            })
          }
        >
          {isSaving ? 'Saving...' : 'Update Progress'}
        </Button>
      </ButtonRow>
    </Dialog>
  );
}
