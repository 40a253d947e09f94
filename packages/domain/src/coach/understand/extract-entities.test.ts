import { describe, expect, it } from 'vitest';
import { extractEntities, replaceBodyParts } from './extract-entities';

describe('extractEntities', () => {
  it.each([
    ['my back hurts after deadlifts', ['lower back']],
    ['how do i get my focus back training solo', []],
    ['back to training after a month off', []],
    ['my knee and my back are stiff', ['lower back', 'knee']],
    ['back after 6 months off, how deep should i squat', []],
    ['hey coach im back, back lifting after 4 months', []],
  ])('reads the body parts of "%s"', (message, parts) => {
    expect(extractEntities(message).bodyParts).toEqual(parts);
  });

  it.each([
    ['35 min, shoulders and arms pls', ['press', 'arms:biceps', 'arms:triceps']],
    ['triceps and chest day', ['arms:triceps', 'push']],
    ['glutes workout', ['glute', 'hinge']],
    [
      '40 min session hitting push pull and legs all in one',
      ['push', 'row', 'squat', 'press', 'pulldown', 'hinge'],
    ],
    ['push ups and a pull up bar', []],
    ['my lower back hurts, something gentle', []],
  ])('reads the muscles "%s" asks to train', (message, patterns) => {
    expect(extractEntities(message).targetPatterns).toEqual(patterns);
  });

  it.each([
    ['two days after my first workout my thighs hurt even more than yesterday', false],
    ['my legs hurt since leg day, is that normal', false],
    ['my knee hurts two days after my run', true],
    ['sharp pain in my calf after my run yesterday', true],
  ])('reads "%s" as pain: %s (sore muscles after training are not an injury)', (message, pain) => {
    expect(extractEntities(message).hasPain).toBe(pain);
  });

  it.each([
    ['missed the whole week cos the kids were ill', false],
    ['i was ill all week, can i train', true],
  ])('reads "%s" as medical: %s', (message, medical) => {
    expect(extractEntities(message).isMedical).toBe(medical);
  });

  it.each([
    ['45 min pull day', 'pull'],
    ['push session with dumbbells', 'push'],
    ['pull-up bar workout', null],
    ['how do i push through the pain', null],
    ['45 min bench accessory day pls', 'push'],
    ['pull-up accessory work, 30 min', 'pull'],
  ])('reads the half of a push/pull split "%s" asks for', (message, day) => {
    expect(extractEntities(message).splitDay).toBe(day);
  });

  it.each([
    ['30 min upper body w just my dbs', ['Dumbbells']],
    ['i forgot my bands, 20 minutes', []],
    ['no dumbbells here, something quick', []],
    [
      '45 min, barbell, dbs and a pull up bar only, no cables or machines',
      ['Dumbbells', 'Barbell', 'Pull-up Bar'],
    ],
    ['20 minutes with my bands', ['Resistance Bands']],
    ['20 minutes please', null],
  ])('reads the equipment at hand in "%s"', (message, equipment) => {
    expect(extractEntities(message).equipment).toEqual(equipment);
  });

  it.each([
    ['bored. 30 min. anything but legs', 'upper'],
    ['anything except arms today', 'lower'],
    ['no cardio pls, legs', 'lower'],
  ])('reads the focus of "%s" with what it refuses', (message, focus) => {
    expect(extractEntities(message).focus).toBe(focus);
  });

  it('reads hours of sleep as sleep, and broken sleep as no injury', () => {
    const entities = extractEntities(
      'newborn at home, maybe 4 hours of broken sleep, is it worth working out',
    );
    expect(entities.minutes).toBeNull();
    expect(entities.hasPain).toBe(false);
    expect(extractEntities('slept 5 hours, 30 min workout?').minutes).toBe(30);
  });

  it('reads when a session starts apart from how long it lasts', () => {
    expect(
      extractEntities('ok give me a 30 min dumbbell session then, ill do it in an hour').minutes,
    ).toBe(30);
    expect(extractEntities('give me a workout, gonna train in 20 mins').minutes).toBeNull();
    expect(extractEntities('a workout i can do in 20 mins').minutes).toBe(20);
  });

  it('reads the rest between sets apart from how long a session lasts', () => {
    expect(
      extractEntities('program says 3 min rest between sets but thats way too long').minutes,
    ).toBeNull();
    expect(extractEntities('20 min workout, rest 1 min between rounds').minutes).toBe(20);
  });

  it.each([
    ['a gentle 15 minute chair routine for two older ladies', true],
    ['wheelchair user, 20 min upper body with dumbbells', true],
    ['20 min upper body with dumbbells', false],
  ])('reads "%s" as a seated session: %s', (message, seated) => {
    expect(extractEntities(message).seated).toBe(seated);
  });

  it('reads lying on the back as a position, a chair to hand as no seated session', () => {
    const flat = extractEntities('20 min workout, no kneeling and nothing lying on my back');
    expect(flat).toMatchObject({ noLyingOnBack: true, noKneeling: true, focus: null });
    expect(flat.bodyParts).toEqual([]);
    expect(extractEntities('I have only a chair to work with. Fifteen minutes').seated).toBe(false);
    expect(extractEntities('chair-based workout for my mum, 15 min').seatedOnly).toBe(true);
  });

  it.each([
    ['i live in an upstairs flat, 20 min workout', true],
    ['baby is napping, 15 min quiet one', true],
    ['20 min workout', false],
  ])('reads "%s" as low impact: %s', (message, lowImpact) => {
    expect(extractEntities(message).lowImpact).toBe(lowImpact);
  });

  it('reads calves as a body part that aches without pain', () => {
    const entities = extractEntities('my calves are achy after my run');
    expect(entities.bodyParts).toContain('calf');
    expect(entities.hasPain).toBe(false);
  });

  it.each([
    ['😩😩 knee again', true],
    ['my shoulder is playing up', true],
    ['scared of hurting my knee again', false],
    ["go easy on overhead pressing tho, shoulder's grumpy", true],
    ['cranky knee, 20 min legs?', true],
    ["my hamstring's been niggling all week", true],
    ['the kids are grumpy, 20 min workout', false],
    ['stress at work is killing me', false],
    ['the heat is literally killing me, should i still run', false],
    ['cravings for sweets at night are killing me', false],
    ['my knees are killing me after squats', true],
    ['these lunges are killing me', true],
  ])('reads "%s" as pain: %s', (message, hasPain) => {
    expect(extractEntities(message).hasPain).toBe(hasPain);
  });

  it('reads a knee that gives way as pain, and an easy week as easier', () => {
    expect(extractEntities('my knee gave way on the stairs').hasPain).toBe(true);
    expect(extractEntities('deload week, something for upper body').difficulty).toBe(-1);
  });

  it.each([
    ['can i train with a cold', true],
    ['i have a cold, gym?', true],
    ['do cold plunges help recovery', false],
    ['is it ok to run in the cold', false],
    ['my dad has heart failure and wants to start going to the gym', true],
    ['should i train to failure', false],
  ])('reads "%s" as an illness: %s', (message, isMedical) => {
    expect(extractEntities(message).isMedical).toBe(isMedical);
  });

  it('reads a sore joint as what not to load, not as the session focus; gentle as easier', () => {
    const sore = extractEntities('lower back a bit sore today. 15 min something gentle?');
    expect(sore.focus).toBeNull();
    expect(sore.difficulty).toBe(-1);
    expect(sore.bodyParts).toContain('lower back');
    expect(extractEntities('bad shoulder, 20 min workout').focus).toBeNull();
    expect(extractEntities('my knee hurts, give me a 20 min upper body workout').focus).toBe(
      'upper',
    );
  });
});

