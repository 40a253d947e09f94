import { describe, expect, it } from 'vitest';
import { buildCoachContext, fixtureNow, reply } from '../coach-fixtures.test-helpers';
import type { CoachGoal } from '../coach-types';
import { asksGoalInReach } from '../understand/own-data-question';
import { describeGoalInReach } from './goal-in-reach';

// fixtureNow is 20 March 2026.
function withGoals(weight: number | null, ...progressGoals: CoachGoal[]) {
  return buildCoachContext({
    progressGoals,
    latestMeasurement:
      weight === null
        ? null
        : { weight, bodyFat: null, muscleMass: null, recordedAt: '2026-03-18T07:00:00.000Z' },
  });
}
const loseTo85 = (targetDate: string | null): CoachGoal => ({
  goalType: 'WEIGHT_LOSS',
  description: 'Reach 85 kg',
  progressPercentage: 40,
  targetDate,
});
const deadlift = (progressPercentage: number, targetDate: string): CoachGoal => ({
  goalType: 'STRENGTH',
  description: 'Deadlift 140 kg for a single',
  progressPercentage,
  targetDate,
});

describe('asksGoalInReach', () => {
  it.each([
    ['is 85kg by august actually doable or am i kidding myself', true],
    ['honestly am i gonna hit 140 dl by july or not', true],
    ['is my goal realistic', true],
    ['can i hit my goal weight by june?', true],
    ['how do i lose 5kg by summer', false],
    ['is it realistic to lose a stone in a month', false],
  ])('%s → %s', (text, expected) => {
    expect(asksGoalInReach(text)).toBe(expected);
  });
});

describe('describeGoalInReach', () => {
  it('weighs a body-weight goal by the kilos a week it needs against 0.5-1 % of body weight', () => {
    // 7.4 kg in about 19 weeks: 0.4 kg a week, under 0.46-0.92.
    expect(
      describeGoalInReach(withGoals(92.4, loseTo85('2026-08-01')), fixtureNow, '85kg by august'),
    ).toMatch(
      /^Yes, it is realistic: 7\.4 kg in 19 weeks is about 0\.4 kg a week, gentler than the 0\.5-0\.9 kg a week/,
    );
    // 7.4 kg in 10 weeks: 0.7 kg a week, within.
    expect(
      describeGoalInReach(withGoals(92.4, loseTo85('2026-05-29')), fixtureNow, 'my goal'),
    ).toMatch(/^Yes, it is realistic: .* about 0\.7 kg a week, within the safe pace/);
    // 7.4 kg in 6 weeks: 1.2 kg a week, too fast; about 11 weeks at 0.75 %.
    expect(
      describeGoalInReach(withGoals(92.4, loseTo85('2026-05-01')), fixtureNow, 'my goal'),
    ).toMatch(/^Not at a safe pace: .* At a steady pace it takes about 11 weeks/);
  });

  it('takes the month the message names over the goal date', () => {
    expect(
      describeGoalInReach(
        withGoals(92.4, loseTo85('2026-08-01')),
        fixtureNow,
        'by the end of april',
      ),
    ).toMatch(/^Not at a safe pace: 7\.4 kg in 6 weeks/);
  });

  it('weighs any other goal by the share left against the weeks left', () => {
    const context = withGoals(70, deadlift(75, '2026-07-01'));
    expect(describeGoalInReach(context, fixtureNow, 'am i gonna hit 140 by july')).toMatch(
      /^You are 75% of the way to deadlift 140 kg for a single with about 15 weeks left: realistic/,
    );
    expect(
      describeGoalInReach(withGoals(70, deadlift(20, '2026-04-20')), fixtureNow, 'my goal'),
    ).toMatch(/unlikely at a healthy pace/);
  });

  it('asks for a date when the goal has none, and a new one when it has passed', () => {
    expect(describeGoalInReach(withGoals(92.4, loseTo85(null)), fixtureNow, 'my goal')).toMatch(
      /no target date yet/,
    );
    expect(
      describeGoalInReach(withGoals(92.4, loseTo85('2026-03-01')), fixtureNow, 'my goal'),
    ).toMatch(/target date has come/);
  });

  it('answers from the records, first, when asked in the chat', () => {
    const answer = reply('is 85kg by august actually doable?', {
      context: withGoals(92.4, loseTo85('2026-08-01')),
    });
    expect(answer.intent).toBe('progress');
    expect(answer.message).toMatch(/^Yes, it is realistic/);
  });
});
