import { describe, expect, it } from 'vitest';
import { understandConversation } from '../compose-coach-reply';
import { conversation, fixtureCatalogue, reply } from '../coach-fixtures.test-helpers';
import { normalizeMessage } from '../language/tokenize';
import { findMuscleAsked } from '../tools/exercises-for-muscle';
import { extractEntities } from './extract-entities';
import type { CoachExercise } from './exercise-matcher';
import { askedOwnData } from './own-data-question';

function topicOf(...messages: string[]) {
  return understandConversation({
    message: messages.at(-1) ?? '',
    history: messages.slice(0, -1),
    catalogue: fixtureCatalogue,
  }).topic?.id;
}

// Things said in people's own words: a body part inside an exercise's name, "back" as a return,
// gym slang for a physique, a risk asked of anyone, a pronoun for what was just discussed.
describe('words people use', () => {
  it('reads a body part in an exercise name as the exercise, and soreness days later as DOMS', () => {
    const sore = extractEntities(
      normalizeMessage('my bum is sooo sore from hip thrusts on monday, still hurts to sit down'),
    );
    expect(sore.bodyParts).toEqual([]);
    expect(sore.hasPain).toBe(false);
    expect(extractEntities('hip thrusts hurt my lower back').bodyParts).toEqual(['lower back']);
    expect(extractEntities('my knee hurts on back squats').bodyParts).toEqual(['knee']);
    expect(['doms-soreness', 'training-while-sore']).toContain(
      topicOf('my glutes are so sore from hip thrusts on monday, bad sign?'),
    );
  });

  it('reads "get back off to sleep" as a return, not the back muscles', () => {
    expect(findMuscleAsked("would exercise help? i can't get back off")).toBeNull();
    expect(findMuscleAsked('best exercises for my back')?.label).toBe('back');
    expect(
      topicOf("I keep waking at 3am and can't get back off. Would exercise help with that at all?"),
    ).toBe('exercise-for-better-sleep');
  });

  it.each([
    ['wats the best way to get them big boulder shoulders', /^Good exercises for your shoulders/],
    ['how do i get a v taper', /^Good exercises for your back/],
    [
      'got some resistance bands, what can i do with them for my arms',
      /^Good exercises for your arms/,
    ],
  ])('answers "%s" with the muscle’s exercises', (message, expected) => {
    expect(reply(message).message).toMatch(expected);
  });

  it('reads the back of the legs as the hamstrings', () => {
    expect(normalizeMessage('a stretch for the back of my legs')).toBe(
      'a stretch for the hamstrings',
    );
    expect(topicOf("whats a good stretch for the back of my legs, they're tight")).toBe(
      'tight-hamstring-stretches',
    );
  });

  it('reads a risk asked of anyone as no pain of the user’s', () => {
    expect(extractEntities('doesnt mixed grip tear ur bicep tho').hasPain).toBe(false);
    expect(topicOf('doesnt mixed grip tear ur bicep tho')).toBe('straps-and-grip-types');
  });

  it('reads tips asked beside pain in the exercise as the pain', () => {
    expect(
      reply('bench tips? my shoulders feel kinda pinchy at the bottom of the rep').intent,
    ).toBe('injury');
  });

  it('asks why the scale moved, not for the records, when a gain overnight is called normal', () => {
    expect(askedOwnData('is it normal that my weight went up 1kg overnight')).toBeNull();
    expect(askedOwnData('has my weight gone up or down lately')).toBe('progress');
  });

  it('declines setting up a printer: "set up" is no set of reps', () => {
    expect(reply('can you help me set up my new printer, it wont connect to the wifi').intent).toBe(
      'out-of-scope',
    );
  });
});

describe('follow-ups in people’s own words', () => {
  it('reads "it" as the supplement just discussed', () => {
    expect(
      topicOf(
        'do i need to do the creatine loading phase or is that a scam',
        'ok and does it make u bloated or lose ur hair?? my mate swears it does',
      ),
    ).toBe('creatine-side-effects');
  });

  it('answers an objection ending in "why" with the reason of the answer before', () => {
    const answer = conversation(
      'is it normal that my weight went up 1kg overnight',
      'but i ate clean all day?? why',
    );
    expect(answer.message).toMatch(/water/i);
    expect(answer.message).not.toMatch(/7,000 kcal/);
  });

  it('asks the same comparison of the muscle now named', () => {
    const answer = conversation(
      'whats better for glutes, glute bridges or romanian deadlifts',
      'and for hammies?',
    );
    expect(answer.message).toMatch(/hamstring/i);
    expect(answer.message).not.toMatch(/^How to do/);
  });
});

