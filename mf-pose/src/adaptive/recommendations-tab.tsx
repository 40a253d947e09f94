// The Recommendations tab: each modification with its priority, reason and details, and Apply /
// Dismiss. The host answers each action (maybe with a promise for its server call): while it runs
// the item's buttons are disabled, a failure shows on the item, success drops it from the plan.
import type { ModificationActionResult, PlanModificationDto } from '@repwise/contracts/pose';
import { Button, Muted } from '@repwise/ui';
import { useId, useState } from 'react';
import styled from 'styled-components';
import {
  formatChange,
  formatRestAdjustment,
  MODIFICATION_TYPE_LABELS,
  modificationKey,
  PRIORITY_LABELS,
  PRIORITY_TONES,
} from './plan-format';
import { EmptyTab, Facts, Pill } from './plan-parts';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

const Item = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space(2.5)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  h3 {
    margin: 0;
    font-size: 1rem;
  }
  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space(5)};
  }
  p {
    margin: 0;
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

const Failure = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

type Action = 'apply' | 'dismiss';

function Recommendation({
  modification,
  onAct,
}: {
  modification: PlanModificationDto;
  onAct: (action: Action) => ModificationActionResult;
}) {
  const titleId = useId();
  const [pending, setPending] = useState<Action | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { details } = modification;

  async function act(action: Action) {
    setPending(action);
    setFailure(null);
    try {
      await onAct(action);
    } catch (error) {
      const verb = action === 'apply' ? 'apply' : 'dismiss';
      setFailure(
        error instanceof Error && error.message
          ? `Could not ${verb} this change: ${error.message}`
          : `Could not ${verb} this change. Try again.`,
      );
    }
    // On success the host drops the item and this component unmounts; on failure it stays.
    setPending(null);
  }

  return (
    <Item aria-labelledby={titleId}>
      <Row>
        <h3 id={titleId}>
          {modification.exerciseName}: {MODIFICATION_TYPE_LABELS[modification.type]}
        </h3>
        <Pill $tone={PRIORITY_TONES[modification.priority]}>
          {PRIORITY_LABELS[modification.priority]} priority
        </Pill>
      </Row>
      <p>{modification.reason}</p>
      <Facts aria-label="Recommended changes">
        <div>
          <dt>Sets</dt>
          <dd>{formatChange(details.originalSets, details.recommendedSets)}</dd>
        </div>
        <div>
          <dt>Reps</dt>
          <dd>{formatChange(details.originalReps, details.recommendedReps)}</dd>
        </div>
        {details.recommendedWeight !== null && (
          <div>
            <dt>Weight</dt>
            <dd>{details.recommendedWeight} kg</dd>
          </div>
        )}
        <div>
          <dt>Rest between sets</dt>
          <dd>{formatRestAdjustment(details.restTimeAdjustment)}</dd>
        </div>
      </Facts>
      {details.focusPoints.length > 0 && (
        <div>
          <strong>Focus on</strong>
          <ul>
            {details.focusPoints.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </div>
      )}
      {details.additionalExercises.length > 0 && (
        <div>
          <strong>Add these exercises</strong>
          <ul>
            {details.additionalExercises.map((exercise) => (
              <li key={exercise}>{exercise}</li>
            ))}
          </ul>
        </div>
      )}
      <Muted>Expected impact: {modification.estimatedImpact}</Muted>
      {failure && <Failure role="alert">{failure}</Failure>}
      <Row>
        <Button
          type="button"
          $size="sm"
          disabled={pending !== null}
          aria-describedby={titleId}
          onClick={() => void act('apply')}
        >
          {pending === 'apply' ? 'Applying…' : 'Apply'}
        </Button>
        <Button
          type="button"
          $size="sm"
          $variant="secondary"
          disabled={pending !== null}
          aria-describedby={titleId}
          onClick={() => void act('dismiss')}
        >
          {pending === 'dismiss' ? 'Dismissing…' : 'Dismiss'}
        </Button>
      </Row>
    </Item>
  );
}

export function RecommendationsTab({
  modifications,
  onApply,
  onDismiss,
}: {
  modifications: readonly PlanModificationDto[];
  onApply: (modification: PlanModificationDto) => ModificationActionResult;
  onDismiss: (modification: PlanModificationDto) => ModificationActionResult;
}) {
  if (modifications.length === 0) {
    return (
      <EmptyTab
        title="No recommendations right now"
        text="Your tracked form needs no changes to the plan. New recommendations appear here after your sets."
      />
    );
  }
  return (
    <List>
      {modifications.map((modification) => (
        <Recommendation
          key={modificationKey(modification)}
          modification={modification}
          onAct={(action) => (action === 'apply' ? onApply : onDismiss)(modification)}
        />
      ))}
    </List>
  );
}
