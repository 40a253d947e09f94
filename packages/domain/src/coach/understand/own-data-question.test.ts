import { describe, expect, it } from 'vitest';
import {
  askedOwnData,
  asksAboutMe,
  asksAboutReported,
  asksPlanDays,
  asksTrackedForm,
} from './own-data-question';
import { reply } from '../coach-fixtures.test-helpers';

describe('askedOwnData: questions about the user’s own records and plan', () => {
  it.each([
    // What the coach knows, in other words than "what do you know about me".
    ['what does the ai coach actually know about me', 'progress'],
    ['can you see my information? what do you actually know about me', 'progress'],
    ['what info does the app have on me', 'progress'],
    // Whether the training is getting anywhere: the records answer it.
    ["am i actually getting anywhere?? feels like nothing's changing", 'progress'],
    ['is any of this even working', 'progress'],
    ['am i wasting my time', 'progress'],
    ['are my workouts doing anything', 'progress'],
    ['have i actually improved at all', 'progress'],
    ['feels like im not progressing, am i?', 'progress'],
    // The one thing to fix: the tracked form and the records say.
    ['if i could only fix one thing this training block what should it be', 'progress'],
    ["what's my biggest weakness right now", 'progress'],
    // A record asked by name, and this week's count.
    ["how's my lean mass goal going", 'progress'],
    ['how is my weight looking', 'progress'],
    ['so how many sessions this week then', 'progress'],
    // Consistency asked of the user's own record, not how to build a habit.
    ['have i been consistent lately', 'progress'],
    ['how consistent have i been', 'progress'],
    ['am i sticking to my plan', 'progress'],
    ['how do i stay consistent', null],
    // The camera's score of a lift.
    ['squat score still going up? what is it now', 'form-feedback'],
    // Asked for someone else.
    ['my nan keeps asking to join in, which of my exercises are actually ok for her', null],
    // A yes or no about the records.
    ['do i have a streak going', 'progress'],
    ['am i still on a streak', 'progress'],
    ['have i got any goals set', 'progress'],
    ['is my streak still alive', 'progress'],
    // The goal's date, asked on its own or after the goal.
    ["when's the deadline", 'progress'],
    ['and the deadline?', 'progress'],
    ['how many workouts have i done so far this month', 'progress'],
    // Why the plan changed, and how long today's session takes.
    ['why did my workout change this week? less deadlift volume than before', 'workout-plan'],
    ['how come my sets went down this week', 'workout-plan'],
    ["gotta be out by 7, if i start at 6 can i get today's session done", 'workout-plan'],
    ["how long will today's workout take", 'workout-plan'],
    ['what reps for rdl today', 'workout-plan'],
    ['how long is todays sesh', 'workout-plan'],
    ['is today an upper or lower day', 'workout-plan'],
    // The plan's days a week against what the assessment said.
    ['i picked 5-6 days in the quiz but my plan only has 4, why', 'workout-plan'],
    ['why only 4 workouts a week on my plan', 'workout-plan'],
    ['my profile says 5-6 days but the plan only has 4, which do i follow', 'workout-plan'],
    // Whether the plan suits an injury: what the plan knows of it.
    ['is my plan the right one for my knee', 'workout-plan'],
    // What the app said of the form: the tracked form, not the history.
    ['what did the app say about my form last time', 'form-feedback'],
    ['why did the app flag my deadlift', 'form-feedback'],
    // No workouts showing: the plan, or how to get one.
    ['why dont i have any workouts', 'workout-plan'],
    ['cant see my plan anywhere', 'workout-plan'],
  ])('%s → %s', (text, intent) => {
    expect(askedOwnData(text)).toBe(intent);
  });

  it.each([
    // Another subject than the records: the topics answer these.
    "i'm going through menopause and gaining weight around my middle, what helps?",
    'going to nandos tonight w friends, what do i order that wont wreck my deficit',
    'make me a full body session for tomorrow, an hour, barbell and dumbbells',
    "what's the one thing to focus on to lose fat",
    'how many sessions a week should a beginner do',
    'is this working my glutes or my hamstrings',
    'what should i focus on next',
    'i have a work deadline, no time to train',
    'my plan has 5 exercises today',
    // What the user reports, asked about: is it normal, wrong, harmful, working.
    'after my first workout on monday my legs are still sore two days later. is this normal or have i done some damage?',
    'week 2 and the scale hasnt moved since last monday. am i doing something wrong',
    '2 months of lifting and my arm went from 32 to 32.5 cm, is this even working',
  ])('%s → not the records', (text) => {
    expect(askedOwnData(text)).toBeNull();
  });

  it.each([
    'does poor sleep affect my results',
    'will skipping breakfast hurt my progress',
    'is this normal',
    'am i doing something wrong',
    'did i do enough exercise this week? went for 3 walks about 20 mins each',
  ])('reads "%s" as a question about what the user reports', (text) => {
    expect(asksAboutReported.test(text)).toBe(true);
  });

  it.each([
    'how many workouts have i done',
    "how's my weight trending",
    'what did i do on monday',
    'did i do enough this week',
  ])('reads "%s" as a question about the records', (text) => {
    expect(asksAboutReported.test(text)).toBe(false);
    expect(askedOwnData(text)).not.toBeNull();
  });

  it.each([
    'remind me what i put as my goal and equipment when i signed up?',
    'what level did i pick in the assessment',
  ])('reads "%s" as a question about what the user told', (text) => {
    expect(asksAboutMe.test(text)).toBe(true);
  });

  it('reads "whats my worse lift form wise, squat or deadlift?" as the tracked form', () => {
    expect(askedOwnData('whats my worse lift form wise, squat or deadlift?')).toBe('form-feedback');
  });

  it('reads "what data do you store" as a privacy question, not one about me', () => {
    expect(asksAboutMe.test('what data do you store')).toBe(false);
  });

  it('reads the plan’s days against the profile’s even when it asks which to follow', () => {
    expect(
      asksPlanDays('my profile says 5-6 days but the plan only has 4, which do i follow'),
    ).toBe(true);
    expect(asksPlanDays('my plan says 4 days but i want 6, should i')).toBe(false);
  });

  it.each([
    ['what injuries do you have on file for me', true],
    ['what conditions have you got on file', true],
    ['do you know about my arthritis', true],
    ['what data do you store', false],
  ])('asksAboutMe: %s → %s', (text, expected) => {
    expect(asksAboutMe.test(text)).toBe(expected);
  });

  it.each([
    // What the camera can do is the app's topic, not the user's records.
    ['does the camera count push ups', false],
    ['can the camera track bench press', false],
    ['will the app tell me if my heart rate is too high', false],
    ['what does the app say about my squat', true],
    ['what has the app flagged on my deadlift', true],
  ])('asksTrackedForm: %s → %s', (text, expected) => {
    expect(asksTrackedForm(text)).toBe(expected);
  });
});

