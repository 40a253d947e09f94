import { describe, expect, it } from 'vitest';
import { buildCoachContext, fixtureNow, reply } from '../coach-fixtures.test-helpers';
import type { CoachGoal } from '../coach-types';
import { asksGoalInReach } from '../understand/goal-asked';
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
    [
      'we have booked a walking holiday for september, about 8 to 10 miles a day. im 63, is that realistic for me?',
      false,
    ],
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

  it('weighs a lift goal from the lift said now, its one-rep max estimated', () => {
    const trained = { ...withGoals(70, deadlift(75, '2026-07-01')), fitnessLevel: 'advanced' };
    // 125 × (1 + 3/30) = 137.5: 2-3 kg in 15 weeks.
    expect(
      describeGoalInReach(trained, fixtureNow, 'pulled 125 for a triple. is 140 by july realistic'),
    ).toMatch(
      /^Realistic, with room to spare: 125 kg for 3 is about 138 kg for one, so 140 kg is 2 kg away/,
    );
    // 35 kg in 15 weeks: 2.4 kg a week against a trained lifter's 0.5-1.
    expect(
      describeGoalInReach(
        trained,
        fixtureNow,
        'is 140 by july even realistic im pulling like 105 rn',
      ),
    ).toMatch(
      /^Unlikely by then: your best is 105 kg, .* 2\.4 kg a week, well above the 0\.5-1 kg a week a trained lifter/,
    );
    // A newer lifter adds 1-2.5 kg a week: the same 35 kg is ambitious, not out of reach.
    const newer = { ...trained, fitnessLevel: 'beginner' };
    expect(
      describeGoalInReach(
        newer,
        fixtureNow,
        'is 140 by july even realistic im pulling like 105 rn',
      ),
    ).toMatch(/^Realistic: .* within the 1-2\.5 kg a week a newer lifter/);
    // The target itself is no lift done now.
    expect(describeGoalInReach(trained, fixtureNow, 'am i gonna hit 140 dl by july')).toMatch(
      /^You are 75% of the way/,
    );
  });

  it('says how to set a goal when there is none', () => {
    expect(describeGoalInReach(withGoals(92.4), fixtureNow, 'is 85kg by august doable')).toMatch(
      /^You have no goal set yet: press Set Goal in Progress/,
    );
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
