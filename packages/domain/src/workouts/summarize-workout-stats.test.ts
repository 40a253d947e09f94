import { describe, expect, it } from 'vitest';
import {
  chooseCoachInsight,
  countWorkoutStreak,
  findWeekMonday,
  scoreWeeklyProgress,
  summarizeWorkoutStats,
  toLocalDate,
} from './summarize-workout-stats';

const workout = (iso: string, duration = 45, caloriesBurned = 450) => ({
  performedAt: new Date(iso),
  duration,
  caloriesBurned,
});

describe('workout statistics', () => {
  it.each([
    ['2026-11-16', '2026-11-16'],
    ['2026-11-18', '2026-11-16'],
    ['2026-11-22', '2026-11-16'],
    ['2026-11-23', '2026-11-23'],
  ])('the week of %s starts on %s', (date, monday) => {
    expect(findWeekMonday(date)).toBe(monday);
  });

  it('reads dates in the user time zone', () => {
    expect(toLocalDate(new Date('2026-11-16T23:30:00Z'), -60)).toBe('2026-11-17');
    expect(toLocalDate(new Date('2026-11-16T00:30:00Z'), 300)).toBe('2026-11-15');
  });

  it.each([
    [['2026-11-20', '2026-11-19', '2026-11-18'], 3],
    [['2026-11-19', '2026-11-18'], 2],
    [['2026-11-18', '2026-11-17'], 0],
    [[], 0],
  ])('counts a streak of %j ending 2026-11-20 as %i', (dates, expected) => {
    expect(countWorkoutStreak(new Set(dates), '2026-11-20')).toBe(expected);
  });

  it.each([
    [0, 0],
    [1, 33],
    [2, 67],
    [3, 100],
    [5, 100],
  ])('scores %i workouts this week as %i', (count, score) => {
    expect(scoreWeeklyProgress(count)).toBe(score);
  });

  it.each([
    [81, /^Excellent consistency/],
    [80, /^Good progress/],
    [51, /^Good progress/],
    [50, /^Getting started/],
  ])('gives score %i its coach insight', (score, text) => {
    expect(chooseCoachInsight(score)).toMatch(text);
  });

  it('summarises this week, the streak and the period', () => {
    const now = new Date('2026-11-20T18:00:00Z');
    const stats = summarizeWorkoutStats(
      [
        workout('2026-11-20T08:00:00Z', 30, 300),
        workout('2026-11-19T08:00:00Z', 60, 600),
        workout('2026-11-15T08:00:00Z'),
        workout('2026-09-01T08:00:00Z'),
      ],
      now,
      0,
      'month',
    );
    expect(stats).toEqual({
      totalWorkouts: 4,
      workoutsThisWeek: 2,
      currentStreak: 2,
      caloriesThisWeek: 900,
      totalSessions: 3,
      averageSessionDuration: 45,
      totalMinutes: 135,
    });
  });
});
