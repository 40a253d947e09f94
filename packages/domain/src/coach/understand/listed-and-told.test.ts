import { describe, expect, it } from 'vitest';
import { conversation, reply } from '../coach-fixtures.test-helpers';
import { normalizeMessage } from '../language/tokenize';
import { listPlaceAsked, withListedExerciseNamed } from './listed-exercise';

// Exercises named by their place in a list just given, and words that say one thing but look like
// another.
describe('an exercise named by its place in the list just given', () => {
  it.each([
    ['the 2nd one? how do i do it', 2],
    ['how do i do the first exercise', 1],
    ['swap the last one', -1],
    ['what is exercise 3', 3],
  ])('reads "%s" as place %i', (text, place) => {
    expect(listPlaceAsked(text)?.place).toBe(place);
  });

  it('reads no place in counts of reps, sets or minutes', () => {
    expect(listPlaceAsked('can i do number 3 reps')).toBeNull();
    expect(listPlaceAsked('my second week of training')).toBeNull();
  });

  it('names the exercise in the place asked, or nothing when the list is shorter', () => {
    expect(withListedExerciseNamed('the 2nd one? how do i do it', ['Squats', 'Push-ups'])).toBe(
      'the push-ups? how do i do it',
    );
    expect(withListedExerciseNamed('the third one?', ['Squats', 'Push-ups'])).toBeNull();
  });

  it("answers the how-to of today's first exercise after the plan was asked for", () => {
    const answer = conversation('whats my workout today', 'the 1st one? how do i do it right');
    expect(answer.intent).toBe('exercise-technique');
    expect(answer.message).toMatch(/How to do the bodyweight squat/);
  });

  it('answers the how-to of the last exercise of a session just put together', () => {
    const session = reply('20 min no equipment workout pls');
    const last = session.workout?.exercises.at(-1)?.name ?? '';
    const answer = conversation('20 min no equipment workout pls', 'how do i do the last one');
    expect(answer.intent).toBe('exercise-technique');
    expect(answer.message.toLowerCase()).toContain(last.toLowerCase());
  });
});

describe('words that look like something else', () => {
  it('reads "chest, do i go heavy" as lifting heavy, not a heavy chest', () => {
    const answer = reply('tryna get bigger arms n chest, do i go heavy like 5 reps or light 15s??');
    expect(answer.intent).toBe('training');
    expect(answer.message).not.toMatch(/emergency/);
    expect(reply('my chest feels heavy when i run').message).toMatch(/emergency/);
  });

  it('reads "5 hrs a night" as sleep, and "shift the belly" as losing it', () => {
    expect(
      reply('been averaging like 5 hrs a night bc of work deadlines. does that matter for my lifts')
        .intent,
    ).toBe('recovery');
    expect(reply('will doing crunches every night shift the belly').message).toMatch(/spot-reduce/);
  });

  it('reads "sick thx" as thanks, so a far question after it is declined', () => {
    const answer = conversation(
      '20 min workout pls',
      'sick thx. unrelated but do u know how to fix my wifi its been dropping out all day',
    );
    expect(answer.intent).toBe('out-of-scope');
  });

  it('keeps "no dumbells" out of a hotel session', () => {
    const answer = reply('25 min in the hotel room, no dumbells obviously. something for chest');
    expect(answer.workout?.exercises.map((item) => item.name).join(' ')).not.toMatch(/Dumbbell/);
  });

  it('asks what warm-up sets are for, not for a session, when the minutes are told as a habit', () => {
    const answer = reply(
      'whats the actual point of warm up sets. i do like 2 min on the bike then straight into working weight',
    );
    expect(answer.intent).toBe('training');
    expect(answer.workout).toBeNull();
  });

  it('answers "what can u actually help me with" with what the coach does', () => {
    expect(conversation('hey', 'what can u actually help me with').intent).toBe('greeting');
  });
});

describe('a thread that names its subject earlier', () => {
  it('rebuilds the session easier and kinder to a part that aches now', () => {
    const answer = conversation(
      'can u give me a quick 20 min workout i can do in the living room pls',
      'actually my knee is kinda achy today, make it easier?',
    );
    expect(answer.intent).toBe('workout-request');
    expect(answer.workout).not.toBeNull();
    expect(answer.message).toMatch(/Easier version/);
  });

  it('asks whether to train of the illness told two turns before', () => {
    const answer = conversation(
      'throat is scratchy and im sneezing nonstop, def coming down w something',
      'heavy squats on the menu today tho',
      'train or nah',
    );
    expect(answer.intent).toBe('health');
    expect(answer.message).toMatch(/neck/);
  });

  it('reads "does exercise help with mood or is that a myth" as its own question', () => {
    const answer = conversation(
      'havent worked out since wednesday, just lying in bed scrolling',
      'does exercise even help with mood or is that a myth',
    );
    expect(answer.message).toMatch(/depression and anxiety/);
  });

  it('keeps a warning sign told before when asked whether it is probably nothing', () => {
    const answer = conversation(
      'on my top set of squats i got this tight pressure feeling in my chest, went away after 5 min',
      'its prob nothing right? just wanna hit bench tonight',
    );
    expect(answer.message).toMatch(/^No: do not train until a doctor has checked you/);
    expect(answer.message).toMatch(/emergency/);
  });

  it('answers "should i be worried" with the health topic just given', () => {
    const answer = conversation(
      'it was like the room was spinning when i got up quick off the mat',
      'should i be worried',
    );
    expect(answer.message).toMatch(/head rush on standing/);
  });
});

