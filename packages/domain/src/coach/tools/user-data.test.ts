import { describe, expect, it } from 'vitest';
import { buildCoachContext, fixtureCatalogue, fixtureNow } from '../coach-fixtures.test-helpers';
import type { CoachUserContext } from '../coach-types';
import { answerProgress, answerWorkoutPlan } from './user-data';

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

describe('answerProgress: the value asked comes first', () => {
  it('counts this week’s workouts (Monday to today) and the streak', () => {
    const lines = answerProgress(context, fixtureNow, 'so how many sessions this week then').lines;
    expect(lines[0]).toMatch(
      /^This week, since Monday 16 March, you have logged 2 workouts: Monday and Thursday\. Your plan asks for 3-4 a week\./,
    );
    expect(lines[1]).toMatch(/^Your current streak is 1 day in a row/);
  });

  it('says a streak at 0 and when the last workout was', () => {
    const lapsed = buildCoachContext({
      recentSessions: [
        { date: '2026-03-17T18:00:00.000Z', durationMinutes: 30, exerciseNames: ['Squats'] },
      ],
    });
    expect(answerProgress(lapsed, fixtureNow, 'whats my streak looking like').lines[0]).toMatch(
      /^Your streak of days in a row is at 0 right now: your last workout was Tuesday 17 March, 3 days ago/,
    );
  });

  it('puts the goals first when asked whether they are on track', () => {
    const { lines } = answerProgress(
      buildCoachContext(),
      fixtureNow,
      'am i on track to hit my goal by the summer',
    );
    expect(lines[0]).toMatch(
      /^You are 40% of the way to your strength goal with about 10 weeks left: possible but ambitious/,
    );
    expect(lines[1]).toMatch(/^Your goals: /);
  });

  it('gives the assessment’s goal, and how to set one, when none is set in Progress', () => {
    expect(
      answerProgress(buildCoachContext({ progressGoals: [] }), fixtureNow, 'whats my goal')
        .lines[0],
    ).toBe(
      'Your main goal from your assessment is weight loss; you have no goal with a target set in Progress yet: press Set Goal there, choose a target and a date, and I will tell you how close you are.',
    );
  });

  it('gives the Dashboard’s progress score from this week’s workouts', () => {
    expect(first('whats my progress score')).toBe(
      "Your progress score is 67: the Dashboard scores this week's workouts against 3, and you have logged 2 since Monday 16 March, so 1 more this week makes it 100.",
    );
  });

  it('names the one thing to fix from the tracked form', () => {
    expect(first('if i could only fix one thing what should it be')).toBe(
      'The one thing to fix is your squat form, 5.5/10 and declining: sit back into your heels and stop at parallel.',
    );
  });

  it('puts a high-severity form alert before everything else', () => {
    const flagged = buildCoachContext({
      form: {
        exercises: [],
        areasForImprovement: [],
        riskFactors: [
          {
            type: 'back_rounding',
            severity: 'high',
            exercise: 'Deadlift',
            description: 'Your lower back rounds in the last reps.',
            recommendations: ['Drop the weight by 10%'],
          },
        ],
      },
    });
    expect(answerProgress(flagged, fixtureNow, 'whats my biggest weakness').lines[0]).toBe(
      'The one thing to fix is your deadlift: your lower back rounds in the last reps, a high-severity alert. Drop the weight by 10%.',
    );
  });

  it('answers "am I getting anywhere" with the signs the records show', () => {
    const losing = buildCoachContext({
      progressGoals: [
        {
          goalType: 'WEIGHT_LOSS',
          description: 'Reach 85 kg',
          progressPercentage: 40,
          targetDate: null,
        },
      ],
    });
    expect(answerProgress(losing, fixtureNow, 'am i actually getting anywhere').lines[0]).toBe(
      'Yes, you are getting somewhere, and your records show it: your weight is down 1.5 kg, your goal (reach 85 kg) is 40% done and you have logged 7 workouts in the last 30 days. Changes you feel lag behind the numbers, so judge it over 3-4 weeks.',
    );
  });

  it('tells a user with only an assessment that nothing else is logged yet', () => {
    const fresh = buildCoachContext({
      plan: null,
      todayWorkout: null,
      recentSessions: [],
      sessionsLast30Days: 0,
      form: { exercises: [], riskFactors: [], areasForImprovement: [] },
      latestMeasurement: null,
      weightTrend: null,
      progressGoals: [],
    });
    const lines = answerProgress(fresh, fixtureNow, 'what do you actually know about me').lines;
    expect(lines[0]).toMatch(/^From your assessment: .*your knee/);
    expect(lines[1]).toMatch(/^You have no plan, logged workouts, measurements or goals yet/);
  });
});

