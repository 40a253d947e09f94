import type { RemoteAppProps } from '@repwise/contracts';
import type { WeeklyPlan } from '@repwise/contracts/workouts';
import {
  Badge,
  Button,
  EmptyState,
  Muted,
  Page,
  PageHeader,
  PageSubtitle,
  PageTitle,
  SectionCard,
} from '@repwise/ui';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { describePlanLoadError } from '../../api/api-errors';
import { useActiveWeek } from '../../api/use-plan-data';
import { buildActiveWorkoutPath, buildWorkoutViewPath } from '../../shared/model/app-paths';
import { pluralize } from '../../shared/model/format';
import type { Weekday } from '../../shared/model/weekdays';
import { ErrorCard } from '../../shared/ui/status-views';
import { WorkoutDetail } from '../week-strip/workout-detail';
import { DailyWorkoutSkeleton } from './daily-workout-skeleton';
import { WeekdayPicker } from './weekday-picker';

const TitleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  align-items: center;
`;

const DayAnchor = styled.div<{ $isSelected: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  scroll-margin-top: ${({ theme }) => theme.space(20)};
  border-radius: ${({ theme }) => theme.radii.lg};
  outline: ${({ theme, $isSelected }) => ($isSelected ? `2px solid ${theme.colors.primary}` : 'none')};
  outline-offset: 4px;
`;

/** Spec 03 §2: selecting a day scrolls to its workout after 100 ms. */
export const scrollDelayMs = 100;

function ActiveWeekView({
  weeklyPlan,
  navigate,
}: { weeklyPlan: WeeklyPlan } & Pick<RemoteAppProps, 'navigate'>) {
  const [selectedDay, setSelectedDay] = useState<Weekday>('Monday');
  const anchors = useRef(new Map<string, HTMLDivElement | null>());
  const { workouts, message } = weeklyPlan.weekJson;
  const trainingDays = new Set<Weekday>(workouts.map((workout) => workout.day));
  const pendingScroll = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(pendingScroll.current), []);

  function selectDay(day: Weekday) {
    setSelectedDay(day);
    window.clearTimeout(pendingScroll.current);
    pendingScroll.current = window.setTimeout(() => {
      anchors.current.get(day)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    }, scrollDelayMs);
  }

  return (
    <>
      <WeekdayPicker selectedDay={selectedDay} trainingDays={trainingDays} onSelect={selectDay} />
      {message && (
        <SectionCard title={`Week ${weeklyPlan.weekNumber} Overview`}>
          <Muted>{message}</Muted>
        </SectionCard>
      )}
      {!trainingDays.has(selectedDay) && (
        <SectionCard title={selectedDay}>
          <p role="status">Rest day - No workout scheduled for {selectedDay}</p>
        </SectionCard>
      )}
      {workouts.map((workout) => (
        <DayAnchor
          key={workout.day}
          ref={(element) => {
            anchors.current.set(workout.day, element);
          }}
          $isSelected={workout.day === selectedDay}
        >
          <WorkoutDetail workout={workout} />
          <div>
            <Button
              type="button"
              onClick={() =>
                navigate(
                  buildActiveWorkoutPath({ week: weeklyPlan.weekNumber, day: workout.dayNumber }),
                )
              }
            >
              Start {workout.day}&apos;s Workout
            </Button>
          </div>
        </DayAnchor>
      ))}
    </>
  );
}

/** The daily workout screen (spec 03 §2): the active week day by day. */
export function DailyWorkoutScreen({ navigate }: Pick<RemoteAppProps, 'navigate'>) {
  const activeWeek = useActiveWeek();
  const active = activeWeek.data;
  const workoutCount = active?.weeklyPlan.weekJson.workouts.length ?? 0;

  return (
    <Page>
      <PageHeader>
        <TitleRow>
          <PageTitle>Daily Workout Plan</PageTitle>
          {active && <Badge $tone="primary">Active Plan</Badge>}
        </TitleRow>
        {active && (
          <PageSubtitle>
            Week {active.weeklyPlan.weekNumber} · {pluralize(workoutCount, 'workout day')}
          </PageSubtitle>
        )}
      </PageHeader>
      {active === undefined && activeWeek.isLoading ? (
        <DailyWorkoutSkeleton />
      ) : activeWeek.error && !active ? (
        <ErrorCard
          title="Unable to Load Workout Plan"
          message={describePlanLoadError(activeWeek.error)}
          actions={
            <>
              <Button type="button" onClick={() => window.location.reload()}>
                Refresh Page
              </Button>
              <Button type="button" $variant="secondary" onClick={() => navigate('/app/dashboard')}>
                Go to Dashboard
              </Button>
            </>
          }
        />
      ) : active ? (
        <ActiveWeekView
          key={active.weeklyPlan.id}
          weeklyPlan={active.weeklyPlan}
          navigate={navigate}
        />
      ) : (
        <EmptyState
          title="No Active Workout Plan"
          description="You don't have an active weekly workout plan yet."
          action={
            <Button type="button" onClick={() => navigate(buildWorkoutViewPath('generator'))}>
              Create Workout Plan
            </Button>
          }
        />
      )}
    </Page>
  );
}
