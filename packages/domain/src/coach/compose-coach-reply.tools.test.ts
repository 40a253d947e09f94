import { describe, expect, it } from 'vitest';
import {
  buildCoachContext,
  fixtureCatalogue,
  reply,
  conversation,
} from './coach-fixtures.test-helpers';
import { emptyCoachContext } from './coach-types';

describe('tool: exercise how-to from the catalogue', () => {
  it.each([
    ['How do I do a burpee?', 'Burpee'],
    ['how to do burpies', 'Burpee'],
    ['whats an rdl', 'Romanian Deadlift'],
    ['pushups form tips', 'Push-Up'],
    ['squat technique', 'Bodyweight Squat'],
  ])('"%s" answers the %s entry', (message, name) => {
    const answer = reply(message);
    expect(answer.intent).toBe('exercise-technique');
    expect(answer.message).toContain(`How to do the ${name.toLowerCase()}`);
  });

  it('gives steps, muscles, cues, mistakes, an easier and a harder variation', () => {
    const text = reply('How do I do a burpee?').message;
    expect(text).toContain('1) Squat down and place your hands on the floor.');
    expect(text).toContain('Muscles worked: full body, cardiovascular.');
    expect(text).toContain('Form cues: brace your core.');
    expect(text).toContain('Common mistakes: rushing the reps');
    expect(text).toContain('Easier: step back instead of jumping; harder: add a push-up.');
  });

  it('answers the technique point its notes hold: hamstrings in a glute bridge', () => {
    const answer = reply('glute bridges, i feel them in my hamstrings not my glutes');
    expect(answer.intent).toBe('exercise-technique');
    expect(answer.message).toContain('bring your feet closer to your glutes');
  });

  it('answers how deep to squat after a story about time off with the how-to', () => {
    const answer = reply(
      'back after 6 months off and i forgot how to do squats properly lol. how deep am i supposed to go',
    );
    expect(answer.intent).toBe('exercise-technique');
  });

  it('answers "what is <exercise>" and a fault felt in the back with the how-to', () => {
    expect(reply('what is cat cow exercise my daughter tell me do it for the back').intent).toBe(
      'exercise-technique',
    );
    expect(
      reply('how i make the glute bridge correct i feel it only in my back not in the butt').intent,
    ).toBe('exercise-technique');
  });

  it('answers a how-to asked with a condition or pain named with the how-to and the caution', () => {
    const pregnant = reply('20 wks pregnant, how do i do a squat safely');
    expect(pregnant.intent).toBe('exercise-technique');
    expect(pregnant.message).toContain('How to do the bodyweight squat');
    expect(pregnant.message).toMatch(/With what you told me: /);
    const sore = reply('my knee hurts a bit, how do i do a squat properly');
    expect(sore.message.split('\n')[0]).toBe(
      'Stop any movement that causes sharp or worsening pain; do not train through it.',
    );
    expect(sore.message).toContain('How to do the bodyweight squat');
  });

  it('answers "how many sets and reps for <exercise>" with its dose for this user', () => {
    const answer = reply('started jogging, should i be doing reverse lunges? how many sets n reps');
    expect(answer.intent).toBe('exercise-technique');
    expect(answer.message).toMatch(/^For you: \d sets of \d+ reps of the reverse lunge/);
  });

  it('answers the kit pressing on the body with the set-up that fixes it, not as an injury', () => {
    const neck = reply('the bar hurts my neck when i squat');
    expect(neck.intent).toBe('exercise-technique');
    expect(neck.message).toMatch(/^Bar on your back: it sits on the meaty upper traps/);
    const hips = conversation(
      'how do i do a glute bridge',
      'the dumbbell keeps rolling off my hips and it hurts',
    );
    expect(hips.intent).toBe('exercise-technique');
    expect(hips.message).toMatch(/^Weight rolling or digging into your hips/);
  });

  it('says how to pick a starting weight when the how-to question asks it', () => {
    expect(reply('how do i do squats and what weight should i start with').message).toContain(
      'Starting weight: learn the bodyweight squat unloaded or very light first',
    );
  });

  it('says what to use at home for kit the exercise needs and the user lacks', () => {
    const text = reply('how do i do a burpee, i have no mat').message;
    expect(text).not.toContain('No mat?');
    const squat = reply('how do i do squats with no dumbbells').message;
    expect(squat).not.toContain('No dumbbell?');
    const withBench = fixtureCatalogue.map((entry) =>
      entry.name === 'Incline Push-Up'
        ? { ...entry, instructions: ['Place your hands on a bench.', 'Lower and push away.'] }
        : entry,
    );
    const incline = reply("incline push-up technique? i don't have a bench", {
      catalogue: withBench,
    }).message;
    expect(incline).toContain('No bench? A sturdy chair');
  });

  it('warns when the exercise loads an injury the user told us about', () => {
    expect(reply('How do I do a burpee?').message).toContain('not recommended with your knee');
    const noInjury = buildCoachContext({ profile: null });
    expect(reply('How do I do a burpee?', { context: noInjury }).message).not.toContain(
      'not recommended',
    );
  });
});