describe('own words about the scale, food at home and the plan', () => {
  it.each([
    [
      'weighed myself this morning and im UP 1.2kg??? been good all week',
      'water-weight-fluctuations',
    ],
    ['app says im up 0.6kg, is that fat or muscle lol', 'weight-gain-fat-or-muscle'],
    [
      'my husband keeps buying crisps and biscuits, zero willpower lol any tips',
      'treats-in-the-house',
    ],
    ['sugar cravings at night are killing me', undefined],
  ])('"%s" finds %s', (message, topic) => {
    if (topic) expect(topicOf(message)).toBe(topic);
    else expect(reply(message).intent).not.toBe('injury');
  });

  it('reads "up 1.2kg" on the scale as gained, not a load moved up', () => {
    expect(normalizeMessage('im up 1.2kg')).toBe('im gained 1.2kg');
    expect(normalizeMessage('when do i go up 2.5kg on squats')).toBe(
      'when do i go up 2.5kg on squats',
    );
  });

  it('answers how the family eats after a meal idea', () => {
    expect(
      topicOf(
        'can u give me a cheap meal prep idea',
        'ok but what about the family, my kids wont eat that',
      ),
    ).toBe('family-meals');
  });

  it.each([
    ['realistically when do i hit 85', 'progress'],
    ['what should i focus on next month', 'progress'],
    ['when do i hit 20 reps', null],
  ])('reads "%s" as a question about the records: %s', (message, intent) => {
    expect(askedOwnData(message)).toBe(intent);
  });

  it('answers traps taking over lateral raises with the cue for it', () => {
    const lateralRaise: CoachExercise = {
      ...(fixtureCatalogue[0] as CoachExercise),
      id: 'dumbbell-lateral-raise',
      name: 'Dumbbell Lateral Raise',
      aliases: ['lateral raise', 'lateral raises', 'side raises'],
      muscleGroups: ['shoulders'],
      equipment: ['Dumbbells'],
    };
    const catalogue = [...fixtureCatalogue, lateralRaise];
    expect(
      reply('lateral raises i feel it way more in my traps than my shoulders', { catalogue })
        .message,
    ).toMatch(/^Feeling it in your traps/);
  });

  it('declines a far-from-fitness message of one common word, however many topics share it', () => {
    expect(reply('random but how do i get my cat to stop scratching the sofa lol').intent).toBe(
      'out-of-scope',
    );
  });
});

describe('people’s words for conditions, places and time', () => {
  it.each([
    ['can u help me figure out my new tv remote, the grandkids set it up and now nothing works'],
  ])('declines "%s"', (message) => {
    expect(reply(message).intent).toBe('out-of-scope');
  });

  it('answers a "why not" after a plan told in a long message, not as far from fitness', () => {
    expect(
      conversation(
        'my plan is to not eat anything all day before the wedding so i can save up the calories. is that a good idea',
        'why not tho seems logical',
      ).intent,
    ).not.toBe('out-of-scope');
  });

  it.each([
    [
      'theres like a gap down the middle of my tummy when i sit up',
      'diastasis recti (a tummy gap)',
    ],
    ['had my hip replaced 6 weeks ago', 'had my hip replacement 6 weeks ago'],
    ['rolled my ankle back in the day', 'rolled my ankle years ago'],
  ])('reads "%s" as "%s"', (message, read) => {
    expect(normalizeMessage(message)).toContain(read);
  });

  it('reads a disc flaring up as back pain, and "back off" as easing off', () => {
    const disc = extractEntities('l5-s1 disc flared up last wk, still sore. can i deadlift thurs');
    expect(disc.hasPain).toBe(true);
    expect(disc.bodyParts).toContain('lower back');
    expect(extractEntities('should i back off until work is less busy').bodyParts).toEqual([]);
  });

  it('answers a shoulder that feels loose after a dislocation with its topic, not moving a session', () => {
    expect(
      topicOf('dislocated my shoulder playing rugby yrs ago, bench makes it feel unstable. swaps?'),
    ).toBe('shoulder-instability');
  });

  it.each([
    ['whats rpe', 'how-heavy-rpe-rir'],
    ['how do i even know if im doing the exercises right lol', 'checking-your-form'],
  ])('"%s" finds %s', (message, topic) => {
    expect(topicOf(message)).toBe(topic);
  });

  it('reads "how long till i get there" as the goal’s date', () => {
    expect(askedOwnData('how long till i get there realistically')).toBe('progress');
  });
});

