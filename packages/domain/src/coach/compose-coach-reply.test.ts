import { describe, expect, it } from 'vitest';
import { buildCoachContext, fixtureCatalogue, fixtureNow } from './coach-fixtures.test-helpers';
import { emptyCoachContext, type CoachStyle } from './coach-types';
import { composeCoachReply, type ComposeCoachReplyInput } from './compose-coach-reply';

function reply(message: string, overrides: Partial<ComposeCoachReplyInput> = {}) {
  return composeCoachReply({
    message,
    style: 'supportive',
    motivation: 'goal-oriented',
    context: buildCoachContext(),
    catalogue: fixtureCatalogue,
    history: [],
    now: fixtureNow,
    ...overrides,
  });
}

function conversation(...messages: string[]) {
  return reply(messages.at(-1) ?? '', { history: messages.slice(0, -1) });
}

describe('composeCoachReply: understanding', () => {
  it.each([
    ['How do I lose belly fat?', ['nutrition', 'training']],
    ['Is it better to do high reps or low reps?', ['training']],
    ["I'm 60, is weightlifting safe?", ['health']],
    ['Can I train with a cold?', ['health']],
    ['How do I do a burpee?', ['exercise-technique']],
    ['Give me a 20 minute workout I can do in a hotel room', ['workout-request']],
    ['Analyze my form', ['form-feedback']],
    ["What's today's workout?", ['workout-plan']],
    ['Track my progress', ['progress']],
    ['My knee hurts when I squat', ['injury']],
    ['how much protien shud i eat', ['nutrition']],
    ['Hi', ['greeting']],
  ])('understands "%s" as %s and answers it', (message, intents) => {
    const answer = reply(message);
    expect(intents).toContain(answer.intent);
    expect(answer.message).not.toMatch(/outside what I can help with/);
    expect(answer.suggestions.length).toBeGreaterThanOrEqual(2);
  });

  it.each(["What's the capital of France?", 'write me a python script', 'tell me a joke'])(
    'declines "%s" politely, saying what it can do',
    (message) => {
      const answer = reply(message);
      expect(answer.intent).toBe('out-of-scope');
      expect(answer.message).toMatch(/outside what I can help with/);
      expect(answer.message).toMatch(/workouts, exercise technique/);
    },
  );

  it('leaves out what the user refuses after a workout, and keeps the rest of it', () => {
    const context = buildCoachContext({ profile: null });
    const asked = 'give me a 20 min cardio workout';
    const names = (message: string, history: string[]) =>
      reply(message, { context, history }).workout?.exercises.map((item) => item.name) ?? [];
    expect(names(asked, [])).toContain('Burpee');
    const refused = reply('no burpees please', { context, history: [asked] });
    expect(refused.intent).toBe('workout-request');
    expect(refused.workout?.minutes).toBeLessThanOrEqual(20);
    expect(names('no burpees please', [asked])).not.toContain('Burpee');
    // Jumping refused: nothing that jumps (low impact).
    expect(names('swap out anything with jumping', [asked])).not.toContain('Jumping Jacks');
  });

  it('says there are no workouts yet when asked about workouts with none logged', () => {
    const text = reply('how many workouts have i done', { context: emptyCoachContext }).message;
    expect(text).toMatch(/^You have not logged a workout in the last 30 days yet/);
  });

  it('answers thanks with a welcome, not the introduction again', () => {
    expect(reply('thanks thats really helpful').message).toMatch(/You're welcome, glad it helped!/);
  });

  it('is deterministic for the same input', () => {
    expect(reply('How do I do a burpee?')).toEqual(reply('How do I do a burpee?'));
  });
});

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
  it.each([
    ['am i on track to hit my goal weight?', 'progress'],
    ['how often have i actually trained lately', 'progress'],
    ['am i training more or less than my plan says', 'progress'],
    ['have i put on any muscle yet', 'progress'],
    ['when was my last session and should i train today', 'progress'],
    ['remind me what kit i said i had', 'progress'],
    ["anything in today's session i should be careful with", 'workout-plan'],
    ["what's my calorie target", 'nutrition'],
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
  ])('reads "%s" as a question about the tracked form', (message) => {
    expect(reply(message).intent).toBe('form-feedback');
  });

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

describe('two questions in one message', () => {
  it('answers a second question joined on with "and"', () => {
    const text = reply(
      'how many rest days do i need, and does it matter if i train fasted',
    ).message;
    const restDays = reply('how many rest days do i need').message;
    const fasted = reply('does it matter if i train fasted').message;
    expect(text).toContain(restDays.split('\n')[0] ?? '');
    expect(text).toContain(fasted.split('\n')[0] ?? '');
  });

  it('reads a statement after the question mark as its story, not a second question', () => {
    const one = reply('how many rest days do i need?').message;
    const told = reply('how many rest days do i need? i train hard and my legs are tired').message;
    expect(told.split('\n\n').length).toBeLessThanOrEqual(one.split('\n\n').length);
  });

  it('says nothing twice when both halves ask the same thing', () => {
    const text = reply('how much protein do i need, and how much protein is enough').message;
    const first = text.split('\n')[0] ?? '';
    expect(text.split(first).length).toBe(2);
  });
});

describe('memory: follow-ups resolve against the conversation', () => {
  it('answers "why?" with the reason behind the previous answer', () => {
    const first = reply('how much protein do i need');
    const why = conversation('how much protein do i need', 'why?');
    expect(why.intent).toBe(first.intent);
    expect(why.message).not.toEqual(first.message);
    expect(why.message).toContain('So, in short:');
  });

  it('makes the previous workout shorter, easier or at home', () => {
    const asked = 'Give me a 20 minute workout I can do in a hotel room';
    const shorter = conversation(asked, 'make it shorter').workout;
    expect(shorter?.minutes).toBeLessThan(20);
    const easier = conversation(asked, 'make it easier');
    expect(easier.intent).toBe('workout-request');
    expect(easier.workout?.notes).toContain('Easier version');
    expect(conversation(asked, 'what about at home?').intent).toBe('workout-request');
  });

  it('switches the exercise: "and for deadlifts?"', () => {
    const answer = conversation('how do i do a push up', 'and for deadlifts?');
    expect(answer.intent).toBe('exercise-technique');
    expect(answer.message).toContain('How to do the barbell deadlift');
  });

  it('answers "how many should I do?" after an exercise with its sets and reps for this user', () => {
    const answer = conversation('How do I do a burpee?', 'how many should i do?');
    expect(answer.intent).toBe('exercise-technique');
    expect(answer.message).toMatch(
      /^For you: \d sets of \d+ (reps|seconds) of the burpee, resting about \d+ seconds/,
    );
  });

  it('asks the same question about the body part a follow-up names', () => {
    const first = conversation('best stretches for my tight hips');
    const answer = conversation('best stretches for my tight hips', 'what about for my shoulders?');
    expect(answer.intent).toBe(first.intent);
    expect(answer.intent).not.toBe('injury');
  });

  it('reads a follow-up after an acknowledgement: "ok make it easier pls"', () => {
    const answer = conversation('How do I do a burpee?', 'ok make it easier pls');
    expect(answer.message).toContain('To make the burpee easier');
  });

  it('swaps out what the user names from the workout just composed', () => {
    const asked = 'Give me a 30 minute full body workout';
    const context = buildCoachContext({ profile: null });
    const first = reply(asked, { context }).workout;
    expect(first?.exercises.some((item) => /lunge/i.test(item.name))).toBe(true);
    const answer = reply('swap the lunges for something else', { context, history: [asked] });
    expect(answer.intent).toBe('workout-request');
    expect(answer.workout?.exercises.some((item) => /lunge/i.test(item.name))).toBe(false);
  });

  it('answers the technique point a short follow-up asks about the exercise just explained', () => {
    const answer = conversation('how do i do a push up', 'what about my elbows?');
    expect(answer.intent).toBe('exercise-technique');
    expect(answer.message).not.toContain('How to do the push-up');
  });

  it('reads a later sentence that asks as a question, not a session request', () => {
    const answer = reply('baby naps in 45 min chunks. do i use that window to train or to sleep');
    expect(answer.intent).not.toBe('workout-request');
  });

  it('gives the easier variation of the exercise just explained', () => {
    const answer = conversation('How do I do a burpee?', 'make it easier');
    expect(answer.message).toContain('To make the burpee easier: step back instead of jumping');
  });
});

describe('memory: details and training anyway', () => {
  it('answers "how long?" with the sentences of the previous topic that say how long', () => {
    const first = conversation('whats a good cooldown');
    const detail = conversation('whats a good cooldown', 'how long?');
    expect(detail.intent).toBe(first.intent);
    expect(detail.message).toMatch(/\d+-\d+ minutes/);
    expect(detail.message.length).toBeLessThan(first.message.length);
  });

  it('keeps a training topic for the exercise of "and for deadlifts?"', () => {
    const answer = conversation('how do i break a squat plateau', 'and for deadlifts?');
    expect(answer.intent).toBe('training');
    expect(answer.message).toMatch(/For the barbell deadlift:/);
  });

  it('answers "should i still train?" after pain safety first', () => {
    const answer = conversation(
      'my lower back is tight after deadlifts',
      'should i still train legs tomorrow?',
    );
    expect(answer.intent).toBe('injury');
    expect(answer.message).toMatch(/^Only if it stays pain-free/);
    expect(answer.message).toMatch(/doctor or physiotherapist/);
  });
});

describe('understanding: rules beyond keywords', () => {
  it.each([
    'when i walk uphill my chest feels tight and my left arm aches, should i just go slower?',
    'tight chest on the stairs, is that my fitness',
  ])('answers a heart warning sign first: "%s"', (message) => {
    const text = reply(message).message;
    expect(text).toContain('Stop exercising immediately and call emergency services');
  });

  it('answers the question after a long story, not how to do an exercise the story names', () => {
    const answer = reply(
      'been doing 3 sets of 10 on everything for 4 months. push-ups and romanian deadlifts feel easy now and i cant afford heavier dumbbells. how do i keep progressing',
    );
    expect(answer.intent).not.toBe('exercise-technique');
  });

  it('answers which exercises to be careful with after a hip replacement, not hip exercises', () => {
    const text = reply('i had my hip replaced, which exercises should i be careful with').message;
    expect(text).toContain('past 90 degrees');
  });

  it.each([
    ['is it ok to squat with bad knees', 'injury'],
    ['hola coach!! 👋', 'greeting'],
    [
      "can u debug this for me: TypeError: Cannot read properties of undefined (reading 'map')",
      'out-of-scope',
    ],
    ['my landlord wont give back my deposit, can i take him to small claims?', 'out-of-scope'],
    ['explain quantum computing to me like im 5', 'out-of-scope'],
    ["cheers, that's exactly what i needed 🙏", 'greeting'],
    ['wait am i talking to a real person or a bot', 'greeting'],
    ['Hello there, I am Linda. Nice to meet you.', 'greeting'],
    ['my plan says 30% protein, how many grams is that for me', 'nutrition'],
    [
      'whats a dead bug supposed to feel like? my lower back keeps lifting off the floor',
      'exercise-technique',
    ],
    ['my knee gave way on the stairs today, it just buckled', 'injury'],
    ['had my appendix out 6 weeks ago, when can i start lifting again', 'health'],
    ['glute bridge setup', 'exercise-technique'],
    ['should i train to failure every set', 'training'],
    ['my whole body aches after my first band workout', 'recovery'],
    ['what should i eat before a heavy lifting session', 'nutrition'],
    ['i feel silly exercising at my age', 'motivation'],
    ['my car makes a weird grinding noise when i brake', 'out-of-scope'],
    ['which crypto should i put money in this year', 'out-of-scope'],
    ['heavy legs two days in a row, bad idea?', 'recovery'],
    ['how long should i leave between my band workouts', 'recovery'],
    ['how was my squat form', 'form-feedback'],
    ['whats the point of a deload', 'training'],
    ['my knee clicks when i squat, should i worry', 'injury'],
    ['whats better for fat loss, hiit or walking', 'training'],
    ['how many steps a day should i walk', 'training'],
    ['lunch break at work, 20 mins, no shower after so nothing too sweaty', 'workout-request'],
    ['only got 5 hrs sleep last night, should i skip the gym', 'recovery'],
    ['hw do i do a goblet sqaut', 'exercise-technique'],
    ['i have scoliosis can i still lift', 'health'],
    ['i gave up after 2 weeks again', 'motivation'],
    ['legs feel like jelly after squats, is that bad', 'recovery'],
    ['do i burn more fat if i sweat more', 'training'],
    ['hiit', 'training'],
    ['im done for today', 'greeting'],
    ['can you order me a pizza', 'out-of-scope'],
    ['diagnosed with shoulder impingement, what exercises should i avoid', 'injury'],
    ['my hands are all torn up, how do i look after them', 'injury'],
    ['recommend me a good netflix series', 'out-of-scope'],
    ['can you check my algebra homework', 'out-of-scope'],
    ['are resistance bands worth buying', 'training'],
    ['compression socks on a long flight, good idea?', 'recovery'],
    ['is peanut butter bad for weight loss', 'nutrition'],
    ['does magnesium help you sleep', 'nutrition'],
    ['is coffee safe with high blood pressure?', 'nutrition'],
    ['rate my form', 'form-feedback'],
    ['what can you help me with', 'greeting'],
    ["i've been feeling really down lately", 'health'],
    ['how do i meditate', 'recovery'],
    ['what running shoes should i buy', 'training'],
    ['something quick i can do at my desk at work, no sweating', 'workout-request'],
    ['my deadlift is stuck at 120kg', 'training'],
    ['how do i stop my knees caving in when i squat', 'exercise-technique'],
    ['can you explain what RPE and RIR mean and how i should use them in my training', 'training'],
    ['is it ok to work out with a sore throat', 'health'],
  ])('understands "%s" as %s', (message, intent) => {
    expect(reply(message).intent).toBe(intent);
  });

  it('tells type 2 from type 1 diabetes', () => {
    const text = reply('i have type 2 diabetes, anything i should know before working out').message;
    expect(text).toMatch(/type 2 diabetes/);
    expect(text).not.toMatch(/type 1/);
  });

  it('answers pain on a named exercise with alternatives, not its how-to', () => {
    const text = reply('wrist pain doing pushups').message;
    expect(text).toMatch(/^Stop any movement/);
    expect(text).toMatch(/Instead, while it settles, try/);
    expect(text).not.toMatch(/How to do the push-up/);
  });
});

describe('composeCoachReply: styles', () => {
  it.each([
    [
      'supportive',
      /^[^•\d]/,
      /here for you every step of the way, Ada\.$|every bit of effort counts\.$/,
    ],
    ['direct', /^• /, /Ada(:|\.)/],
    ['analytical', /^1\. /, /Ada/],
    ['humorous', /^[^•\d]/, /Ada/],
    ['encouraging', /^[^•\d]/, /!$/],
  ] as const)('writes %s replies with the answer first and its own layout', (style, start, end) => {
    const text = reply('Is it better to do high reps or low reps?', {
      style: style as CoachStyle,
    }).message;
    expect(text).toMatch(start);
    expect(text).toMatch(end);
  });

  it('never jokes about pain, whatever the style', () => {
    const text = reply('my knee hurts', { style: 'humorous' }).message;
    expect(text).toMatch(/^Stop any movement that causes sharp or worsening pain/);
    expect(text).toMatch(/Look after yourself first, Ada/);
    expect(text).not.toMatch(/couch|thank-you note/);
  });
});

describe('understanding: follow-ups', () => {
  it('changes the session just composed when the next message names a change', () => {
    const answer = conversation('give me a 20 minute workout', 'more cardio please');
    expect(answer.intent).toBe('workout-request');
    expect(answer.workout?.minutes).toBeLessThanOrEqual(22);
  });

  it('answers "what muscles does it work" about the exercise just explained', () => {
    const answer = conversation('how do i do a romanian deadlift', 'what muscles does it work');
    expect(answer.intent).toBe('exercise-technique');
    expect(answer.message).toMatch(/hamstrings/);
  });

  it('reads a question with no subject of its own as about the topic just discussed', () => {
    const answer = conversation('i have arthritis in my knees', 'what exercises are safe');
    expect(answer.message).toMatch(/cycling|swimming|walking/);
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
