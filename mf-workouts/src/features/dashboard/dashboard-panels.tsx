import type { DashboardStats, WorkoutPlan } from '@repwise/contracts/workouts';
import { Badge, FactList, Muted, SectionCard } from '@repwise/ui';
import styled from 'styled-components';
import { formatEnumLabel, pluralize } from '../../shared/model/format';
import { CardGrid } from '../../shared/ui/layout';

const Tags = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const Insight = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: color-mix(in srgb, ${({ theme }) => theme.colors.accent} 10%, transparent);
  border-left: 4px solid ${({ theme }) => theme.colors.accent};
`;

/** 'Focus Areas': up to 4 of the plan's progress metrics (spec 03 §2). */
export function FocusAreas({ metrics }: { metrics: readonly string[] }) {
  return (
    <SectionCard title="Focus Areas">
      {metrics.length === 0 ? (
        <Muted>No focus areas set for this plan.</Muted>
      ) : (
        <Tags>
          {metrics.slice(0, 4).map((metric) => (
            <li key={metric}>
              <Badge $tone="accent">{metric}</Badge>
            </li>
          ))}
        </Tags>
      )}
    </SectionCard>
  );
}

/** The three dashboard panels: Today's Activity, AI Coach Insights, Active Workout Plan (spec 03 §2). */
export function DashboardPanels({
  stats,
  plan,
}: {
  stats: DashboardStats;
  plan: WorkoutPlan | null;
}) {
  return (
    <CardGrid $minPx={280}>
      <SectionCard title="Today's Activity">
        <FactList>
          <div>
            <dt>Workouts</dt>
            <dd>{stats.today.workouts}</dd>
          </div>
          <div>
            <dt>Active minutes</dt>
            <dd>{stats.today.minutes}</dd>
          </div>
          <div>
            <dt>Calories</dt>
            <dd>{stats.today.calories}</dd>
          </div>
          <div>
            <dt>Exercises done</dt>
            <dd>{stats.today.completedExercises}</dd>
          </div>
        </FactList>
      </SectionCard>
      <SectionCard title="AI Coach Insights">
        <Insight>{stats.coachInsight}</Insight>
        <Muted>Based on your progress score of {stats.progressScore}% this week.</Muted>
      </SectionCard>
      <SectionCard title="Active Workout Plan">
        {plan ? (
          <>
            <FactList>
              <div>
                <dt>Plan</dt>
                <dd>{plan.planName}</dd>
              </div>
              <div>
                <dt>Duration</dt>
                <dd>{pluralize(plan.durationWeeks, 'week')}</dd>
              </div>
              <div>
                <dt>Difficulty</dt>
                <dd>{formatEnumLabel(plan.difficulty)}</dd>
              </div>
            </FactList>
            <Tags aria-label="Plan metrics">
              {plan.progressMetrics.slice(0, 3).map((metric) => (
                <li key={metric}>
                  <Badge>{metric}</Badge>
                </li>
              ))}
            </Tags>
          </>
        ) : (
          <Muted>No active plan.</Muted>
        )}
      </SectionCard>
    </CardGrid>
  );
}