describe('more of people’s words', () => {
  it.each([
    ['can u give me something like 15 mins that wont hurt it? no jumping pls', false],
    ['my knee is kinda achy today', true],
  ])('reads pain in "%s": %s', (message, pain) => {
    expect(extractEntities(normalizeMessage(message)).hasPain).toBe(pain);
  });

  it('protects the knee said to ache before a session that "wont hurt it"', () => {
    const answer = conversation(
      'my knee is kinda achy today',
      'can u give me something like 15 mins that wont hurt it? no jumping pls',
    );
    expect(answer.workout).toBeDefined();
    expect(answer.message).toMatch(/Protects your [a-z ]*knee/);
  });

  it('reads "being dead for matches" as worn out, not a deadlift', () => {
    expect(normalizeMessage('without being dead for matches')).toBe(
      'without being exhausted for matches',
    );
  });

  it('declines fixing a bike puncture', () => {
    expect(reply('how do i fix a puncture on my bike tyre its gone flat again ffs').intent).toBe(
      'out-of-scope',
    );
  });
});

describe('second and third turns', () => {
  it('answers "why so much" with the reason of the amount just given', () => {
    const frame = understandConversation({
      message: 'why so much tho im not trying to get big',
      history: ['hey whats a good amount of protein for me'],
      catalogue: fixtureCatalogue,
    });
    expect(frame.followUp).toBe('why');
  });

  it('keeps "will it kill my gains" on the topic keyed on it', () => {
    expect(topicOf('should i do cardio if im bulking', 'how much', 'will it kill my gains')).toBe(
      'cardio-while-bulking',
    );
  });

  it('declines setting up an app on a phone', () => {
    expect(reply('how do i set up whatsapp on my new phone').intent).toBe('out-of-scope');
    expect(reply('how do i change my password').intent).not.toBe('out-of-scope');
  });
});

describe('idioms that name no gym thing', () => {
  it('feeling flat is low energy, not the flat bench', () => {
    expect(topicOf('been feeling super flat lately, lifts going backwards on everything')).not.toBe(
      'incline-vs-flat-bench',
    );
  });

  it('"at all" searches nothing: exercise for better sleep', () => {
    expect(
      topicOf("I haven't been sleeping well lately. Does exercise help with sleep at all?"),
    ).toBe('exercise-for-better-sleep');
  });

  it('saving calories all day for a wedding has its own answer', () => {
    expect(
      topicOf(
        'my plan was to just not eat anything all day before so i can save up the calories for the reception. is that a good idea',
      ),
    ).toBe('saving-calories-for-an-event');
  });
});

describe('a question of its own beside a condition told in passing', () => {
  it('protein at 63, with arthritis "if that matters", is about protein', () => {
    expect(
      topicOf(
        'im 63, should i be eating more protein to keep my muscle? i have arthritis too if that matters',
      ),
    ).toBe('protein-older-adults');
  });

  it('a "why" gives the sentence of the answer it asks about', () => {
    const answer = reply('why cant i hold my breath tho', {
      history: ['i have high blood pressure is it safe to do weights'],
    });
    expect(answer.message).toMatch(/in short: Breathe out as you lift/);
  });
});

describe('a streak that broke', () => {
  it('"my streak broke at 12 days" is no injury', () => {
    expect(extractEntities(normalizeMessage('my streak broke at 12 days')).hasPain).toBe(false);
  });
});
