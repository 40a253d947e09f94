import type { Goal, GoalStatus, GoalUpdate } from '@repwise/contracts/progress';
import { Badge, Button, Card, ConfirmDialog, LoadingState, Muted } from '@repwise/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { deleteGoal, updateGoal } from '../../../shared/api/progress-api';
import { readFailure } from '../../../shared/api/read-failure';
import { useGoals, useRefreshProgress } from '../../../shared/api/use-progress-data';
import { GoalProgressBar } from '../../../shared/components/active-goals-list';
import { LoadFailed } from '../../../shared/components/load-state';
import { formatDate, formatValue, goalStatusLabels, goalTypeLabels } from '../../../shared/format';
import { useAreaServices } from '../../../shared/progress-context';
import { GoalDialog } from './goal-dialog';
import { SectionTitle } from '../../../shared/components/section-title';

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
`;

const statusTone = { ACTIVE: 'primary', completed: 'accent', paused: 'neutral' } as const;
type Filter = 'all' | GoalStatus;
const filters: ReadonlyArray<{ id: Filter; label: string }> = [
  { id: 'all', label: 'All' },
  { id: 'ACTIVE', label: 'Active' },
  { id: 'paused', label: 'Paused' },
  { id: 'completed', label: 'Completed' },
];

/** Goals tab: a goal manager (list, filter, edit, pause, resume, complete, delete). */
export function GoalsPanel({ onSetGoal }: { onSetGoal: () => void }) {
  const { request, notify } = useAreaServices();
  const refresh = useRefreshProgress();
  const { data: goals, error, mutate } = useGoals();
  const [filter, setFilter] = useState<Filter>('all');
  const [editing, setEditing] = useState<Goal | null>(null);
  const [deleting, setDeleting] = useState<Goal | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);

  const change = async (goal: Goal, update: GoalUpdate, done: string) => {
    setBusyId(goal.id);
    try {
      await updateGoal(request, goal.id, update);
      await refresh();
      notify({ title: done, variant: 'success', durationMs: 3000 });
    } catch (failure) {
      notify({
        title: 'Error',
        description: readFailure(failure, 'Failed to update goal').message,
        variant: 'destructive',
      });
    } finally {
      setBusyId(null);
    }
  };
  const remove = async () => {
    if (!deleting) return;
    setBusyId(deleting.id);
    try {
      await deleteGoal(request, deleting.id);
      await refresh();
      notify({ title: 'Goal deleted', variant: 'success', durationMs: 3000 });
    } catch (failure) {
      notify({
        title: 'Error',
        description: readFailure(failure, 'Failed to delete goal').message,
        variant: 'destructive',
      });
    } finally {
      setBusyId(null);
      setDeleting(null);
    }
  };

  const shown = (goals ?? []).filter((goal) => filter === 'all' || goal.status === filter);
  return (
    <Card as="section" aria-labelledby="goal-manager-title">
      <Row style={{ marginBottom: 12 }}>
        <SectionTitle id="goal-manager-title" style={{ margin: 0 }}>
          Your Goals
        </SectionTitle>
        <Button type="button" $size="sm" onClick={onSetGoal}>
          Set Goal
        </Button>
      </Row>
      <Filters role="group" aria-label="Show goals">
        {filters.map((f) => (
          <Button
            key={f.id}
            type="button"
            $size="sm"
            $variant={filter === f.id ? 'primary' : 'secondary'}
            aria-pressed={filter === f.id}
            onClick={() => setFilter(f.id)}
          >
            {f.label}
            {goals
              ? ` (${f.id === 'all' ? goals.length : goals.filter((g) => g.status === f.id).length})`
              : ''}
          </Button>
        ))}
      </Filters>
      {error && !goals ? (
        <LoadFailed message="Failed to load goals" onRetry={() => void mutate()} />
      ) : !goals ? (
        <LoadingState text="Loading goals…" isCompact />
      ) : shown.length === 0 ? (
        <Muted>
          {goals.length === 0
            ? 'No goals yet. Set your first goal to start tracking it.'
            : 'No goals with this status.'}
        </Muted>
      ) : (
        <List aria-label="Goals">
          {shown.map((goal) => {
            const name = goal.description || goalTypeLabels[goal.goalType];
            const isBusy = busyId === goal.id;
            return (
              <Item key={goal.id} aria-label={name}>
                <Row>
                  <strong>{name}</strong>
                  <Badge $tone={statusTone[goal.status]}>{goalStatusLabels[goal.status]}</Badge>
                </Row>
                <GoalProgressBar goal={goal} />
                <Muted>
                  {goalTypeLabels[goal.goalType]} · {formatValue(goal.currentValue)} of{' '}
                  {formatValue(goal.targetValue)} ({formatValue(goal.progressPercentage, '%')})
                  {goal.targetDate ? ` · target ${formatDate(goal.targetDate)}` : ''}
                  {goal.completedAt ? ` · completed ${formatDate(goal.completedAt)}` : ''}
                </Muted>
                <Row style={{ justifyContent: 'flex-start' }}>
                  <Button
                    type="button"
                    $size="sm"
                    $variant="secondary"
                    disabled={isBusy}
                    onClick={() => setEditing(goal)}
                    aria-label={`Edit ${name}`}
                  >
                    Edit
                  </Button>
                  {goal.status === 'ACTIVE' && (
                    <Button
                      type="button"
                      $size="sm"
                      $variant="secondary"
                      disabled={isBusy}
                      onClick={() => void change(goal, { status: 'paused' }, 'Goal paused')}
                      aria-label={`Pause ${name}`}
                    >
                      Pause
                    </Button>
                  )}
                  {goal.status !== 'ACTIVE' && (
                    <Button
                      type="button"
                      $size="sm"
                      $variant="secondary"
                      disabled={isBusy}
                      onClick={() => void change(goal, { status: 'ACTIVE' }, 'Goal resumed')}
                      aria-label={`Resume ${name}`}
                    >
                      Resume
                    </Button>
                  )}
                  {goal.status !== 'completed' && (
                    <Button
                      type="button"
                      $size="sm"
                      $variant="secondary"
                      disabled={isBusy}
                      onClick={() => void change(goal, { status: 'completed' }, 'Goal completed')}
                      aria-label={`Complete ${name}`}
                    >
                      Complete
                    </Button>
                  )}
                  <Button
                    type="button"
                    $size="sm"
                    $variant="ghost"
                    disabled={isBusy}
                    onClick={() => setDeleting(goal)}
                    aria-label={`Delete ${name}`}
                  >
                    Delete
                  </Button>
                </Row>
              </Item>
            );
          })}
        </List>
      )}
      {editing && <GoalDialog goal={editing} onClose={() => setEditing(null)} />}
      {deleting && (
        <ConfirmDialog
          title="Delete goal?"
          message={`Delete “${deleting.description || goalTypeLabels[deleting.goalType]}”? This action cannot be undone.`}
          confirmLabel="Delete"
          isBusy={busyId === deleting.id}
          onCancel={() => setDeleting(null)}
          onConfirm={() => void remove()}
        />
      )}
    </Card>
  );
}
