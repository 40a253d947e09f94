import { describe, expect, it } from 'vitest';
import { conversation, fixtureCatalogue, reply } from '../coach-fixtures.test-helpers';
import { createExerciseMatcher } from './exercise-matcher';
import { extractEntities } from './extract-entities';
import { readEquipment, readFocus } from './session-words';
import { understandAlone } from './understand-message';
import { correctionOfEarlier } from '../language/self-correction';
import { normalizeMessage } from '../language/tokenize';
import { waistToHeight } from '../tools/personal-numbers-body';
import { bareMinutesSaid, carriedLimits } from './thread-subjects';

// Calisthenics skills, flexibility, the heart, programming, body composition and the edge of the
// domain in everyday words (session 30's blind sets).
const matcher = createExerciseMatcher(fixtureCatalogue);
const topicOf = (message: string) => understandAlone(message, matcher).topic?.id;

describe('a session asked for in other words', () => {
  it('reads a "thing" of minutes as a session', () => {
    const answer = reply(
      "can u give me a 20 min low impact cardio thing i can do in my living room. knee's been a bit grumpy this week so no jumping pls",
    );
    expect(answer.intent).toBe('workout-request');
    expect(answer.workout?.minutes).toBeLessThanOrEqual(22);
  });

  it('reads a day skipped as the half of the body not asked for', () => {
    expect(readFocus('skipping lower day, want a skill session instead')).toBe('upper');
    expect(readFocus('instead of legs today, something else')).toBe('upper');
    expect(readFocus('lower body today')).toBe('lower');
    expect(readFocus('a 20 min walk jog thing outside')).toBe('cardio');
    expect(readFocus('walk the dog then legs')).toBe('lower');
  });

  it('leaves out what the request refuses, and keeps the kit a missing bench leaves', () => {
    expect(
      extractEntities('40 min chest n arms, dumbbells only, no bench before u ask').refusedWords,
    ).toContain('bench');
    expect(extractEntities('40 min chest, no bench').preferEquipment).not.toContain('Chair');
    // A bench missing is not all the kit missing.
    expect(readEquipment('wanna build my chest but no bench')).toBeNull();
    expect(readEquipment('forgot my bands today')).toEqual([]);
    const answer = reply('20 min upper body workout with dumbbells, no push ups');
    expect(answer.workout?.exercises.map((item) => item.name).join(' ')).not.toMatch(/Push-Up/);
  });

  it('prefers the body’s own weight for calisthenics, with the bar to hang from', () => {
    expect(
      extractEntities('30 min upper body calisthenics, got dumbbells and a pull up bar')
        .preferEquipment,
    ).toEqual(['Bodyweight Only', 'Pull-up Bar']);
    expect(extractEntities('30 min with my dumbbells').preferEquipment).toEqual(['Dumbbells']);
  });

  it('composes the kind of session the question before was about', () => {
    const answer = conversation(
      'should i be doing mobility stuff on my off days or just fully rest',
      'ok like what tho, i got 20 min rn',
    );
    expect(answer.intent).toBe('workout-request');
    expect(answer.workout?.name).toMatch(/Mobility/);
  });

  it('keeps a leg in a boot off its feet', () => {
    const answer = reply('my ankle is in a cast, give me a 20 min workout');
    expect(answer.workout?.warmup.map((step) => step.name)).toContain('Seated arm punches');
    expect(answer.message).toMatch(/all seated or lying/);
  });
});

describe('the edge of the domain', () => {
  it('declines writing a message for someone', () => {
    expect(
      reply('totally unrelated but can u help me write a birthday msg for my bf, hes turning 30')
        .intent,
    ).toBe('out-of-scope');
    expect(reply('write me a card for my mums birthday').intent).toBe('out-of-scope');
  });

  it('lists a muscle’s exercises without the kit refused next', () => {
    const answer = conversation('best exercises for chest at home?', 'no bench tho');
    expect(answer.message).toMatch(/Good exercises for your chest/);
    expect(answer.message).not.toMatch(/Bench Press/);
  });
});

describe('topics of skills, flexibility, the heart and body composition', () => {
  it.each([
    [
      'i kick up ok but fall out of my freestanding handstand after like 2 sec',
      'handstand-balance',
    ],
    ['L sit. my legs just wont stay straight, knees bend every time', 'l-sit-progression'],
    ['whats a good bf% to start bulking from? im around 18%', 'bulk-or-cut-first'],
    ['cut or bulk next?? want abs by july but also want to build', 'bulk-or-cut-first'],
    ['how do i actually get defined?? theres no cuts or veins', 'muscle-definition'],
    ['if i get down to 85 kg am i gonna have loose skin everywhere', 'loose-skin'],
    [
      'she says its because muscle weighs more than fat. is that true',
      'muscle-weighs-more-than-fat',
    ],
    ['my watch says my resting heart rate is 78. is that bad?', 'resting-heart-rate'],
    ['my hamstrings ache after stretching, did i overstretch', 'sore-after-stretching'],
    ['hamstrings feel bruised n achy after my splits stretches, normal?', 'sore-after-stretching'],
    [
      'yoga or just normal stretching?? which is better for someone not flexible',
      'yoga-vs-stretching',
    ],
  ])('answers "%s" with %s', (message, id) => {
    expect(topicOf(message)).toBe(id);
  });

  it('keeps those topics to messages that speak of their subject', () => {
    expect(topicOf('omad while bulking, stupid idea?')).not.toBe('bulk-or-cut-first');
    expect(topicOf('thinking of cutting hard for summer')).not.toBe('bulk-or-cut-first');
    expect(topicOf('should i carry on with the rest or leave it for today')).not.toBe(
      'resting-heart-rate',
    );
    expect(topicOf('why am i more sore 2 days after a workout')).not.toBe('sore-after-stretching');
    // Nor the ribs a bruise elsewhere.
    expect(topicOf('bruised my shin on the box jump, ok to train')).not.toBe('rib-injury');
    expect(topicOf('my ribs feel bruised after i fell off my bike, can i still bench')).toBe(
      'rib-injury',
    );
  });
});