describe('tool: compose a session', () => {
  it('leaves out equipment the user says is missing', () => {
    const context = buildCoachContext({
      profile: { ...buildCoachContext().profile!, equipment: ['resistance-bands'] },
    });
    const workout = reply('I forgot my bands, something for 20 minutes', { context }).workout;
    for (const item of workout?.exercises ?? []) {
      const exercise = fixtureCatalogue.find((entry) => entry.id === item.exerciseId);
      expect(exercise?.equipment).not.toContain('Resistance Bands');
    }
    expect(workout?.notes).toContain('No equipment needed');
  });

  it('cuts today’s planned workout to the minutes asked', () => {
    const answer = conversation(
      "what's today's workout",
      'cant do all that, give me a 10 min version',
    );
    expect(answer.intent).toBe('workout-request');
    expect(answer.message).toContain("built from today's Full Body A");
    expect(answer.workout?.minutes).toBeLessThanOrEqual(10);
  });

  it('names the session by the minutes asked and keeps an easy one light', () => {
    const answer = reply('deload week, give me an easy 30 min upper session');
    expect(answer.workout?.name).toMatch(/^30-Minute Upper-Body Workout$/);
    expect(answer.message).toContain('Keep it light');
  });

  it('fits a hotel-room session into 20 minutes with no equipment and nothing that loads the knee', () => {
    const answer = reply('Give me a 20 minute workout I can do in a hotel room');
    const workout = answer.workout;
    expect(workout).not.toBeNull();
    expect(workout?.minutes).toBeLessThanOrEqual(20);
    expect(workout?.exercises.length).toBeGreaterThanOrEqual(3);
    for (const item of workout?.exercises ?? []) {
      const exercise = fixtureCatalogue.find((entry) => entry.id === item.exerciseId);
      expect(exercise?.equipment).toEqual(['Bodyweight Only']);
      expect(exercise?.contraindications.injuries).not.toContain('knee');
      expect(item.reps === null).toBe(item.duration !== null);
    }
    expect(workout?.notes).toContain('No equipment needed');
    expect(answer.message).toContain('Start this workout');
  });

  // Requests as people text them: a question's form, shorthand, the moment and their own kit.
  it.each([
    ['can u gimme a 25 min upper body workout w my dumbbells rn', 25],
    ['could you give me a gentle 20 minute workout please, my knees are a bit stiff today', 20],
    ['can you make me a 15 min routine tdy', 15],
  ])('"%s" composes a session of %i minutes', (message, minutes) => {
    const answer = reply(message);
    expect(answer.intent).toBe('workout-request');
    expect(answer.workout?.minutes).toBeLessThanOrEqual(minutes);
  });

  it('includes the exercise a request names', () => {
    const names = reply('20 min upper body circuit, push ups are my weak spot').workout?.exercises;
    expect(names?.map((exercise) => exercise.name)).toContain('Push-Up');
  });

  it.each([
    ['10 minute workout', 10],
    ['15 min no equipment workout', 15],
    ['give me a half hour workout', 30],
  ])('"%s" stays within %i minutes', (message, minutes) => {
    const workout = reply(message).workout;
    expect(workout?.minutes).toBeLessThanOrEqual(minutes);
    expect(workout?.minutes).toBeGreaterThan(minutes / 2);
  });

  it.each([
    ['a gentle 20 minute stretching session for my back and hips', 'Mobility'],
    ['legs and core 30 min', 'Lower-Body'],
    ['40 min push pull and legs all in one, no cardio pls', 'Full-Body'],
    ['10 minutes of balance exercises please, im a bit wobbly', 'Balance'],
    ['20 min arms workout', 'Upper-Body'],
  ])('reads the kind of session before the body parts: "%s" is a %s workout', (message, name) => {
    const context = buildCoachContext({ profile: null });
    expect(reply(message, { context }).workout?.name).toContain(`${name} Workout`);
  });

  it('uses the equipment asked for and the focus named', () => {
    const context = buildCoachContext({ profile: null });
    const workout = reply('upper body workout with dumbbells, 30 minutes', { context }).workout;
    expect(workout?.name).toContain('Upper-Body');
    expect(workout?.exercises.map((item) => item.name)).toContain('Dumbbell Bent-Over Row');
  });
});

