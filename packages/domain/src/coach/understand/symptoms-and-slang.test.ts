import { describe, expect, it } from 'vitest';
import { conversation, reply } from '../coach-fixtures.test-helpers';
import { extractEntities } from './extract-entities';
import { askedOwnData } from './own-data-question';

// Pain and nerve symptoms said the way people say them, told apart from hard work and from
// questions about their records.
describe('symptoms and slang', () => {
  it.each([
    ['wrists kill me doing push ups', true],
    ['pins and needles down my arm since my last squat session', true],
    ['incline push ups r killing me i can barely do 5', false],
    ['these lunges are killing me', true],
  ])('reads pain in "%s": %s', (message, pain) => {
    expect(extractEntities(message).hasPain).toBe(pain);
  });

  it('reads "since my last session" with a symptom as no question about the records', () => {
    expect(
      askedOwnData('getting pins and needles down my left arm since my last squat session'),
    ).toBeNull();
    expect(askedOwnData('how long was my last session')).toBe('progress');
  });

  it('answers a point of technique asked after a topic about the exercise', () => {
    const answer = conversation(
      'squats are bad for ur knees right?',
      'my trainer at the work gym said never let ur knees go past ur toes tho',
    );
    expect(answer.intent).toBe('exercise-technique');
    expect(answer.message).toMatch(/^Knees past (your )?toes/i);
  });

  it.each([
    'how do i fix stick drift on my ps5 controller',
    'my car door hinge creaks like my knees lol what do i spray on it to stop the squeak',
  ])('declines "%s"', (message) => {
    expect(reply(message).intent).toBe('out-of-scope');
  });

  it('reads "mess up my progress" as missing sessions, not pull-ups', () => {
    const answer = reply(
      'gonna be away all weekend for a wedding, will missing my workouts mess up my progress',
    );
    expect(answer.message).not.toMatch(/pull-up/i);
  });
});

describe('conditions, medicines and sport said in passing', () => {
  it('keeps a teenager’s age told before for the supplement asked after', () => {
    expect(
      conversation('im 16 and tryna bulk how much protein do i need', 'should i take creatine too?')
        .message,
    ).toMatch(/under 18/i);
  });

  it('reads "hypo 2-3 hrs after lifting" as when it happens, not a session length', () => {
    expect(extractEntities('keep going hypo like 2-3 hrs after lifting').minutes).toBeNull();
    expect(extractEntities('12 minutes before work, something quick').minutes).toBe(12);
  });

  it('reads tennis elbow as pain', () => {
    expect(extractEntities('got tennis elbow from padel, can i still do rows').hasPain).toBe(true);
  });

  it('answers "which day should legs go" with when, not leg exercises', () => {
    expect(
      reply(
        'play rugby sat mornings, lift 3x a wk. which day should legs go so im not cooked for the game',
      ).message,
    ).not.toMatch(/^Good exercises for your legs/);
  });

  it('does not weigh two exercises told as when symptoms come', () => {
    expect(
      reply(
        'i have asthma and when i do the brisk walking or jog bits i get wheezy, should i stop cardio?',
      ).message,
    ).not.toMatch(/neither is better/);
  });
});

describe('a conversation that corrects itself, binges and breakups', () => {
  it('reads "sorry i meant deadlifts not squats" as the question before, corrected', () => {
    const answer = conversation(
      'how many sets of squats should i do for strength',
      'sorry i meant deadlifts not squats',
    );
    expect(answer.message).toMatch(/deadlift/i);
  });

  it('answers a binge, not the food eaten, and keeps it for what follows', () => {
    expect(reply('i binged on pizza last night and feel awful').message).toMatch(/next meal/);
    expect(
      conversation(
        'i binged on pizza last night and feel awful',
        'like 6 slices and ice cream after',
        'should i skip meals today to make up for it',
      ).message,
    ).toMatch(/skip meals/i);
  });

  it('reads a breakup as no injury, and a row with a partner as off-topic', () => {
    expect(extractEntities('i broke up with my gf and cant be bothered to train').hasPain).toBe(
      false,
    );
    expect(reply('my gf keeps texting her ex, should i be worried').intent).toBe('out-of-scope');
  });
});

