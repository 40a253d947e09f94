import { describe, expect, it } from 'vitest';
import {
  buildCoachContext,
  conversation,
  fixtureCatalogue,
  reply,
} from './coach-fixtures.test-helpers';

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

  it.each([
    ['what is creatine and is it safe', /squat/i],
    ['wtf is a deload and do i actually need one', /massage gun/i],
  ])(
    'answers "%s" from the first subject, not a topic its last words land on',
    (message, stray) => {
      expect(reply(message).message).not.toMatch(stray);
    },
  );

  it('reads a statement after the question mark as its story, not a second question', () => {
    const one = reply('how many rest days do i need?').message;
    const told = reply('how many rest days do i need? i train hard and my legs are tired').message;
    expect(told.split('\n\n').length).toBeLessThanOrEqual(one.split('\n\n').length);
  });

  it.each([
    ['how do i do a dead bug?', 'how do i stop my lower back coming off the floor?'],
    ['how do i do a plank?', 'how do i stop my hips sagging?'],
    ['how do i do a glute bridge?', 'where should my feet go?'],
  ])('reads "%s %s" as two questions about that one exercise', (first, second) => {
    const both = reply(`${first} ${second}`);
    // Alone the second lands on a topic of its own (losing muscle, neuropathy); after the
    // exercise it is a point of that exercise's technique.
    const alone = reply(second).message.split('\n')[0] ?? '';
    expect(both.intent).toBe('exercise-technique');
    expect(both.message).not.toContain(alone);
  });

  it('leans a second question with no words of its own on the first', () => {
    // Alone "what should i eat?" lands on eating from emotion; after "should i eat before a
    // morning workout" it asks what to eat before it.
    const alone = reply('what should i eat?').message.split('\n')[0] ?? '';
    const both = reply('should i eat before a morning workout, and what should i eat?').message;
    expect(both).not.toContain(alone);
    expect(both).toContain(reply('should i eat before a morning workout').message.split('\n')[0]);
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

  it('reads a "why" with a subject of its own as a new question', () => {
    const own = conversation(
      'how do i do a push up',
      'ok but why do muscles need rest days at all?',
    );
    const alone = reply('why do muscles need rest days at all?').message;
    expect(own.message.split('\n')[0]).toEqual(alone.split('\n')[0]);
    const back = conversation('how do i do a push up', 'but why is that?');
    expect(back.intent).toBe(reply('how do i do a push up').intent);
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

  it('reads a question that points back with the answer it follows: "do warm-up sets count towards that?"', () => {
    const sets = reply('how many sets per muscle per week for hypertrophy').message.split('\n')[0];
    const answer = conversation(
      'how many sets per muscle per week for hypertrophy',
      'do warmup sets count towards that?',
    );
    expect(answer.message.split('\n')[0]).toBe(sets);
  });

  it('answers how to make a named exercise harder with its progressions and ways without more weight', () => {
    const answer = reply('how do i make my squats harder, i only have light dumbbells');
    expect(answer.intent).toBe('exercise-technique');
    expect(answer.message).toContain('To make the bodyweight squat harder');
    expect(answer.message).toContain('Without heavier weights: slow the lowering');
  });

  it('answers "what if I can only do 10 seconds?" after a hold with how to build it up', () => {
    const answer = conversation('how do i do a plank', 'what if i can only do like 10 seconds');
    expect(answer.intent).toBe('exercise-technique');
    expect(answer.message).toContain('add a few seconds each session');
  });

  it('answers "make them harder" after any answer about an exercise with its harder versions', () => {
    const answer = conversation('whats the point of burpees at the end', 'make them harder');
    expect(answer.intent).toBe('exercise-technique');
    expect(answer.message).toContain('To make the burpee harder');
  });

  it('answers pain a follow-up reports on the exercise just discussed with that exercise', () => {
    const answer = conversation('how do i do squats', 'what if my knee starts hurting');
    expect(answer.intent).toBe('injury');
    expect(answer.message).toMatch(/bodyweight squat/i);
  });

  it('says what stands in for kit the user lacks, told after the how-to', () => {
    const withDumbbells = fixtureCatalogue.map((entry) =>
      entry.name === 'Bodyweight Squat' ? { ...entry, equipment: ['Dumbbells'] } : entry,
    );
    const answer = reply('what can i hold instead', {
      history: ['how do i do squats', 'i dont have a dumbbell though'],
      catalogue: withDumbbells,
    });
    expect(answer.intent).toBe('exercise-technique');
    expect(answer.message).toContain('No dumbbell? Filled water bottles');
  });

  it('protects a body part told after a workout, in the same workout', () => {
    const asked = 'Give me a 20 minute workout I can do in a hotel room';
    const told = conversation(asked, 'i have a bad back');
    expect(told.intent).toBe('workout-request');
    expect(told.workout?.minutes).toBeLessThanOrEqual(20);
    expect(told.message).toMatch(/back/);
    // Pain while doing something is asked of its own.
    expect(conversation(asked, 'my knee hurts when i squat').intent).toBe('injury');
  });

  it('keeps the minutes said before when a follow-up asks for "something quick"', () => {
    const answer = conversation(
      'i only have 10 minutes today',
      'can you give me something quick i can do in my living room',
    );
    expect(answer.workout?.minutes).toBeLessThanOrEqual(10);
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

  it('answers a detail the previous answer does not hold from its own topic, not the same answer again', () => {
    const first = reply(
      "I'm starting exercise again after about eight years off, what should I do first?",
    );
    const answer = conversation(
      "I'm starting exercise again after about eight years off, what should I do first?",
      'How long should each session be?',
    );
    expect(answer.message.split('\n')[0]).not.toEqual(first.message.split('\n')[0]);
    expect(answer.message).toMatch(/minutes/);
  });

  it('answers "what if i nap instead?" after a sleep question about naps, not "still training"', () => {
    const answer = conversation(
      'how much sleep do i actually need',
      'what if i nap during the day instead',
    );
    expect(answer.intent).toBe('recovery');
    expect(answer.message).not.toMatch(/^Only if it stays pain-free/);
  });

  it('works a per-kilogram amount out for the weight stated, or the user’s own', () => {
    const stated = conversation(
      'how much protein do i need for muscle gain',
      'whats that in grams if im 80kg',
    );
    expect(stated.message).toContain('At 80 kg that is about 128-176 g a day.');
    const own = conversation(
      'how much protein should i be eating a day',
      'ok and how much is that for me',
    );
    expect(own.intent).toBe('nutrition');
    expect(own.message).toMatch(/At \d+(\.\d)? kg that is about \d+-\d+ g a day\./);
  });

  it('reads a question after a condition named alone with that condition ("asthma", "can i do hiit")', () => {
    const answer = conversation('asthma', 'can i do hiit');
    expect(answer.intent).toBe('health');
    expect(answer.message).toMatch(/inhaler/);
  });

  it('answers "what can i do instead today?" after soreness with the same topic, safety first', () => {
    const answer = conversation(
      'my lower back is a bit sore after yesterday',
      'what can i do instead today?',
    );
    expect(answer.intent).toBe('injury');
    expect(answer.message).toMatch(/^Only if it stays pain-free/);
  });
});

describe('understanding: follow-ups', () => {
  it('takes a bare number after a workout as its new length ("actually make it 15")', () => {
    const answer = conversation('give me a 30 min workout', 'actually make it 15, running late');
    expect(answer.intent).toBe('workout-request');
    expect(answer.workout?.minutes).toBeLessThanOrEqual(16);
  });

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

describe('follow-ups that ask for a detail, a source or give a figure', () => {
  it('answers "source?" after advice with where it comes from, the reason and the advice', () => {
    const text = conversation('how much rest between sets for muscle growth', 'source?').message;
    expect(text).toMatch(/research evidence/);
    expect(text).toMatch(/2-3 minutes/);
  });

  it.each(['any studies on that?', 'says who?', 'is that backed by research?'])(
    'reads "%s" after advice as asking for its source',
    (asked) => {
      expect(conversation('how much protein do i need', asked).message).toMatch(/research/);
    },
  );

  it('reads "how long till im back to 5k?" as a detail of getting back to running', () => {
    const answer = conversation(
      'i used to run 5k no problem but havent run in 6 months, how should i start again',
      'how long till im back to 5k?',
    );
    expect(answer.intent).toBe('training');
    expect(answer.message).toMatch(/week/);
  });

  it('reads "how deep?" after squatting with a knee as a detail of that answer', () => {
    const answer = conversation(
      'physio cleared me to squat again after my knee thing, how should i squat',
      'how deep?',
    );
    expect(answer.message).toMatch(/comfortable|pain-free/);
  });

  it('answers a figure the user reports after asking how many with the same topic', () => {
    const asked = conversation('how many steps should i be doing a day');
    const answer = conversation(
      'how many steps should i be doing a day',
      'my watch says im only doing about 3000 atm',
    );
    expect(answer.intent).toBe(asked.intent);
    expect(answer.message).toMatch(/steps/);
  });

  it('reads a supplement named after a choice between two as a question of its own', () => {
    const answer = conversation('is whey or casein better', 'when do i take casein then');
    expect(answer.message).toMatch(/bed|night|sleep|evening/);
  });

  it('reads hours of sleep reported after a sleep question as a figure, not a session length', () => {
    const answer = conversation('how long should i nap', 'i get about 6 hours at night');
    expect(answer.intent).toBe('recovery');
    expect(answer.workout).toBeNull();
  });

  it('reads pain that starts after some minutes as pain, not a session of those minutes', () => {
    expect(conversation('how often should i do cardio', 'my knee hurts after 20 min').intent).toBe(
      'injury',
    );
  });

  it.each(['tell me more', 'what do you mean?', 'go on'])(
    'answers "%s" after a topic with its reason, not the same answer again',
    (asked) => {
      const first = conversation('whats a deload').message.split('\n')[0] ?? '';
      const more = conversation('whats a deload', asked).message;
      expect(more).toMatch(/^.{20,}/);
      expect(more.split('\n')[0]).not.toBe(first);
    },
  );

  it('answers "can you give me an example" after a topic with that topic', () => {
    expect(conversation('whats a deload', 'can you give me an example').message).toMatch(/deload/i);
  });

  it('asks "and on rest days?" within the area of the answer just given', () => {
    const calories = conversation('how many calories should i eat', 'and on rest days?');
    expect(calories.intent).toBe('nutrition');
    // The protein answer already says it: rest days included.
    const protein = conversation('how much protein do i need', 'and on rest days?');
    expect(protein.message).toMatch(/rest days included/);
  });

  it('reads "any drills?" after an exercise as about that exercise', () => {
    // The squat's technique or the drills for its depth (ankle mobility), not another subject.
    const drills = conversation('how do i improve my squat depth', 'any drills?');
    expect(['exercise-technique', 'training']).toContain(drills.intent);
    expect(drills.message).toMatch(/squat/i);
  });

  it('answers "what weight should i start with" after a how-to with how heavy to go', () => {
    expect(conversation('how do i deadlift', 'what weight should i start with').message).toMatch(
      /reps? in reserve|RPE|RIR/i,
    );
  });

  it('does not read "how many calories does it burn?" after an exercise as its sets and reps', () => {
    expect(
      conversation('how do i do a plank', 'how many calories does it burn?').message,
    ).not.toMatch(/\bsets? of\b/);
  });

  it.each([
    ['whats a good protein for a vegan', 'ok and whats the capital of peru'],
    ['how much protein do i need', 'cool, whats a good movie tonight'],
    ['best leg exercises', 'can you recommend a good laptop'],
    ['how do i do a squat', 'can you split the bill 3 ways, 84 quid'],
    ['what cardio is best for fat loss', 'ok and who won the football last night'],
  ])('declines "%s" then "%s": a far subject is not read with the turn before', (...turns) => {
    expect(conversation(...turns).intent).toBe('out-of-scope');
  });

  it.each([
    ['running tips', 'what about with my dog'],
    ['how do i do lunges', 'my dog keeps jumping on me'],
    ['best stretches for my back', 'i sit in the car all day for work'],
    ['what should i eat after a workout', 'my boyfriend cooks for me'],
  ])('reads "%s" then the story "%s" with the turn before, not declined', (...turns) => {
    expect(conversation(...turns).intent).not.toBe('out-of-scope');
  });

  it.each([
    ['what cardio is best for fat loss', 'what about with a bad knee', /cycling|swimming|bike/],
    ['should i do cardio before or after weights', 'what if my main goal is a 10k', /first/],
    ['i keep skipping my morning workouts', 'would evenings be better then', /stick/],
    ['pushups r to hard', 'even on my knees', /push-?up/i],
    ['what is hiit', 'is good for me with my knee', /HIIT/],
    ['how many rest days do i need', 'even if im not sore', /rest or easy days/],
  ])('answers "%s" under the condition "%s"', (first, second, answer) => {
    expect(conversation(first, second).message).toMatch(answer);
  });

  it('answers a condition that names a subject of its own with that subject', () => {
    expect(
      conversation('what should i eat after training', 'what if im vegetarian').message,
    ).toMatch(/tofu|lentil|bean|egg|dairy/);
  });

  it('answers "how long hold" after stretching with the hold the answer gave', () => {
    expect(conversation('stretch b4 or after my walks', 'how long hold').message).toMatch(
      /\d+-?\d* seconds/,
    );
  });

  it('answers a detail question that is a topic of its own with that topic', () => {
    expect(conversation('how much protein do i need', 'how many meals').message).toMatch(
      /number of meals|how often you eat/,
    );
  });
});

describe('composeCoachReply: a follow-up the same topic answers', () => {
  it('leads with the sentence it asks about, not the answer just given', () => {
    const first = conversation('how do i break a squat plateau');
    const again = conversation('how do i break a squat plateau', 'would a deload help');
    expect(again.message.slice(0, 60)).not.toBe(first.message.slice(0, 60));
    expect(again.message).toMatch(/^Try a lighter deload week/);
  });

  it('keeps the answer as it is when no later sentence says more of the follow-up', () => {
    const first = conversation('how do i break a squat plateau');
    const again = conversation('how do i break a squat plateau', 'ok thanks, anything else?');
    expect(again.message).not.toMatch(/^(Then|This|It)\b/);
    expect(first.message).toMatch(/^A stall/);
  });
});
