import { describe, expect, it } from 'vitest';
import {
  conversation,
  fixtureCatalogue,
  frameOfTurns,
  reply,
} from '../coach-fixtures.test-helpers';
import { farewellPattern, sharesMilestone } from '../language/small-talk';
import { asksSwapOf } from '../tools/exercise-swaps';
import { exerciseAsked } from './exercise-asked';
import { createExerciseMatcher } from './exercise-matcher';
import { extractEntities } from './extract-entities';
import { deniedKit } from './session-words';
import { asksSpotReduction } from './message-patterns';

// A first gym membership, other sports, feelings about progress and the words around them
// (session 28's blind sets).
const matcher = createExerciseMatcher(fixtureCatalogue);

describe('kit, body parts and exercises in everyday words', () => {
  it('reads kit refused in so many words as missing', () => {
    expect(deniedKit('not touching a barbell today, just dbs')).toEqual(['Barbell']);
    expect(extractEntities('give me 45 min upper body, not touching a barbell').equipment).toEqual(
      [],
    );
  });

  it('reads money or a thing wanted back as no back pain', () => {
    const entities = extractEntities('my landlord wont give my deposit back, how do i get it back');
    expect(entities.bodyParts).toEqual([]);
    expect(entities.hasPain).toBe(false);
    expect(extractEntities('my back hurts when i deadlift').bodyParts).toEqual(['lower back']);
  });

  it('reads a fear of getting hurt as no pain', () => {
    expect(extractEntities('i really dont wanna hurt myself in my first week').hasPain).toBe(false);
    expect(extractEntities('stretch first or ill tear something').hasPain).toBe(false);
    expect(extractEntities('i hurt my knee on the stairs').hasPain).toBe(true);
  });

  it('reads a part spared as refused, so the other half is trained', () => {
    expect(extractEntities('30 min upper body with dumbbells that wont wreck my legs').focus).toBe(
      'upper',
    );
  });

  it('reads a day named by its lift as that half, and "push for a PR" as no push day', () => {
    expect(extractEntities('heavy on deads today, 60 min, i push for a PR single').focus).toBe(
      'lower',
    );
    expect(extractEntities('make me a push day, 45 min').focus).toBe('upper');
  });

  it('reads flying off a treadmill as no fly', () => {
    expect(
      exerciseAsked(
        'i picture myself flying off the back of it, how do i use it properly',
        matcher,
      ),
    ).toBeNull();
  });

  it('takes a pronoun after "hate" for an exercise only when the exercise came before it', () => {
    const squat = matcher.find('squats');
    expect(squat).not.toBeNull();
    if (!squat) return;
    expect(
      asksSwapOf('my thighs got bigger and i hate it. should i stop squatting heavy', squat),
    ).toBe(false);
    expect(asksSwapOf('squats wreck my knees, what can i swap them for', squat)).toBe(true);
  });
});

describe('small talk', () => {
  it('reads a goodbye after an acknowledgement', () => {
    expect(farewellPattern.test('ok bye!!')).toBe(true);
    expect(farewellPattern.test('okay cool see you tomorrow')).toBe(true);
  });

  it('celebrates a first finished, whatever the pace', () => {
    expect(sharesMilestone.test('did my first parkrun on saturday, walked most of it')).toBe(true);
    expect(sharesMilestone.test('how do i run my first 5k?')).toBe(false);
    const answer = reply(
      'hiya!! did my first parkrun on saturday. walked most of it lol but i finished',
    );
    expect(answer.intent).toBe('greeting');
    expect(answer.message).toMatch(/milestone/);
  });
});

