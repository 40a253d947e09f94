import type { WeeklyPlan, WorkoutPlan } from '@repwise/contracts/workouts';
import { Badge, Button, Muted, SectionCard } from '@repwise/ui';
import styled from 'styled-components';
import { formatWeekLabel } from '../../shared/model/dates';
import { formatEnumLabel } from '../../shared/model/format';
import { ButtonRow } from '../../shared/ui/layout';

const Strip = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  div {
    padding: ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    text-align: center;
  }
  dt {
    font-size: 0.8125rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-size: 1.5rem;
    font-weight: 700;
  }
`;

const Heading = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  align-items: center;
  strong {
    font-size: 1.125rem;
  }
`;

/** The dashboard's weekly workouts card for the active plan (spec 03 §2). */
export function WeeklyPlanCard({
  plan,
  weeklyPlan,
  today,
  onNavigate,
}: {
  plan: WorkoutPlan;
  weeklyPlan: WeeklyPlan;
  today: Date;
  onNavigate: (to: string) => void;
}) {
  return (
    <SectionCard
      title="Weekly Workouts"
      aside={plan.aiGenerated && <Badge $tone="primary">AI Generated</Badge>}
    >
      <Heading>
        <strong>{plan.planName}</strong>
        <Badge>{formatEnumLabel(plan.difficulty)}</Badge>
      </Heading>
      <Muted>{formatWeekLabel(today)}</Muted>
      <Strip>
        <div>
          <dt>Total Weeks</dt>
          <dd>{plan.durationWeeks}</dd>
        </div>
        <div>
          <dt>This Week</dt>
          <dd>{weeklyPlan.weekNumber}</dd>
        </div>
        <div>
          <dt>Total Workouts</dt>
          <dd>{weeklyPlan.weekJson.workouts.length}</dd>
        </div>
      </Strip>
      <ButtonRow>
        <Button type="button" onClick={() => onNavigate('/app/daily-workout')}>
          View Daily Workouts
        </Button>
        <Button type="button" $variant="secondary" onClick={() => onNavigate('/app/workout')}>
          View Full Plan
        </Button>
        <Button type="button" $variant="ghost" onClick={() => onNavigate('/onboarding?mode=edit')}>
          Edit Quiz
        </Button>
      </ButtonRow>
    </SectionCard>
  );
}