describe('tool: the user’s own data', () => {
  it('reads "check my form from my last workout" as the tracked form, not the history', () => {
    expect(reply('can you check my form from my last workout').intent).toBe('form-feedback');
  });

  it('names the assessment’s conditions as risks when nothing is tracked yet', () => {
    const context = buildCoachContext({
      form: { exercises: [], riskFactors: [], areasForImprovement: [] },
      safetyConsiderations: [],
    });
    const text = reply('do I have any risk warnings?', { context }).message;
    expect(text).toContain('You have no tracked form scores yet');
    expect(text).toMatch(/From your assessment: .*your knee/);
  });

  it('gives the nutrition targets too when a records question asks for them', () => {
    const text = reply("what's my calorie target again? and how far am i from my goal").message;
    expect(text).toMatch(/kcal/);
  });

  it.each([
    'quick one between shifts, whats my calorie target again',
    'what are my macros',
    'how much protein is in my plan',
  ])('answers "%s" with the plan’s targets first', (message) => {
    const answer = reply(message);
    expect(answer.intent).toBe('nutrition');
    expect(answer.message).toMatch(/^Your plan's daily target is \d+ kcal/);
  });

  it('answers "how close am i to the 140 pull" with the goals first; failure stays training', () => {
    const answer = reply('how close am i to the 140 pull');
    expect(answer.intent).toBe('progress');
    expect(answer.message).toMatch(/^Your goals:/);
    expect(reply('how close am i to failure on my sets').intent).toBe('training');
  });

  it('answers "what did i put down as my health conditions" from the assessment', () => {
    const answer = reply('what did i put down as my injuries when i signed up');
    expect(answer.intent).toBe('progress');
    expect(answer.message).toMatch(/^From your assessment:/);
  });

  it('says whether the plan accounts for an injury the assessment told us about', () => {
    const answer = reply('does my plan even know about my knee');
    expect(answer.intent).toBe('workout-plan');
    expect(answer.message).toMatch(
      /^Yes: your plan is built from your assessment, which told us about your knee/,
    );
  });

  it('says how long the logged sessions last when asked, sessions first', () => {
    const context = buildCoachContext({
      sessionsLast30Days: 3,
      recentSessions: [
        { date: '2026-03-19T17:30:00.000Z', durationMinutes: 40, exerciseNames: ['Squats'] },
        { date: '2026-03-17T17:30:00.000Z', durationMinutes: 50, exerciseNames: ['Squats'] },
      ],
    });
    const text = reply('how many times did i train this month and how long are my sessions', {
      context,
    }).message;
    expect(text).toMatch(/^You logged 3 workouts in the last 30 days/);
    expect(text).toContain('lasted about 45 minutes on average (40-50 minutes)');
  });

  it('answers the sets of an exercise the plan names by one word ("squats" for Squats)', () => {
    expect(conversation('whats on today', 'how many sets of squats').message).toContain(
      'Today you have 3 sets of 15 on the squats.',
    );
  });

  it('says what comes first, and what comes next after the exercise just done', () => {
    expect(reply("ok mat's out, whats first up today?").message).toContain(
      'First up in Full Body A: Squats, 3 × 15.',
    );
    expect(reply('squats done, whats next').message).toContain(
      'Next up after the squats: Push-ups, 3 × 12.',
    );
    expect(reply('push ups done, whats next').message).toContain(
      'That was the last exercise of Full Body A',
    );
  });

  it.each([
    ['am i on track to hit my goal weight?', 'progress'],
    ['how often have i actually trained lately', 'progress'],
    ['am i training more or less than my plan says', 'progress'],
    ['have i put on any muscle yet', 'progress'],
    ['when was my last session and should i train today', 'progress'],
    ['remind me what kit i said i had', 'progress'],
    ["anything in today's session i should be careful with", 'workout-plan'],
    ["what's my calorie target", 'nutrition'],
    ['have i lost anything since i cut out takeaways', 'progress'],
    ['did cutting out sugar make any difference to my weight', 'progress'],
    ['did giving up beer help', 'progress'],
    ['will cutting out takeaways help me lose weight', 'nutrition'],
  ])('routes "%s" to the user’s own %s', (message, intent) => {
    expect(reply(message).intent).toBe(intent);
  });

  it('compares the last 30 days with the plan’s sessions a week', () => {
    const context = buildCoachContext({
      plan: { name: 'Starter', frequency: '4 times per week', sessionLength: '30 min' },
      sessionsLast30Days: 9,
    });
    expect(reply('am i training enough for my plan', { context }).message).toContain(
      'Your plan asks for 4 sessions a week; you averaged 2.1 a week, a little under it',
    );
    // Half a session short a week is close, not "right on it"; the plan's number is on track.
    const averaged = (sessionsLast30Days: number) =>
      reply('am i training enough for my plan', {
        context: buildCoachContext({
          plan: { name: 'Starter', frequency: '4 times per week', sessionLength: '30 min' },
          sessionsLast30Days,
        }),
      }).message;
    expect(averaged(15)).toContain('you averaged 3.5 a week, close to it');
    expect(averaged(17)).toContain('on track');
    // "How consistent have I been?": the month's workouts judged, not only counted.
    expect(
      reply('streak? how consistent have i been', {
        context: buildCoachContext({ sessionsLast30Days: 15 }),
      }).message,
    ).toContain('about 3.5 a week: consistent training');
  });

  it('analyses stored form: averages, the weakest exercise’s fix and open risks', () => {
    const text = reply('Analyze my form').message;
    expect(text).toContain('squat 5.5/10 over 2 sessions and 24 reps (declining)');
    expect(text).toContain('sit back into your heels');
    expect(text).toContain('Your knees cave inward');
  });

  it.each([
    'the app keeps yelling at me about my squat, whats the deal',
    'got any warnings on my account rn',
    'how many reps has the camera counted for me',
    'has the app picked up anything about my squat form i should worry about',
    'squat form ok or nah',
    'is my deadlift technique decent?',
    'does my squat look ok',
  ])('reads "%s" as a question about the tracked form', (message) => {
    expect(reply(message).intent).toBe('form-feedback');
  });

  it.each(['whats good squat form', 'how do i know if my squat form is good'])(
    'reads "%s" as how to do it, not the tracked form',
    (message) => {
      expect(reply(message).intent).toBe('exercise-technique');
    },
  );

  it('answers how many sets of an exercise today from the plan', () => {
    expect(reply('how many sets of squats am i doing today').message).toContain(
      'Today you have 3 sets of 15 on the squats.',
    );
  });

  it('says there is nothing tracked yet for a user without form data', () => {
    const text = reply('Analyze my form', { context: emptyCoachContext }).message;
    expect(text).toContain('no tracked form scores yet');
  });

  it('answers the plan and progress questions from the user’s data', () => {
    expect(reply("What's today's workout?").message).toContain('Squats 3×15, Push-ups 3×12');
    expect(reply('Track my progress').message).toContain('weight 72');
  });

  it('never tells a weight-loss user to eat a surplus', () => {
    const context = buildCoachContext({ nutrition: null });
    for (const message of ['what should i eat', 'Nutrition advice', 'how many calories']) {
      expect(reply(message, { context }).message).not.toContain('surplus');
    }
  });
});

describe('composeCoachReply: the session history', () => {
  it.each([
    [
      'when was my last workout',
      /^Your last workout was Thursday 19 March \(yesterday\), 45 minutes: Squats\./,
    ],
    [
      'what did i do yesterday',
      /^You trained Thursday 19 March \(yesterday\), 45 minutes: Squats\./,
    ],
    [
      'what did i do on tuesday',
      /^You trained Tuesday 10 March \(10 days ago\)|^You have no workout logged on Tuesday/,
    ],
    [
      'did i train today',
      /^You have no workout logged today\. Your last one was Thursday 19 March/,
    ],
  ])('answers "%s" from the logged sessions', (message, expected) => {
    const answer = reply(message);
    expect(answer.intent).toBe('progress');
    expect(answer.message).toMatch(expected);
  });

  it('says a weekday with no session had none, and names the last one', () => {
    const answer = reply('what did i do on monday');
    expect(answer.message).toMatch(
      /^You have no workout logged on Monday\. Your last one was Thursday 19 March/,
    );
  });
});
