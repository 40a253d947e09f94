import type { Goal } from '@repwise/contracts/progress';
import { Badge, Muted, ProgressBar } from '@repwise/ui';
import styled from 'styled-components';
import { formatDate, formatValue, goalTypeLabels } from '../format';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: baseline;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(1.5)};
`;

/** A goal's progress bar with its accessible value. */
export function GoalProgressBar({ goal }: { goal: Goal }) {
  return (
    <ProgressBar
      label={`${goalTypeLabels[goal.goalType]} progress`}
      percent={goal.progressPercentage}
    />
  );
}

/** The first `limit` ACTIVE goals with their progress (5 in analytics, 3 on the profile). */
export function ActiveGoalsList({
  goals,
  limit,
  emptyText,
}: {
  goals: Goal[];
  limit: number;
  emptyText: string;
}) {
  const active = goals.filter((goal) => goal.status === 'ACTIVE').slice(0, limit);
  if (active.length === 0) return <Muted>{emptyText}</Muted>;
  return (
    <List>
      {active.map((goal) => (
        <li key={goal.id}>
          <Row>
            <strong>{goal.description || goalTypeLabels[goal.goalType]}</strong>
            <Badge $tone="primary">{formatValue(goal.progressPercentage, '%')}</Badge>
          </Row>
          <GoalProgressBar goal={goal} />
          <Muted style={{ marginTop: 6 }}>
            {goalTypeLabels[goal.goalType]} · {formatValue(goal.currentValue)} of{' '}
            {formatValue(goal.targetValue)}
            {goal.targetDate ? ` · by ${formatDate(goal.targetDate)}` : ''}
          </Muted>
        </li>
      ))}
    </List>
  );
}
