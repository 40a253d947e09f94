import type { WeeklyPlan, WorkoutCompletion } from '@repwise/contracts/workouts';
import { describe, expect, it } from 'vitest';
import { buildDayWorkout, buildWeeklyPlan } from '../../testing/workout-fixtures';
import { describeSchedule, findNextWorkout } from './next-workout';

const today = new Date(2026, 10, 18); // Wednesday
const week: WeeklyPlan = buildWeeklyPlan({
  workouts: [
    buildDayWorkout({ day: 'Monday', dayNumber: 1, workoutDate: '2026-11-16', name: 'Upper A' }),
    buildDayWorkout({ day: 'Wednesday', dayNumber: 3, workoutDate: '2026-11-18', name: 'Lower A' }),
    buildDayWorkout({ day: 'Friday', dayNumber: 5, workoutDate: '2026-11-20', name: 'Upper B' }),
  ],
});

function completed(day: number): WorkoutCompletion {
  return {
    id: `c${day}`,
    userId: 'user-1',
    planId: week.planId,
    week: week.weekNumber,
    day,
    exercises: [],
    completedAt: '2026-11-18T10:00:00.000Z',
    totalDuration: 45,
    notes: null,
  };
}

describe('findNextWorkout', () => {
  it("is today's workout while it is not completed", () => {
    expect(findNextWorkout(week, [], today)?.name).toBe('Lower A');
  });

  it('skips a completed today and past days', () => {
    expect(findNextWorkout(week, [completed(3)], today)?.name).toBe('Upper B');
  });

  it('is null once the rest of the week is done', () => {
    expect(findNextWorkout(week, [completed(3), completed(5)], today)).toBeNull();
  });
});

describe('describeSchedule', () => {
  it.each([
    ['2026-11-18', 'Today'],
    ['2026-11-19', 'Tomorrow'],
    ['2026-11-20', 'Friday, Nov 20'],
  ])('describes %s as %s', (date, expected) => {
    expect(describeSchedule(date, today)).toBe(expected);
  });
});