describe('a request changed or corrected over the turns', () => {
  it('reads "wait no do 25" after a session as its new length, sparing the part named', () => {
    expect(bareMinutesSaid('wait no do 25. and go easy on my knee pls')).toBe(25);
    expect(bareMinutesSaid('do 3 sets of 10')).toBeNull();
    const answer = conversation(
      'can u give me a workout for tonight, like 45 min',
      'actually make it 20 im knackered from work',
      'wait no do 25. and go easy on my knee pls',
    );
    expect(answer.intent).toBe('workout-request');
    expect(answer.workout?.minutes).toBe(25);
    expect(answer.message).toMatch(/Protects your knee/);
  });

  it('reads a change of plan after a session as the same session somewhere else', () => {
    const answer = conversation(
      'need a 60 min upper session',
      "scrap that, gym's shut for maintenance so im at home. just dumbbells and the pullup bar",
    );
    expect(answer.intent).toBe('workout-request');
    expect(answer.workout?.name).toMatch(/Upper-Body/);
    expect(extractEntities("gym's shut so im at home").place).toBe('home');
  });

  it('corrects the number of days a question asked about', () => {
    expect(
      correctionOfEarlier(
        'whats a good split for 4 days a week',
        'oh wait i can only do 3 days now',
      ),
    ).toMatch(/^whats a good split for 3 days a week/);
  });

  it('reads a question after "never mind, wrong app" by the question', () => {
    expect(
      understandAlone(
        'never mind lol wrong app. what should i eat before a heavy squat day',
        matcher,
      ).intent,
    ).toBe('nutrition');
  });

  it('reads "eat my gains" as losing muscle, not a meal', () => {
    expect(normalizeMessage('does running eat my gains fr')).toBe('does running kill my gains fr');
  });

  it('keeps a wheelchair and the muscles told before for the session asked next', () => {
    const wheelchair = understandAlone('i use a wheelchair and want to put some size on', matcher);
    const now = understandAlone('ok lets do one now, 30 min', matcher);
    expect(carriedLimits(wheelchair, now)?.seated).toBe(true);
    const those = conversation(
      'calves and shoulders are def my weak spots',
      'ok make me a quick 30 min sesh for those rn',
    );
    expect(those.workout?.exercises.map((item) => item.name).join(' ')).toMatch(/Calf Raise/);
  });
});

describe('the user told, not asked about', () => {
  it('reads "at my weight" as who is asking, not a question about the records', () => {
    expect(
      understandAlone(
        'is walking actually gonna make me lose weight or do i have to run? running is so hard at my weight',
        matcher,
      ).intent,
    ).not.toBe('progress');
    expect(understandAlone('whats my weight now', matcher).intent).toBe('progress');
  });
});

describe('numbers worked out', () => {
  it('works out the waist-to-height ratio of a stated waist and height', () => {
    expect(waistToHeight('im 5ft7 and waist is 104cm at the belly button')).toMatch(
      /ratio of 0\.61: 0\.6 or more/,
    );
    expect(waistToHeight('waist 80 cm, 180 cm tall')).toMatch(
      /0\.44: under 0\.5, the healthy range/,
    );
    expect(waistToHeight('whats a good waist size')).toBeNull();
  });
});

describe('the tracked form asked in other words', () => {
  it('reads "what does it say about my deadlifts" as the tracked form', () => {
    expect(
      understandAlone(
        'fine. so what does it say about my deadlifts then. go ahead roast me',
        matcher,
      ).intent,
    ).toBe('form-feedback');
  });
});

describe('gym words read for what they are', () => {
  it('reads "those cable machines" said missing as missing', () => {
    expect(readEquipment('i dont have those cable machines at home, just my bands')).toEqual([
      'Resistance Bands',
    ]);
  });

  it('reads "whack more on" as adding weight, not the coach’s memory', () => {
    expect(normalizeMessage('so just whack more on next time?')).toBe(
      'so just add more weight next time?',
    );
    expect(topicOf('so just whack more on next time?')).not.toBe('app-coach-memory');
    expect(topicOf('will you remember what i told you about my shoulder')).toBe('app-coach-memory');
  });

  it('never reads a trained chest that is sore as chest pain', () => {
    expect(topicOf('hit chest monday and its still wrecked today lol')).not.toBe(
      'chest-pain-exercise',
    );
    expect(topicOf('my chest feels tight when i run')).toBe('chest-pain-exercise');
  });
});

describe('a part held still, kept across sessions', () => {
  it('keeps a leg in a boot for the next session asked for', () => {
    const boot = understandAlone('my ankle is in a cast, give me a 20 min workout', matcher);
    const next = understandAlone('can u make me a 20 min walk jog thing i can do outside', matcher);
    expect(carriedLimits(boot, next)).toMatchObject({ immobilised: true, hasPain: true });
    // A session for a sore knee does not carry to the next one asked (only a part held still).
    const knee = understandAlone('my knee hurts, give me a 20 min workout', matcher);
    expect(carriedLimits(knee, next)).toBeNull();
  });
});
