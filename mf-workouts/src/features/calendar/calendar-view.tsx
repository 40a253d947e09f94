import type { CalendarDay } from '@repwise/contracts/workouts';
import { Button, LoadingState, Muted, SectionCard } from '@repwise/ui';
import { useState } from 'react';
import styled, { css } from 'styled-components';
import { describeError } from '../../api/api-errors';
import { useCalendarMonth } from '../../api/use-insights';
import { toDayKey } from '../../shared/model/dates';
import { CardGrid } from '../../shared/ui/layout';
import { StatCard } from '../../shared/ui/stat-card';
import { ErrorCard, RetryButton } from '../../shared/ui/status-views';
import { buildMonthCells, stepMonth, toMonthKey } from './month-grid';

const weekdayHeads = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  @media (max-width: ${({ theme }) => theme.breakpoints.lg}px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(7, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(1)};
`;

const Head = styled.div`
  text-align: center;
  font-size: 0.75rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Cell = styled.button<{ $isSelected: boolean; $isToday: boolean; $isDone: boolean }>`
  aspect-ratio: 1;
  min-height: 40px;
  display: grid;
  place-items: center;
  align-content: center;
  gap: 2px;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid
    ${({ theme, $isToday }) => ($isToday ? theme.colors.primary : theme.colors.border)};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: 0.875rem;
  cursor: pointer;
  ${({ theme, $isDone }) =>
    $isDone &&
    css`
      background: color-mix(in srgb, ${theme.colors.success} 16%, ${theme.colors.surfaceRaised});
    `}
  ${({ theme, $isSelected }) =>
    $isSelected &&
    css`
      outline: 2px solid ${theme.colors.primary};
      outline-offset: 1px;
    `}
`;

const Dot = styled.span<{ $tone: 'success' | 'primary' }>`
  width: 6px;
  height: 6px;
  border-radius: 50%;
  background: ${({ theme, $tone }) => theme.colors[$tone]};
`;

const monthTitle = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' });
const dayTitle = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
});

function parseDay(date: string): Date {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(year, month - 1, day);
}

function describeCell(date: string, day: CalendarDay | undefined): string {
  const parts = [dayTitle.format(parseDay(date))];
  if (day?.sessions.length) parts.push(`${day.sessions.length} done`);
  if (day?.planned) parts.push(`planned: ${day.planned.name}`);
  return parts.join(', ');
}

function DayDetail({ date, day }: { date: string; day: CalendarDay | undefined }) {
  return (
    <SectionCard title={dayTitle.format(parseDay(date))}>
      {day?.planned && (
        <Muted>
          Planned: {day.planned.name} ({day.planned.type}, {day.planned.duration} min) · week{' '}
          {day.planned.weekNumber}
        </Muted>
      )}
      {day?.sessions.length ? (
        <ul>
          {day.sessions.map((session) => (
            <li key={session.id}>
              {session.name}: {session.duration} min · {session.caloriesBurned} kcal
            </li>
          ))}
        </ul>
      ) : (
        <Muted>{day?.planned ? 'Not done yet.' : 'No workouts on this day.'}</Muted>
      )}
    </SectionCard>
  );
}

/**
 * The calendar (spec 03 §2): a Sunday-first month grid with previous and next month, a day detail
 * panel and the This Month summary. The original showed fixed sample numbers; these are the
 * user's recorded workouts and the active plan's schedule from the server.
 */
export function CalendarView() {
  const today = new Date();
  const [month, setMonth] = useState(toMonthKey(today));
  const [selectedDate, setSelectedDate] = useState(toDayKey(today));
  const calendar = useCalendarMonth(month);
  const days = new Map((calendar.data?.days ?? []).map((day) => [day.date, day]));
  const summary = calendar.data?.month === month ? calendar.data.summary : undefined;

  function changeMonth(steps: number) {
    const next = stepMonth(month, steps);
    setMonth(next);
    setSelectedDate(next === toMonthKey(today) ? toDayKey(today) : `${next}-01`);
  }

  return (
    <Layout>
      <SectionCard
        title={monthTitle.format(parseDay(`${month}-01`))}
        aside={
          <div style={{ display: 'flex', gap: 8 }}>
            <Button
              type="button"
              $size="sm"
              $variant="secondary"
              aria-label="Previous month"
              onClick={() => changeMonth(-1)}
            >
              ←
            </Button>
            <Button
              type="button"
              $size="sm"
              $variant="secondary"
              aria-label="Next month"
              onClick={() => changeMonth(1)}
            >
              →
            </Button>
          </div>
        }
      >
        {calendar.error && !calendar.data ? (
          <ErrorCard
            title="Something went wrong"
            message={describeError(calendar.error, 'Failed to fetch workout sessions')}
            actions={<RetryButton onClick={() => void calendar.mutate()} />}
          />
        ) : !calendar.data ? (
          <LoadingState text="Loading calendar..." />
        ) : (
          <Grid>
            {weekdayHeads.map((head) => (
              <Head key={head} aria-hidden="true">
                {head}
              </Head>
            ))}
            {buildMonthCells(month).map((date, index) =>
              date ? (
                <Cell
                  key={date}
                  type="button"
                  aria-label={describeCell(date, days.get(date))}
                  aria-pressed={date === selectedDate}
                  $isSelected={date === selectedDate}
                  $isToday={date === toDayKey(today)}
                  $isDone={Boolean(days.get(date)?.sessions.length)}
                  onClick={() => setSelectedDate(date)}
                >
                  {Number(date.slice(8))}
                  <span aria-hidden="true" style={{ display: 'flex', gap: 2 }}>
                    {days.get(date)?.sessions.length ? <Dot $tone="success" /> : null}
                    {days.get(date)?.planned ? <Dot $tone="primary" /> : null}
                  </span>
                </Cell>
              ) : (
                <div key={`blank-${index}`} />
              ),
            )}
          </Grid>
        )}
      </SectionCard>
      <div style={{ display: 'grid', gap: 16, alignContent: 'start' }}>
        <DayDetail date={selectedDate} day={days.get(selectedDate)} />
        <SectionCard title="This Month">
          {summary ? (
            <CardGrid $minPx={120}>
              <StatCard
                label="Planned workouts done"
                value={`${summary.completedPlannedWorkouts}/${summary.plannedWorkouts}`}
              />
              <StatCard label="Sessions" value={`${summary.completedWorkouts}`} />
              <StatCard label="Minutes" value={`${summary.totalMinutes}`} />
              <StatCard label="Day streak" value={`${summary.currentStreak}`} />
            </CardGrid>
          ) : (
            <Muted>Loading summary...</Muted>
          )}
        </SectionCard>
      </div>
    </Layout>
  );
}
