import { describe, expect, it } from 'vitest';
import { buildCoachContext, reply } from './coach-fixtures.test-helpers';
import { emptyCoachContext, type CoachStyle } from './coach-types';

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
    ['whats on today', ['workout-plan']],
    // 'quite' is not 'quit'; 'demoralising' is about motivation.
    [
      'I was rather athletic in my youth, and I find it quite demoralising how little I can manage now.',
      ['motivation'],
    ],
    [
      'My grandson says I ought to do 10,000 steps a day, but that feels quite impossible.',
      ['training'],
    ],
    // What to add to the training is advice; a judgement asked ('worth buying?') is a question.
    [
      'upper back is hunched from 10 hrs a day on the laptop, what do i add to my training',
      ['training'],
    ],
    ['saw an ad for an EMS ab belt, says 30 mins = 600 situps 😂 worth buying?', ['training']],
    // Only stiffness said, and a mobility topic far ahead of any injury topic.
    ['stiff hips from sitting', ['recovery']],
    // Pain with no injury topic near: the fresh-injury first aid, not a near-random topic.
    ['jammed my finger at volleyball its all puffy n purple', ['injury']],
    // Not the history: a worry about an injury; a comparison, not a 3x10 session.
    [
      'everything hurts 2 days after my first workout is that normal or did i break something 😭',
      ['recovery'],
    ],
    [
      'whats better for hypertrophy, 3x10 stopping short or going to failure every set',
      ['training'],
    ],
    // Fear of getting injured, no body part named: preventing injury.
    ['im scared of getting injured lifting heavy', ['training']],
    ['havent opened the app in a bit 😬 what am i supposed to be doing today', ['workout-plan']],
    ['Track my progress', ['progress']],
    ['My knee hurts when I squat', ['injury']],
    ['how much protien shud i eat', ['nutrition']],
    ['Hi', ['greeting']],
    // Questions about sessions, not requests for one ('do I need a day off', 'enough ...?').
    [
      'Is it all right to do my band leg exercises two days in a row or do I need a day off between?',
      ['recovery', 'training'],
    ],
    ['realistically i get 2 x 30 min a week. enough to build any muscle?', ['training']],
  ])('understands "%s" as %s and answers it', (message, intents) => {
    const answer = reply(message);
    expect(intents).toContain(answer.intent);
    expect(answer.message).not.toMatch(/outside what I can help with/);
    expect(answer.suggestions.length).toBeGreaterThanOrEqual(2);
  });

  it('answers a food named in a question a topic is keyed on with that topic, not the food table', () => {
    expect(reply('does beer kill gains 🍺 asking for a friend').message).toMatch(
      /heavy drinking noticeably slows recovery/i,
    );
  });

  it('answers a swollen, bruised fresh injury with first aid and when to get it checked', () => {
    const text = reply('jammed my finger at volleyball its all puffy n purple').message;
    expect(text).toMatch(/Protect it for the first 1-3 days/);
  });

  it("drops a topic's yes-or-no opening when the question asks no yes or no", () => {
    expect(reply('how often should i do hiit').message).toMatch(/^2-3 HIIT sessions a week/);
    expect(reply('can i do hiit every day').message).toMatch(/^No: 2-3 HIIT sessions a week/);
    // The fasted-training topic no longer answers it ('cardio', 'before' and 'workout').
    expect(reply('should i do cardio before or after my workout').message).toMatch(
      /^You can do both on the same day/,
    );
  });

  it.each([
    "What's the capital of France?",
    'write me a python script',
    'tell me a joke',
    // A title's phrasing ('Give me a simple mobility routine') is not a subject to share.
    'need to revise photosynthesis for gcse bio tmrw, can u explain it simply',
    "how do u say 'good morning' in spanish",
    'can you help me fill in my mums attendance allowance form',
  ])('declines "%s" politely, saying what it can do', (message) => {
    const answer = reply(message);
    expect(answer.intent).toBe('out-of-scope');
    expect(answer.message).toMatch(/outside what I can help with/);
    expect(answer.message).toMatch(/workouts, exercise technique/);
  });

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

  it.each([
    ['yo coach u awake 😂', /^Hi, I'm here and ready to help!/],
    ['thanks that helped. gotta run, school pickup 🏃‍♀️', /glad it helped! Have a good one/],
    [
      'Thank you! Do you mind if I come back and ask you some more things later on?',
      /^You're welcome! Of course, anytime/,
    ],
    ['can i just fire questions at you through the day as they come up?', /^Of course, anytime/],
    ['yo coach hit a 5kg squat pr today 💪', /^Congratulations on the new PR/],
    ['do u actually know sports science or just google stuff lol', /evidence-based guidance/],
    ['Good morning dear. What sort of things am I allowed to ask you?', /ask me about training/],
    ['hey coach im back 👋 did u miss me', /^Welcome back/],
    ['ok im all set up on my mat, wish me luck 😅', /^Good luck/],
    ['good morning coach ☀️ hows it going', /^Hi! All good here/],
    ['good morning coach ☀️', /^Good morning! I am your RepWise coach/],
    ['hola coach good morning you are robot or real person', /AI coach, a computer program/],
    ['sorry for the 3am msgs, on nights lol. do you ever sleep 😂', /any time, day or night/],
    ['cheers coach, solid session today 💪', /^Well done/],
    ['do you run too or are you just a computer lol', /AI coach, a computer program/],
  ])('answers the small talk "%s" as small talk', (message, expected) => {
    const answer = reply(message);
    expect(answer.intent).toBe('greeting');
    expect(answer.message).toMatch(expected);
  });

  it('reads "remind me what..." as a question about the records, not a reminder to set', () => {
    const answer = reply(
      'could you remind me what I weighed last time and whether I am heading the right way?',
    );
    expect(answer.intent).toBe('progress');
    expect(answer.message).toMatch(/weight 72/);
    expect(answer.message).not.toMatch(/cannot send reminders/);
  });

  it('answers what is asked beside an age, and the age alone with training at that age', () => {
    expect(reply("I'm 63, roughly how much protein should I be having?").message).toMatch(
      /g\/kg|per kg/,
    );
    expect(reply("I'm 63, can I lift weights?").message).toMatch(/older adults|any age/i);
  });

  it('answers "do you actually know anything about me or are you just a bot" with what it knows', () => {
    expect(reply('do you actually know anything about me or are you just a bot').intent).toBe(
      'progress',
    );
  });

  it('reads "has my weight gone up or down lately?" as a question about the records', () => {
    expect(reply('been off track a bit. has my weight gone up or down lately?').intent).toBe(
      'progress',
    );
  });

  it('reads "85kg by when?" as a question about the goal, not out of scope', () => {
    expect(reply('85kg by when?').intent).toBe('progress');
  });

  it('reads an exercise already done as context: "squats done, can i train legs again tomorrow"', () => {
    expect(reply('squats done, can i train legs again tomorrow or nah').intent).not.toBe(
      'exercise-technique',
    );
    expect(reply("i've never done squats, how do i do them").intent).toBe('exercise-technique');
  });

  it('answers chest tightness on a run with asthma named with the asthma answer, and pain with the heart warning', () => {
    expect(
      reply('got asthma and my chest gets tight when i run, should i even be running').intent,
    ).toBe('health');
    expect(reply('my chest gets tight and my left arm aches when i run').message).toMatch(
      /emergency/i,
    );
  });

  it('answers a supplement question that shares a word with an off-topic example', () => {
    expect(reply('is creatine worth it for football').intent).not.toBe('out-of-scope');
  });

  it('reads skipping workouts as a habit question, not a request for a session', () => {
    const answer = reply('i keep skipping workouts after work, i just get home and crash');
    expect(answer.workout).toBeNull();
    expect(answer.intent).not.toBe('workout-request');
  });

  it('reads "legs are still wrecked 3 days after" as soreness', () => {
    expect(reply('my legs are still wrecked 3 days after squats is that normal').intent).toBe(
      'recovery',
    );
  });

  it('declines everyday admin framed by a plan: a phone or pension plan', () => {
    expect(reply('can you help me pick a new phone plan').intent).toBe('out-of-scope');
    expect(reply('whats the best pension plan for someone retiring next year').intent).toBe(
      'out-of-scope',
    );
  });

  it('declines a general-knowledge question framed by training words', () => {
    expect(reply('between sets, quick, whats the capital of australia').intent).toBe(
      'out-of-scope',
    );
  });

  it('composes a new session asked for today, with a sore knee named', () => {
    const answer = reply('give me a 20 min workout for today, bad knee so no jumping pls');
    expect(answer.intent).toBe('workout-request');
    expect(answer.workout).not.toBeNull();
  });

  it('reads a feared injury or a lift that would suffer as no pain', () => {
    expect(
      reply('should i do cardio on rest days, would that hurt my squat though').intent,
    ).not.toBe('injury');
    expect(reply('scared to go for a PR on squat, what if i fail it and get hurt').intent).not.toBe(
      'injury',
    );
  });

  it('answers a question about a session just done, not with a new session of its minutes', () => {
    expect(
      reply('just finished, whole thing took 25 min. is that even enough to build muscle?').workout,
    ).toBeNull();
    expect(reply('walked 30 mins after my workout, does that count as cardio?').workout).toBeNull();
    expect(reply('build me a 30 min workout').workout).not.toBeNull();
  });

  it('declines looking up train times, though "train" is a fitness word', () => {
    expect(reply('can you check what time my train from euston leaves tomorrow').intent).toBe(
      'out-of-scope',
    );
  });

  it('answers a comparison asked in a later sentence, not with a session of its minutes', () => {
    const answer = reply(
      'work and kids mean i only get 15 min most days. is 15 min every day better or 30 min 3x a week',
    );
    expect(answer.intent).not.toBe('workout-request');
    expect(answer.workout).toBeNull();
  });

  it.each([
    ['is there a dark mode', /theme switch/],
    ['who can see my progress photos', /only you can see them/],
    ['can you remind me to work out', /cannot send reminders/],
  ])('answers "%s" about the app itself as talk about the product', (message, answer) => {
    const answered = reply(message);
    expect(answered.intent).toBe('greeting');
    expect(answered.message).toMatch(answer);
  });

  it.each([
    ['can i turn off notifications', /cannot send reminders/],
    ['can you text me reminders', /cannot send reminders/],
    ['can i change the colour scheme', /theme switch/],
  ])('answers "%s" with the app setting it names', (message, answer) => {
    const answered = reply(message);
    expect(answered.intent).toBe('greeting');
    expect(answered.message).toMatch(answer);
  });

  it('reads "remind me what i weighed last week" as a question about the records', () => {
    expect(reply('remind me what i weighed last week').intent).toBe('progress');
  });

  it.each([
    'youre just repeating the same thing',
    'you didnt answer my question',
    'that answer was useless, you just said the same thing again',
    'you keep repeating yourself',
    "that's not what i asked",
    'your last answer didnt help at all',
  ])('answers feedback on its own reply ("%s") with an apology and how to rate', (message) => {
    const answered = reply(message);
    expect(answered.intent).toBe('greeting');
    expect(answered.message).toMatch(/sorry/i);
  });

  it('tells a training joke when asked for one, and declines a joke about anything', () => {
    expect(reply('tell me a gym joke, need a laugh before deadlifts').intent).toBe('greeting');
    expect(reply('tell me a gym joke, need a laugh before deadlifts').message).toMatch(/barbell/);
    expect(reply('tell me a joke').intent).toBe('out-of-scope');
  });

  it.each([
    ['i sleep like 6h a night, how much is that actually hurting my gains', 'recovery'],
    ['is stress hurting my gains', 'recovery'],
    [
      'on nights i only get like 5 hrs of day sleep. how much is that hurting my gains and what can i do',
      'recovery',
    ],
    ['my knee is hurting my progress', 'injury'],
  ])('reads harm to a result as no pain: "%s"', (message, intent) => {
    expect(reply(message).intent).toBe(intent);
  });

  it.each([
    [
      'first strict pull-up by summer is my goal, currently can do 0 lol. are negatives actually worth it or is that bro science',
      'training',
    ],
    ['missed the gym all week, did i undo my progress', 'motivation'],
    ['have i lost weight this month', 'progress'],
  ])('reads advice asked beside the records as advice: "%s"', (message, intent) => {
    expect(reply(message).intent).toBe(intent);
  });

  it('answers a warning from the app with the tracked form and its alerts', () => {
    expect(reply('got a high severity warning in the app, what did i do').intent).toBe(
      'form-feedback',
    );
  });

  it.each([
    ['which exercise is good for my balance', 'health'],
    ['which exercise is my weakest', 'form-feedback'],
    ['did a 12 mile hike yesterday and my thighs are killing me, is that normal', 'recovery'],
    ['peanut butter on a cut?', 'nutrition'],
    ['glute bridges pointless?', 'exercise-technique'],
  ])('reads "%s" as %s', (message, intent) => {
    expect(reply(message).intent).toBe(intent);
  });

  it.each([
    [
      "when do i deload? 8 wks straight of prs but bar speed's dropping and my elbows are achy",
      /deload/i,
    ],
    [
      "stopped tracking my food when i hurt myself and put on 4kg. what's a sensible deficit to get back on track",
      /deficit/,
    ],
  ])('answers the question asked beside a mild ache or a past injury: "%s"', (message, answer) => {
    const answered = reply(message);
    expect(answered.intent).not.toBe('injury');
    expect(answered.message).toMatch(answer);
  });

  it('answers a question asked after an injury told with its time ago as that question', () => {
    expect(reply('i broke my wrist years ago, how much protein do i need').intent).toBe(
      'nutrition',
    );
  });

  it.each([
    'my lower back aches, what exercises should i avoid?',
    'inside of my elbow aches after curls and chin ups. golfers elbow??',
    'i have a dodgy knee, will squats make it worse?',
  ])('answers an ache the question itself is about as pain: "%s"', (message) => {
    expect(reply(message).intent).toBe('injury');
  });

  it('reads "shooting myself in the foot" as an idiom, not a foot', () => {
    expect(
      reply('doing 6 days a week, is more actually better or am i shooting myself in the foot')
        .intent,
    ).not.toBe('injury');
  });

  it.each([
    'my friend said i should do like an hour a day but my knee kind of hurts after long walks so what do you think',
    'my commute is an hour and im knackered when i get in. any tricks to actually get going',
    // Whether something done counts or is enough, and a habit told, ask no session.
    'i walk the dog an hour every day does that count as exercise',
    '30 mins of yoga every morning, does it count',
    'i do 20 min on the bike daily is that enough',
    'i walk the dog an hour every day',
  ])(
    'reads asking for a view or tips as a question, not a request for a session: "%s"',
    (message) => {
      expect(reply(message).intent).not.toBe('workout-request');
    },
  );

  it('reads "is my body broken lol" about a stalled scale as no pain', () => {
    expect(
      reply(
        'the scale hasnt budged in like 3 weeks. am i doing something wrong or is my body broken lol',
      ).intent,
    ).not.toBe('injury');
  });

  it.each([
    ['tired today', 'motivation'],
    ['knackered rn', 'motivation'],
    ['always tired', 'health'],
  ])(
    'reads low energy today as a low day, lasting tiredness as health: "%s"',
    (message, intent) => {
      expect(reply(message).intent).toBe(intent);
    },
  );

  it.each([
    ['whats the best dehumidifier for a damp garage, budget about £150', 'out-of-scope'],
    ['best protein powder on a budget', 'nutrition'],
  ])('declines shopping for a thing the coach knows nothing of: "%s"', (message, intent) => {
    expect(reply(message).intent).toBe(intent);
  });

  it.each([
    ['wats 15% tip on 64 quid', 'out-of-scope'],
    ['how much is 20% of £85', 'out-of-scope'],
    ['how do i get sweat stains out of my gym shirt', 'out-of-scope'],
    ['what time does the gym open', 'out-of-scope'],
    ['whats the best car for carrying my bike', 'out-of-scope'],
    ['whats 15 percent of 2000 calories', 'nutrition'],
    ['carrying laundry upstairs hurts my back', 'injury'],
    ['how many calories does doing laundry burn', 'nutrition'],
    ["what's the best machine for washing gym clothes, front loader or top loader", 'out-of-scope'],
    ['whats the best washing powder for sweaty gym kit', 'out-of-scope'],
    ['twisted my ankle carrying the washing, its swollen', 'injury'],
    ["what's 10% of my body weight", 'progress'],
  ])(
    'declines everyday sums and chores, whatever gym words frame them: "%s"',
    (message, intent) => {
      expect(reply(message).intent).toBe(intent);
    },
  );

  it('does not decline a bare percentage, which may be a working weight ("whats 80% of 140")', () => {
    expect(reply('whats 80% of 140').intent).not.toBe('out-of-scope');
  });

  it.each(['help', 'can you help me?', 'idk', 'hmm'])(
    'answers "%s", with nothing asked yet, with what the coach can do',
    (message) => {
      const answered = reply(message);
      expect(answered.intent).toBe('greeting');
      expect(answered.message).not.toMatch(/outside what I can help with/);
    },
  );

  it('is deterministic for the same input', () => {
    expect(reply('How do I do a burpee?')).toEqual(reply('How do I do a burpee?'));
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
    ['i have 20 min every morning, give me something', 'workout-request'],
    ['can you do me a 30 min session i can do every day', 'workout-request'],
    ['i walk every day, 20 min home workout please', 'workout-request'],
    ['20 min hotel workout, can it be quiet', 'workout-request'],
    ['15 min workout pls, does it need equipment', 'workout-request'],
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

describe('own data when there is little of it', () => {
  const newcomer = buildCoachContext({
    plan: null,
    todayWorkout: null,
    recentSessions: [],
    sessionsLast30Days: 0,
    nutrition: null,
    latestMeasurement: null,
    weightTrend: null,
    progressGoals: [],
  });

  it('tells a user without a plan what it will be built from', () => {
    const text = reply('what does my plan look like for this week?', { context: newcomer }).message;
    expect(text).toContain('You do not have an active plan yet');
    expect(text).toContain('From your assessment: your main goal is weight loss');
  });

  it('says no workouts are logged when asked about progress with nothing tracked', () => {
    const text = reply('can you tell me how my progress has been so far?', { context: newcomer });
    expect(text.message).toContain('You have not logged a workout in the last 30 days yet');
  });

  it('says there are no targets yet, then how to work out the calories', () => {
    const text = reply('how many calories should i eat a day? does the app have a number for me?', {
      context: newcomer,
    }).message;
    expect(text).toContain("You don't have a calorie or protein target in RepWise yet");
    expect(text).toMatch(/30-35 kcal/);
  });
});

describe('the plan as people ask about it', () => {
  it.each([
    'cant train today, is it ok to shift full body a to tmrw?',
    'push lower body to tomorrow or just go today?',
  ])('"%s" asks about moving a session', (message) => {
    expect(reply(message).message).toMatch(/moving a session/i);
  });

  it('"today = ?" asks what today holds', () => {
    expect(reply('today = ?').intent).toBe('workout-plan');
  });

  it('"how\'d i do this week?" reads the records', () => {
    expect(reply("how'd i do this week? be honest").intent).toBe('progress');
  });

  it('composes a first session asked for with its minutes and kit', () => {
    const answer = reply("i'd like to do my very first session today, about 20 minutes please");
    expect(answer.intent).toBe('workout-request');
    expect(answer.workout?.minutes).toBeLessThanOrEqual(20);
  });
});

describe('a short night before a session', () => {
  it.each([
    'slept like 4 hrs, already at the gym, heavy squats on the plan. go for it or nah',
    'only got 3 hours sleep, should i still deadlift tonight',
    'pulled an all nighter, gym today or skip it?',
  ])('"%s" is whether to train after poor sleep', (message) => {
    expect(reply(message).message).toMatch(/^Yes, you can usually train, but make it lighter/);
  });
});
