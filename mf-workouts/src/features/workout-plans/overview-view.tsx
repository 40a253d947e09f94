import { tourTarget, type RemoteAppProps } from '@repwise/contracts';
import type { DayWorkout, WeeklyPlan, WorkoutPlan } from '@repwise/contracts/workouts';
import { Button, Card, Muted, ProgressBar, SectionCard } from '@repwise/ui';
import styled from 'styled-components';
import { FactGrid } from '../../shared/ui/fact-grid';
import { useCompletions } from '../../api/use-completions';
import { useDashboardStats } from '../../api/use-insights';
import { buildActiveWorkoutPath, buildWorkoutViewPath } from '../../shared/model/app-paths';
import { CardGrid } from '../../shared/ui/layout';
import { pluralize } from '../../shared/model/format';
import { describeSchedule, findNextWorkout } from './next-workout';
import { PlanManager } from './plan-manager';

const ActionCard = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  align-content: space-between;
  h2 {
    margin: 0;
    font-size: 1rem;
  }
`;

function Action({
  title,
  description,
  label,
  onClick,
  tour,
}: {
  title: string;
  description: string;
  label: string;
  onClick: () => void;
  tour?: 'workout-generator';
}) {
  return (
    <ActionCard as="section" aria-label={title}>
      <div>
        <h2>{title}</h2>
        <Muted>{description}</Muted>
      </div>
      <Button
        type="button"
        $variant="secondary"
        onClick={onClick}
        {...(tour ? tourTarget(tour) : {})}
      >
        {label}
      </Button>
    </ActionCard>
  );
}

function CurrentPlanCard({
  plan,
  next,
  planProgress,
  today,
}: {
  plan: WorkoutPlan;
  next: DayWorkout | null;
  planProgress: number;
  today: Date;
}) {
  return (
    <SectionCard title="Current Plan">
      <strong>{plan.planName}</strong>
      {/* The original showed 8 × streak here; this is the share of the whole programme's workouts completed. */}
      <Muted>{planProgress}% complete</Muted>
      <ProgressBar percent={Math.round(planProgress)} label="Plan progress" />
      {next ? (
        <FactGrid $valueRem={1.125} aria-label="Next workout">
          <div>
            <dt>Next workout</dt>
            <dd>{next.name}</dd>
          </div>
          <div>
            <dt>Scheduled</dt>
            <dd>{describeSchedule(next.workoutDate, today)}</dd>
          </div>
          <div>
            <dt>Duration</dt>
            <dd>{next.duration} minutes</dd>
          </div>
          <div>
            <dt>Exercises</dt>
            <dd>{next.exercises.length}</dd>
          </div>
        </FactGrid>
      ) : (
        <Muted>All of this week&apos;s workouts are done.</Muted>
      )}
    </SectionCard>
  );
}

/**
 * The Workout Plans overview (spec 03 §2): four action cards, the Current Plan card and Your Stats.
 * Customize Plan opens the plan form prefilled with the active plan's answers.
 */
export function OverviewView({
  active,
  navigate,
  notify,
}: {
  active: { plan: WorkoutPlan; weeklyPlan: WeeklyPlan } | null;
} & Pick<RemoteAppProps, 'navigate' | 'notify'>) {
  const stats = useDashboardStats();
  const today = new Date();
  const { completions } = useCompletions(active?.plan.id ?? null);
  const next = active ? findNextWorkout(active.weeklyPlan, completions, today) : null;
  return (
    <>
      <CardGrid $minPx={220}>
        <Action
          title="Generate New Plan"
          description="Build a progressive 4-week programme around your goals."
          label="Generate New Plan"
          tour="workout-generator"
          onClick={() => navigate(buildWorkoutViewPath('generator'))}
        />
        <Action
          title="View Daily Plan"
          description="See this week's workouts day by day."
          label="View Daily Plan"
          onClick={() => navigate(buildWorkoutViewPath('daily'))}
        />
        <Action
          title="Start Workout"
          description={
            next ? `Next up: ${next.name}.` : 'A guided full-body session with timers and rests.'
          }
          label="Start Workout"
          onClick={() =>
            navigate(
              buildActiveWorkoutPath(
                active && next ? { week: active.weeklyPlan.weekNumber, day: next.dayNumber } : {},
              ),
            )
          }
        />
        <Action
          title="Customize Plan"
          description="Adjust days, session length, equipment and limits."
          label="Customize Plan"
          onClick={() => navigate(`${buildWorkoutViewPath('generator')}&customize=true`)}
        />
      </CardGrid>
      <CardGrid $minPx={300}>
        {active ? (
          <CurrentPlanCard
            plan={active.plan}
            next={next}
            planProgress={stats.data?.planProgress ?? 0}
            today={today}
          />
        ) : (
          <SectionCard title="Current Plan">
            <Muted>No active plan. Generate one to see your next workout here.</Muted>
          </SectionCard>
        )}
        <SectionCard title="Your Stats" {...tourTarget('workout-stats')}>
          {stats.data ? (
            <FactGrid $valueRem={1.125}>
              <div>
                <dt>Workouts Completed</dt>
                <dd>{stats.data.totalWorkouts}</dd>
              </div>
              <div>
                <dt>Current Streak</dt>
                <dd>{pluralize(stats.data.currentStreak, 'day')}</dd>
              </div>
              <div>
                <dt>Average Duration</dt>
                <dd>{stats.data.averageSessionDuration} min</dd>
              </div>
              <div>
                <dt>Calories Burned</dt>
                <dd>{stats.data.caloriesThisWeek} kcal</dd>
              </div>
            </FactGrid>
          ) : (
            <Muted>{stats.error ? 'Failed to fetch workout statistics' : 'Loading stats...'}</Muted>
          )}
        </SectionCard>
      </CardGrid>
      <PlanManager notify={notify} />
    </>
  );
}