describe('replaceBodyParts', () => {
  it('asks the same about another body part', () => {
    expect(replaceBodyParts('which stretches help my stiff shoulders', ['lower back'])).toBe(
      'which stretches help my stiff lower back',
    );
  });
});

describe('how long something already done lasted is no session length', () => {
  it.each<[string, number | null]>([
    ['my fingers tingle after an hour of cycling', null],
    ['after 30 mins of walking my shins hurt', null],
    ['give me a 20 minute workout after an hour of sitting', 20],
    ['an hour at the gym, full body', 60],
  ])('reads "%s" as %s minutes', (message, minutes) => {
    expect(extractEntities(message).minutes).toBe(minutes);
  });
});

describe('extractEntities: an age told of someone else', () => {
  it.each([
    ["my mum wants to start lifting, she's 58 and unfit", 58],
    ['my dad is 72, can he do squats', 72],
    ['my wife is 60kg, how much protein', null],
  ])('reads the age in "%s" as %s', (message, age) => {
    expect(extractEntities(message).age).toBe(age);
  });
});

describe('extractEntities: a condition named by its short name', () => {
  it.each([
    ['i have ms, is lifting weights ok', true],
    ['im on dialysis 3 times a week, can i still go to the gym', true],
    ['started mounjaro, how much protein', true],
    ['my reaction time is 300 ms', false],
  ])('reads "%s" as medical: %s', (message, medical) => {
    expect(extractEntities(message).isMedical).toBe(medical);
  });
});

describe('pain said as people say it', () => {
  it.each([
    'pull ups are killing my elbow',
    'rows r wrecking my lower back',
    'a pinch in my hip at the bottom of the squat',
    'my shoulder pinches on overhead press',
    'woke up with a crick in my neck',
    'cant turn my head to the left this morning',
  ])('"%s" reports pain', (message) => {
    expect(extractEntities(message).hasPain).toBe(true);
  });

  it('"a pinch of salt in my oats?" reports none', () => {
    expect(extractEntities('a pinch of salt in my oats?').hasPain).toBe(false);
  });
});

describe('broke: money, not a bone', () => {
  it.each([
    ['broke student, how do i bulk on £25 a week', false],
    ['im broke till payday, cheap protein?', false],
    ['i broke my wrist last year', true],
  ])('"%s" reports pain: %s', (message, pain) => {
    expect(extractEntities(message).hasPain).toBe(pain);
  });
});

describe("extractEntities: someone else's body", () => {
  it.each([
    'im really scared of falling, my friend broke her hip last winter',
    'my grandad is 75 and wants to lift with me, is he gonna hurt himself',
    'my wife hurt her back, what can she do',
  ])('"%s" tells no pain of the user', (message) => {
    const entities = extractEntities(message);
    expect(entities.hasPain).toBe(false);
    expect(entities.bodyParts).toEqual([]);
  });

  it("keeps the user's own pain beside it", () => {
    expect(extractEntities('they hurt my knee').hasPain).toBe(true);
  });
});