describe('warning signs and far questions in everyday words', () => {
  it('reads a heavy feeling in the chest with a funny left arm as a warning sign', () => {
    const answer = reply(
      'going up the hill i got a heavy feeling in my chest and my left arm went kind of funny',
    );
    expect(answer.message).toMatch(/call emergency services/);
  });

  it('declines schoolwork, but not a timetable that fits the gym in', () => {
    expect(reply('bro can u help me with my chem homework its balancing equations').intent).toBe(
      'out-of-scope',
    );
    expect(
      reply('can you help me with my revision timetable so i still fit the gym in').intent,
    ).not.toBe('out-of-scope');
  });
});

describe('sessions and questions said around the edges', () => {
  it('answers a question after a hello, and keeps small talk after one as small talk', () => {
    expect(reply('Good morning! What exercises have I got today?').intent).toBe('workout-plan');
    expect(reply('hi there! what can you do?').intent).toBe('greeting');
  });

  it('reads "put something together, about 25 minutes" with stretchy bands as a band session', () => {
    const answer = reply(
      'could you put something together for me this morning please, about 25 minutes. I have the stretchy bands and my mat',
    );
    expect(answer.intent).toBe('workout-request');
    expect(answer.workout?.minutes).toBeLessThanOrEqual(27);
  });

  it("rebuilds today's workout when asked to redo the day with other kit, whatever the story names", () => {
    const answer = reply(
      'no barbell for me today, both racks taken by guys doing curls lmao. can u redo my leg day with dumbbells instead',
    );
    expect(answer.intent).toBe('workout-request');
    expect(answer.message).toMatch(/built from today's Full Body A/);
  });

  it('weighs "should i drop to like 1500 cals" against the plan\'s target, question mark or not', () => {
    expect(
      reply('lost 2kg so far!! should i drop to like 1500 cals to speed it up').message,
    ).toMatch(/^1,500 kcal is 500 kcal below your plan's target of 2,000/);
  });
});

describe('a subject named by a word few topics use, and requests said plainly', () => {
  it('answers Ramadan training with its own topic, not a comeback or a before-or-after comparison', () => {
    const answer = reply(
      'ramadan starts next wk n im fasting sunrise to sunset the whole month. should i still do my workouts?? whens the best time to train, before or after i eat',
    );
    expect(answer.message).toMatch(/iftar/);
  });

  it('answers training in a hot gym and walking in freezing weather by the weather', () => {
    expect(
      reply('gym has no aircon and its like 35c in there this week, im drenched after warmups')
        .message,
    ).toMatch(/acclimatise/);
    expect(
      reply(
        'its freezing out, below zero most mornings. my knees ache worse in the cold, should i still go for my walks',
      ).message,
    ).toMatch(/layers/);
  });

  it('keeps a question about resting sore joints on the condition, not on rest days', () => {
    const answer = reply(
      'my knees and hands are very stiff first thing with the arthritis, it wears off after an hour. should i be resting them on those days or keep moving?',
    );
    expect(answer.intent).toBe('health');
    expect(answer.message).toMatch(/arthrit/);
    expect(answer.message).not.toMatch(/creatine/);
  });

  it('reads "build back a bit of the muscle" as muscle regained, not the back', () => {
    const answer = reply(
      "I'm 58 and want to build back a bit of the muscle I had. How many days a week should I train?",
    );
    expect(answer.message).not.toMatch(/exercises for your back/);
  });

  it.each([
    'can u give me like 20 mins i can do now, my knee is being weird today',
    'can you making for me one easy session now, 20 minute, only with my band and the mat',
  ])('reads "%s" as a session asked for', (message) => {
    expect(reply(message).intent).toBe('workout-request');
  });

  it('keeps a session for the knee when told "nothing that wrecks my knee" after it', () => {
    const answer = conversation(
      'can u give me something to do in the living room rn',
      'nothing that wrecks my knee pls',
    );
    expect(answer.intent).toBe('workout-request');
    expect(answer.message).toMatch(/Protects your knee/);
  });

  it('reads "where am i at" and "how far off 85 am i" as the records and goals', () => {
    expect(reply('nah but realistically where am i at rn').intent).toBe('progress');
    expect(reply('how far off 85 am i now').intent).toBe('progress');
  });

  it('takes "bet ty" as thanks', () => {
    expect(conversation('how do i stop shrugging on pull ups', 'bet ty').intent).toBe('greeting');
  });
});

describe('days of the week typed short', () => {
  it.each([
    ['ok so i did mon and wed, can i go again today', 'i did monday and wednesday'],
    ['i train mon tue thu fri', 'i train monday tuesday thursday friday'],
    ['can i do fridays one on sat instead', 'on saturday instead'],
  ])('spells out the days in "%s"', (message, spelled) => {
    expect(normalizeMessage(message)).toContain(spelled);
  });

  it('leaves "sat" and "sun" that are no days alone', () => {
    expect(normalizeMessage('i sat on the bench in the sun and rested')).toContain(
      'i sat on the bench in the sun and rested',
    );
  });

  it('answers training again after sessions on days typed short with moving a session', () => {
    const answer = reply('ok so i did mon and wed, can i go again today or should i wait til tmrw');
    expect(answer.message).toMatch(/moving a session by a day or two is fine/);
  });

  it('answers a warm-up before a walk without a racket sport', () => {
    expect(reply("what's a good warm up before I go for my walk").message).not.toMatch(/rallies/);
  });

  it('reads "first time opening this, whats on today" as the day\'s plan', () => {
    expect(reply('ok first time opening this, whats on today').intent).toBe('workout-plan');
  });
});
