import { describe, expect, it } from 'vitest';
import { conversation, frameOfTurns as frameOf, reply } from '../coach-fixtures.test-helpers';

// Questions in the middle of a conversation (session 22's rules in conversation.ts, thread-turns.ts
// and the search): a pronoun that stands for nothing, "and X?", a why in the answer's own words, a
// session's new focus, time off, app topics, warning signs, new subjects and food for a condition.

describe('a question with a pronoun that stands for nothing said before is its own', () => {
  it('"was it just a bad day" asks its own topic, not the one before', () => {
    const frame = frameOf(
      'deadlifts felt heavy as hell today',
      'like 120 felt like a max attempt, usually its a solid triple',
      'do i need a deload or was it just a bad day',
    );
    expect(frame.topic?.id).toBe('deload-week');
  });

  it('"this week" is now, not what was said', () => {
    const frame = frameOf(
      'how far off am i from the 140 deadlift',
      'can i just test a 1rm this week and see',
    );
    expect(frame.topic?.id).toBe('one-rep-max-testing');
  });
});

describe('"and X?" names a thing of the same area', () => {
  it('"and naps? do those count" after sleep asks about naps', () => {
    const frame = frameOf(
      'how much sleep do i need to actually build muscle',
      'and naps? do those count',
    );
    expect(frame.topic?.id).toBe('naps');
  });

  it('"and sets?" after what reps are stays on the topic that explains both', () => {
    const frame = frameOf('what does reps mean', 'and sets?');
    expect(frame.topic?.id).toBe('sets-and-reps-explained');
  });
});

describe('a question that takes up what the answer before said', () => {
  it('"why should i avoid deep bending" after a new hip asks the reason of that answer', () => {
    const frame = frameOf(
      'what leg exercises r safe after a hip replacement',
      'why should i avoid deep bending tho',
    );
    expect(frame.topic?.id).toBe('hip-replacement-exercise');
    expect(frame.followUp).toBe('why');
  });

  it('"the morning of" is the morning of the event just told', () => {
    const frame = frameOf(
      'signed up for a 10k fun run next month!!',
      'what should i eat the morning of',
    );
    expect(frame.topic?.id).toBe('pre-match-meal');
  });

  it('"what can i do instead" after a row that hurts reads the pain and the row with it', () => {
    const frame = frameOf('bent over rows hurt my lower back', 'what can i do instead');
    expect(frame.followUp).toBe('still');
    expect(frame.text).toContain('lower back');
    expect(frame.exercise?.name).toBe('Dumbbell Bent-Over Row');
  });
});

describe('a new focus for a session, and time off asked about', () => {
  it('"legs?" after a chest and back session leaves the chest and back movements behind', () => {
    const frame = frameOf('can u give me a chest n back workout, like 40 min', 'legs?');
    expect(frame.session?.focus).toBe('lower');
    expect(frame.session?.targetPatterns ?? []).toEqual([]);
  });

  it.each([
    'camping for 5 days next week no gym obviously. am i gonna lose strength?',
    'did i lose all my gains??',
    'how do i not lose all my strength',
  ])('"%s" asks about time off, not weight loss', (message) => {
    expect(frameOf(message).topic?.id).toBe('detraining');
  });

  it('losing muscle from fasted cardio is not time off', () => {
    expect(frameOf('would i lose muscle doing fasted cardio every morning').topic?.id).not.toBe(
      'detraining',
    );
  });

  it('an app topic needs a word of the app: a hotel week for work asks about training away', () => {
    expect(frameOf('hotel all week for work no gym. ideas').topic?.id).toBe('travel-routine');
  });

  it('eating on night shifts has its own answer', () => {
    expect(
      frameOf(
        'i work nights and i always end up hitting the vending machine at like 3am. what should i bring instead',
      ).topic?.id,
    ).toBe('eating-on-night-shifts');
  });

  it('a stimulant asked with a condition is the stimulant topic', () => {
    expect(frameOf('is pre workout ok with my blood pressure').topic?.id).toMatch(
      /^(caffeine|pre-workout-supplements)$/,
    );
  });
});

describe('going heavier is adding load', () => {
  it('"how do i know when to go heavier" is progressive overload, not heavy lifting with high blood pressure', () => {
    expect(frameOf('how do i know when to go heavier').topic?.id).toBe('progressive-overload');
  });
});

describe('warning signs, new subjects and food for a condition', () => {
  it('tightness in the chest on a hill walk is a heart warning, whatever the word order', () => {
    const answer = reply(
      'felt tightness in my chest on a hill walk today, went away when i stopped. prob nothing right?',
    );
    expect(answer.message).toMatch(/emergency services/);
  });

  it('"random q" after a sore back is a new subject', () => {
    expect(
      frameOf(
        'my lower back aches after sitting all day at work, any quick stretches',
        'ok thx. random q but whats a good name for a grey cat',
      ).intent,
    ).toBe('out-of-scope');
  });

  it('"what would u order" after fast food asks what to choose, not to order', () => {
    expect(
      frameOf('can i have a maccies and still lose weight', 'what would u order tho').intent,
    ).toBe('nutrition');
  });

  it('"and what should i be eating for it" after osteopenia is food for the bones', () => {
    const frame = frameOf(
      'just got the scan back, i have osteopenia. what exercise is good for my bones',
      'and what should i be eating for it',
    );
    expect(frame.topic?.id).toBe('vitamin-d-calcium-bones');
    expect(frame.entities.bodyParts).toEqual([]);
  });

  it('what to eat with type 2 diabetes has its own answer; eating before the gym stays with exercise', () => {
    expect(frameOf('i have type 2 diabetes, what should i eat').topic?.id).toBe(
      'diet-for-type-2-diabetes',
    );
    expect(frameOf('type 2 diabetic here. should i eat before i work out?').topic?.id).toBe(
      'type-2-diabetes',
    );
  });

  it('"weekends are killing me" and arms that are not growing are no pain and no exercise list', () => {
    expect(
      frameOf('weekends are killing me. i just eat everything in sight').entities.hasPain,
    ).toBe(false);
    expect(frameOf('been lifting 4 months and my arms arent growing at all').topic?.id).toBe(
      'not-seeing-results',
    );
  });
});

describe('a word read as written, not as a near word or a dose', () => {
  it('answers "post workout shake how fast do i actually need it" about protein after training, not sharing', () => {
    const { message } = reply('post workout shake how fast do i actually need it lol');
    expect(message).toMatch(/protein/i);
    expect(message).not.toMatch(/sharing/i);
  });

  it('answers "how much do i go up" after a weight that was too light with adding load, not caffeine', () => {
    const { message } = conversation(
      'what weight should i start with for db curls',
      'ok did 10 ez its too light',
      'how much do i go up',
    );
    expect(message).not.toMatch(/caffeine/i);
  });
});