describe('pain, belly fat and water weight said plainly', () => {
  it('reads a twinge on the last rep as pain, never a form readout', () => {
    const answer = reply(
      'something twinged in my lower back on my last deadlift rep, felt wrong. do i keep going or stop',
    );
    expect(answer.intent).toBe('injury');
  });

  it('answers "what am i doing wrong" beside a pinch with the pain, not how to rate answers', () => {
    expect(
      reply('when i bench my front shoulder pinches at the bottom, what am i doing wrong').intent,
    ).toBe('injury');
  });

  it('answers exercises for belly fat with no spot reduction, not a core workout', () => {
    const answer = reply('what exercises burn belly fat the fastest. i just want my stomach flat');
    expect(answer.workout).toBeNull();
    expect(answer.message).toMatch(/spot/i);
  });

  it('reads water weight as the body’s water, not the drink', () => {
    expect(reply('is water weight actually a real thing or just an excuse lol').message).toMatch(
      /normal|swing|fluid|hold/i,
    );
  });

  it('answers "how do u squat properly" with how, not the records', () => {
    expect(
      reply('how do u squat properly?? never done one with weight b4 and dont wanna wreck my knees')
        .intent,
    ).toBe('exercise-technique');
  });
});

describe('asks beside the subject', () => {
  it('declines writing a wedding speech', () => {
    expect(reply('can u help me write my wedding speech').intent).toBe('out-of-scope');
  });

  it('reads not wanting to lose a lift on a cut as the cut, not the form scores', () => {
    expect(
      reply(
        'thinking of cutting like 3kg before summer but i really dont want to lose my deadlift progress. how aggressive can i go',
      ).intent,
    ).not.toBe('form-feedback');
  });
});

describe('what comes before training', () => {
  it.each([
    'been really down for weeks, cant get out of bed, honestly dont see the point of anything anymore not just the gym',
    'sometimes i think everyone would be better off without me',
  ])('answers "%s" with support and where to get help first', (message) => {
    const answer = reply(message);
    expect(answer.intent).toBe('health');
    expect(answer.message).toMatch(/crisis line|988|116 123/);
  });

  it('does not read a fear of getting hurt lifting as a crisis', () => {
    expect(reply('im scared of hurting myself lifting heavy').message).not.toMatch(/crisis line/);
  });

  it('celebrates a lift hit today', () => {
    expect(reply('HIT 130 DEADLIFT TODAY 🎉🎉 beltless').message).toMatch(/Congratulations/);
    expect(reply('finally got my first pull up!!').message).toMatch(/Congratulations/);
    expect(reply('i hit 100kg squat, what next?').message).not.toMatch(/Congratulations/);
  });

  it('reads "am i gonna lose all my gains" with 30 mins a week told as a question, not a session', () => {
    expect(
      reply('work is insane rn, maybe 30 mins 3x a week max till jan. am i gonna lose all my gains')
        .workout,
    ).toBeNull();
  });
});

describe('hours of the day, and how far from the goal', () => {
  it('reads "sat for 9 hours" as the day, never a 9-hour session', () => {
    expect(extractEntities('been sat for 9 hours, anything i can do').minutes).toBeNull();
    expect(extractEntities('give me a 1 hour workout').minutes).toBe(60);
  });

  it('reads "died after 5 min" as how it felt, not a 5-minute session', () => {
    expect(
      reply(
        'what number should the damper be on the rowing machine? i put it on 10 and died after 5 min',
      ).workout,
    ).toBeNull();
  });

  it('composes "like 15 min max. whats the best thing i can do"', () => {
    expect(
      conversation('short on time today ugh', 'like 15 min max. whats the best thing i can do')
        .intent,
    ).toBe('workout-request');
  });
});

describe('a new user asking how the plan works', () => {
  it('explains the plan, then reads "make me one then" as the plan', () => {
    expect(reply('how does the plan thing work').message).toMatch(/Generate/);
    expect(conversation('how does the plan thing work', 'ok make me one then').intent).toBe(
      'workout-plan',
    );
    expect(
      conversation(
        'could you put together a balance routine for me, about 15 minutes',
        'can we make it a bit longer',
      ).intent,
    ).toBe('workout-request');
  });
});

describe('broke, warned and plateaued', () => {
  it('reads a broke uni student as short of money, not a broken bone', () => {
    expect(extractEntities('tryna bulk on a budget, broke uni student lol any tips').hasPain).toBe(
      false,
    );
  });

  it('reads "or you will get injured" as a claim, not an injury', () => {
    expect(
      extractEntities(
        'she says you must hold long stretches before exercise or you will get injured',
      ).hasPain,
    ).toBe(false);
  });
});

describe('fear, fat loss and how long to walk', () => {
  it('answers a fear of getting hurt lifting with how to avoid injury', () => {
    expect(reply('im scared of hurting myself lifting heavy').message).toMatch(/warm up/i);
  });

  it('composes a full-body session, not crunches, to burn belly fat', () => {
    expect(extractEntities('give me a 20 min workout to burn belly fat').focus).not.toBe('core');
    expect(extractEntities('give me a 20 min ab workout').focus).toBe('core');
  });
});