describe('topics for a first gym membership, other sports and feelings', () => {
  it.each([
    ['what even is the cable machine for, the tower with pulleys and handles', /pulley/],
    ['is it cheating to squat on the smith machine', /rails/],
    ['the treadmill scares me, how do i use it properly', /safety key/],
    ['whats the best exercises to stop hamstring pulls, i play sunday league', /Nordic/],
    ['can u give me a cheap vegan shopping list, under 40 a week', /lentils/],
    ['is whey even halal? my brother says some arent', /halal certification/],
  ])('answers "%s" with its topic', (message, fact) => {
    expect(reply(message).message).toMatch(fact);
  });

  it('keeps the comeback topic for a return, not a partner who started the same week', () => {
    expect(
      reply('my husband started the same week as me and hes lost 6 kilos already').message,
    ).not.toMatch(/muscle memory/);
    expect(reply('back in the gym after 2 years off, where do i start').message).toMatch(
      /muscle memory|faster than you first built/,
    );
  });

  it('answers spot reduction, not the records, for crunches asked to shift belly fat', () => {
    expect(asksSpotReduction.test('if i do 100 crunches a day will my belly fat go away')).toBe(
      true,
    );
    const answer = reply(
      'if i do like 100 crunches a day will my belly fat go away?? thats where all my weight sits',
      { catalogue: [...fixtureCatalogue] },
    );
    expect(answer.intent).not.toBe('progress');
    expect(answer.message).toMatch(/spot-reduce|overall fat loss/);
  });

  it('reads a harder one asked after a session as the same session made harder', () => {
    const frame = frameOfTurns(
      'a 20 minute routine with my bands please',
      'that was lovely thank you. could we do one a little bit harder now',
    );
    expect(frame.intent).toBe('workout-request');
    expect(frame.followUp).toBe('harder');
  });

  it('answers a noisy joint that does not hurt as clicking, not pain', () => {
    expect(
      reply('my knee crunches and clicks when i do squats. it doesnt really hurt, ok to keep at it')
        .message,
    ).toMatch(/clicking|cracking/i);
  });

  it('answers "no pain no gain" said beside joint pain with its topic', () => {
    expect(
      conversation(
        'no pain no gain right? my knees ache when i do my band exercises but i push through it',
      ).message,
    ).toMatch(/ease off or stop/);
  });
});

describe('warning signs, numbers and short edits', () => {
  it('answers bleeding in a pregnancy first, with no training until it is checked', () => {
    const answer = reply(
      'im 10 weeks pregnant, had some bleeding this morning, do i skip todays workout or do the easy bits',
    );
    expect(answer.intent).toBe('health');
    expect(answer.message).toMatch(/midwife/);
    expect(answer.workout).toBeFalsy();
  });

  it('answers a heart warning sign after a session was asked for, not another session', () => {
    const answer = conversation(
      'started the walking like you said, 15 mins round the park',
      'today my chest went tight and heavy like a band round it and i felt sick and sweaty. is that just me being unfit?',
    );
    expect(answer.workout).toBeFalsy();
    expect(answer.message).toMatch(/emergency services/);
  });

  it('answers bleeding in a pregnancy first, right after a session was given', () => {
    const answer = conversation(
      'give me a 20 min workout at home',
      'im 10 weeks pregnant and had some bleeding this morning, do i skip todays workout',
    );
    expect(answer.workout).toBeFalsy();
    expect(answer.message).toMatch(/midwife/);
  });

  it('re-composes a session for minutes said first ("15 actually") and repeats it for "go"', () => {
    expect(
      conversation('can u give me something to do today like 25 mins', '15 actually').workout
        ?.minutes,
    ).toBeLessThanOrEqual(16);
    expect(conversation('give me a 20 min workout', 'go').workout).toBeTruthy();
  });

  it('reads how it is going overall and a score on a lift as the records', () => {
    expect(reply('hey so hows it going for me like overall?? be honest').intent).toBe('progress');
    expect(reply('what does a 7.8 on my squat actually mean, out of what?').intent).toBe(
      'form-feedback',
    );
  });

  it('answers a body told in numbers, never declines it', () => {
    expect(
      reply("5'10 and 150lbs, pretty skinny. want to get to 170 lbs, how long").intent,
    ).not.toBe('out-of-scope');
    expect(reply("I'm 168 lbs and 5 ft 4 in, what should I actually weigh").message).toMatch(/BMI/);
  });
});

describe('gym words that look like others', () => {
  it('reads "skulls" as skull crushers and their long head as the triceps, not a knock', () => {
    expect(
      reply('do skulls actually hit the long head more than pushdowns or is that gym bro myth')
        .message,
    ).not.toMatch(/concussion/);
    expect(reply('hit my head at rugby, can i lift tomorrow').message).toMatch(/concussion/);
  });

  it('declines what is said to have nothing to do with exercise', () => {
    expect(
      reply('sorry, nothing to do with exercise, but how do I turn the subtitles on for my tv')
        .intent,
    ).toBe('out-of-scope');
  });

  it('answers training hungover from the alcohol topic', () => {
    expect(reply('bit hungover from a wedding, squats today. push thru or skip').message).toMatch(
      /drink/,
    );
  });
});