/** The fixture's assessment with some answers changed. */
function profileOf(changes: Partial<NonNullable<CoachUserContext['profile']>>) {
  const profile = buildCoachContext().profile;
  return profile && { ...profile, ...changes };
}

describe('answerWorkoutPlan: the plan detail asked', () => {
  const plan = (text: string, overrides: Parameters<typeof buildCoachContext>[0] = {}) =>
    answerWorkoutPlan(buildCoachContext(overrides), null, text).lines;

  it.each([
    [
      "gotta be out by 7, if i start at 6 can i get today's session done",
      'Full Body A is planned as a 45-minute session: 2 exercises and 6 sets, rests included. That fits the 60 minutes you have.',
    ],
    [
      "only 30 minutes, can i fit today's workout in",
      'Full Body A is planned as a 45-minute session: 2 exercises and 6 sets, rests included. With 30 minutes, keep the first exercises, do one set fewer of each and shorten the rests, or ask me for a 30-minute session.',
    ],
    [
      'what am i doing today and how many sets',
      'Full Body A has 2 exercises, 3 sets of each (6 sets in all).',
    ],
    ["what's after squats today", 'Next up after the squats: Push-ups, 3 × 12.'],
    [
      'whats tomorrows workout',
      "I can see today's session only: open Workout Plan and choose the Calendar or Daily Plan view to see the days ahead.",
    ],
  ])('%s', (text, expected) => {
    expect(plan(text)).toContain(expected);
  });

  it('says the plan’s days against the assessment’s, and how to change them', () => {
    const lines = plan('why does my plan say 4 days a week when i told the quiz 5-6', {
      plan: { name: 'Powerbuilding 4-Day', frequency: '4 times per week', sessionLength: '60 min' },
      profile: profileOf({ frequency: '5-6-times' }),
    });
    expect(lines[0]).toBe(
      "Your plan, Powerbuilding 4-Day, has 4 sessions a week, though your assessment said 5-6: follow the plan's 4 hard sessions, which leave room to recover between them, and on your other 1-2 days rest or do something light, such as a walk, easy cardio or mobility work. If you want 5-6 training days, press Edit Quiz on Workout Plans, change your days and generate a new plan, and it will adjust.",
    );
  });

  it('says when the exercise asked is not in today’s session', () => {
    const pushUp = fixtureCatalogue.find((exercise) => exercise.name === 'Push-Up');
    const bench = pushUp ? { ...pushUp, name: 'Barbell Bench Press' } : null;
    expect(
      answerWorkoutPlan(buildCoachContext(), bench, 'what sets for the bench today').lines[0],
    ).toBe("The barbell bench press is not in today's Full Body A, which has Squats, Push-ups.");
  });

  it('says how to tick a workout off when asked where', () => {
    expect(plan('where do i tick off my workout')[0]).toMatch(
      /^Open Daily Workout from the menu, tick each exercise/,
    );
  });

  it('says how the plan is made when asked', () => {
    expect(plan('how is my workout plan generated')[0]).toMatch(
      /^Your plan is generated from your assessment/,
    );
  });

  it('explains a changed week by the check-in and the slipping tracked lift', () => {
    expect(plan('why did my workout change this week')[0]).toMatch(
      /check-in.*your squat form is declining at 5\.5\/10 and flagged: your knees cave inward/,
    );
  });
});
