import { describe, expect, it } from 'vitest';
import { buildCoachContext, fixtureNow } from '../coach-fixtures.test-helpers';
import { answerProgress } from './user-data';

const context = buildCoachContext({
  recentSessions: [
    {
      date: '2026-03-19T17:30:00.000Z',
      durationMinutes: 60,
      exerciseNames: ['Barbell Bench Press', 'Pull-Up'],
    },
    {
      date: '2026-03-16T10:00:00.000Z',
      durationMinutes: 65,
      exerciseNames: ['Barbell Back Squat', 'Bulgarian Split Squat'],
    },
    {
      date: '2026-03-10T10:00:00.000Z',
      durationMinutes: 50,
      exerciseNames: ['Barbell Back Squat'],
    },
  ],
  sessionsLast30Days: 3,
});

const first = (text: string) => answerProgress(context, fixtureNow, text).lines[0] ?? '';

describe('answerProgress: how many times a lift was done', () => {
  it.each([
    [
      'how many times have i squatted this past week',
      /^You have squatted once in the last 7 days: Monday 16 March/,
    ],
    ['how often did i squat in the last 2 weeks', /^You have squatted twice in the last 14 days/],
    [
      'how many times have i benched this week',
      /^You have benched once in the last 7 days: Thursday 19 March/,
    ],
    ['how many times did i deadlift this week', /^You have not deadlifted in the last 7 days\./],
  ])('%s', (text, expected) => {
    expect(first(text)).toMatch(expected);
  });

  it('says which workouts it counted when the month holds more than it read', () => {
    const busy = buildCoachContext({ ...context, sessionsLast30Days: 12 });
    expect(
      answerProgress(busy, fixtureNow, 'how often have i squatted this month').lines[0],
    ).toMatch(/^You have squatted twice in your last 3 logged workouts/);
  });

  it('leaves other progress questions to the usual answer', () => {
    expect(first('how am i doing')).not.toMatch(/^You have/);
  });
});
