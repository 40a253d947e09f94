import { Button, Muted, SectionCard } from '@repwise/ui';
import type { ReactNode } from 'react';
import { FactGrid } from '../../shared/ui/fact-grid';
import { pluralize } from '../../shared/model/format';
import { ButtonRow } from '../../shared/ui/layout';

/** Where the session's record stands. */
export type SaveState = 'saving' | 'saved' | 'queued' | 'failed';

const saveMessages: Record<SaveState, string> = {
  saving: 'Saving your workout...',
  saved: 'Saved to your workout history.',
  queued: 'Saved offline. It syncs to your history when you are back online.',
  failed: 'Failed to record workout session',
};

/**
 * The completion screen (spec 03 §2): exercises, total sets and the time taken (the original said
 * "about 45 minutes"; this is the measured time), 'Return to Overview' and 'Save & Share'.
 */
export function CompletionScreen({
  workoutName,
  exerciseCount,
  totalSets,
  minutes,
  saveState,
  tracked = null,
  onReturn,
  onSaveAndShare,
}: {
  workoutName: string;
  exerciseCount: number;
  totalSets: number;
  minutes: number;
  saveState: SaveState;
  /** The AI form tracking results, when the workout had AI on. */
  tracked?: ReactNode;
  onReturn: () => void;
  onSaveAndShare: () => void;
}) {
  return (
    <SectionCard title="Workout Complete!">
      <p>Great job finishing {workoutName}.</p>
      <FactGrid $minPx={90} $valueRem={1.5} $isCentered>
        <div>
          <dt>Exercises</dt>
          <dd>{exerciseCount}</dd>
        </div>
        <div>
          <dt>Total sets</dt>
          <dd>{totalSets}</dd>
        </div>
        <div>
          <dt>Time</dt>
          <dd>{minutes} min</dd>
        </div>
      </FactGrid>
      <Muted>You trained for about {pluralize(minutes, 'minute')}.</Muted>
      <Muted role="status">{saveMessages[saveState]}</Muted>
      {tracked}
      <ButtonRow>
        <Button type="button" $variant="secondary" onClick={onReturn}>
          Return to Overview
        </Button>
        <Button type="button" disabled={saveState === 'saving'} onClick={onSaveAndShare}>
          Save &amp; Share
        </Button>
      </ButtonRow>
    </SectionCard>
  );
}