describe('moving, swapping and counting the plan’s sessions', () => {
  it.each([
    ["can i do tomorrow's workout today instead, legs just aren't feeling it", 'training'],
    ["could i do thursday's session now instead", 'training'],
    ["swap today's workout for something 20 min, i'm short on time", 'workout-request'],
    ['switch my session for a quick 15 min one', 'workout-request'],
    ['my profile says 5-6 days but the plan only has 4, which do i follow', 'workout-plan'],
  ])('reads "%s" as %s', (message, intent) => {
    expect(reply(message).intent).toBe(intent);
  });
});

describe('the one thing to fix, with no training word in it', () => {
  it.each(['whats the one thing i should fix', 'what should i fix first'])(
    'answers "%s" from the records, not as an errand',
    (message) => {
      expect(reply(message).intent).not.toBe('out-of-scope');
    },
  );

  it('still declines an errand', () => {
    expect(reply('how do i fix my car').intent).toBe('out-of-scope');
  });
});

describe('check-ins and the day asked in everyday words', () => {
  it.each([
    'what did my last check in say',
    'can u pull up my check ins',
    'how was my last weigh-in',
  ])('reads "%s" as the measurements', (text) => {
    expect(reply(text).message).toMatch(/latest measurement/i);
  });

  it('answers "morning!! anything on for me today?" with the day\'s session, not a hello', () => {
    const answer = reply('morning!! anything on for me today?');
    expect(answer.intent).toBe('workout-plan');
    expect(answer.message).toMatch(/Today's workout is/);
  });

  it('reads "scale says im heavier than last month... is that bad" from the records, not the period', () => {
    const answer = reply('scale says im heavier than last month... is that bad');
    expect(answer.intent).toBe('progress');
    expect(answer.message).toMatch(/latest measurement/i);
    expect(answer.message).not.toMatch(/your period|bleeding/i);
  });

  it('still answers weight gain on the period when the message says so', () => {
    expect(reply('why do i weigh more on my period').message).toMatch(/period/i);
  });

  it('still greets "done with my workout" as news', () => {
    expect(reply('done w my workout').intent).toBe('greeting');
  });
});
