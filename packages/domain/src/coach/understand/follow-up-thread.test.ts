import { describe, expect, it } from 'vitest';
import {
  conversation,
  frameOfTurns as frameOf,
  reply,
  threadCatalogue as catalogue,
} from '../coach-fixtures.test-helpers';
import { exercisesCompared } from '../tools/compare-exercises';
import { exerciseMatcherFor } from './exercise-matcher';

// A later short message is read in the thread of the earlier turns, not as a fresh question that
// a shared word sends elsewhere.

describe('a dose the user cannot reach asks for the easier version', () => {
  it.each([
    ['how do i do a plank', 'how long should i hold it', 'and if i cant do 30 sec?'],
    ['how do i do squats', 'i cant even do 5 reps'],
    ['how do i do a side plank', 'cant manage 20 sec'],
    ['how do i do a glute bridge', 'what if i cant do 3 sets of 12'],
    ['how do i do a plank', 'and if 20 seconds is too much?'],
  ])('"%s" … "%s"', (...turns) => {
    const frame = frameOf(...turns);
    expect(frame.intent).toBe('exercise-technique');
    expect(frame.followUp).toBe('easier');
  });

  it('answers it with the easier versions of that exercise', () => {
    expect(conversation('How do I do a burpee?', 'i cant even do 5 reps').message).toContain(
      'To make the burpee easier',
    );
  });
});

describe('what an exercise just named is for', () => {
  it.each([
    ['my mate has me doing dead bugs', 'what are they actually for', 'Dead Bug'],
    ['how do i do a bird dog', 'whats the point of it', 'Bird Dog'],
    ['how do i do a glute bridge', 'what does it even do', 'Glute Bridge'],
    ['how do i do a side plank', "what's that for", 'Side Plank'],
  ])('"%s" then "%s" is about the %s', (first, second, name) => {
    const frame = frameOf(first, second);
    expect(frame.intent).toBe('exercise-technique');
    expect(frame.exercise?.name).toBe(name);
    expect(frame.topic).toBeNull();
  });
});

describe('a detail about the activity the answer was about', () => {
  it('reads "how long should i walk for" after incline walking as that answer’s detail', () => {
    const frame = frameOf(
      'what does the incline on the treadmill actually do',
      'how long should i walk for',
    );
    expect(frame.topic?.id).toBe('incline-treadmill-walking');
    expect(frame.followUp).toBe('detail');
  });

  it('still reads an exercise the answer never spoke of as its own question', () => {
    const frame = frameOf('how much protein do i need', 'how long should i walk for');
    expect(frame.topic?.id).not.toBe('protein-intake');
  });
});

describe('"what about X" with a thing to eat or take of its own', () => {
  it.each([
    ['is it ok to lift heavy when im on the pill', 'what about creatine, is that safe for women?'],
    ['how do i do squats', 'and what about creatine?'],
    ['should i stretch before running', 'what about creatine then'],
  ])('"%s" then "%s" is about creatine', (first, second) => {
    expect(frameOf(first, second).topic?.id).toBe('creatine');
  });

  it('reads a supplement of the table after a how-to as that supplement', () => {
    const frame = frameOf('how do i do squats', 'what about fish oil, worth it?');
    expect(frame.exercise).toBeNull();
    expect(frame.supplement?.alias).toBe('fish oil');
  });

  it.each([
    ['how many calories should i eat', 'what about rest days?', 'nutrition'],
    ['how much cardio should i do to lose weight', 'and what about weights?', 'training'],
  ])('keeps "%s" then the condition "%s" in its area', (first, second, intent) => {
    expect(frameOf(first, second).intent).toBe(intent);
  });
});

describe('a statement between a question and its detail question', () => {
  it('answers "how long should i hold it" from the stretch asked before the statement', () => {
    const stretch = frameOf('whats a good stretch for stiff hips in the morning');
    const frame = frameOf(
      'whats a good stretch for stiff hips in the morning',
      'i have arthritis in both knees tho',
      'how long should i hold it',
    );
    expect(frame.topic?.id).toBe(stretch.topic?.id);
    expect(frame.followUp).toBe('detail');
  });

  it('keeps a detail the statement’s own answer speaks to with that answer', () => {
    const told = frameOf(
      'whats a good stretch for stiff hips in the morning',
      'i have arthritis in both knees tho',
    );
    const frame = frameOf(
      'whats a good stretch for stiff hips in the morning',
      'i have arthritis in both knees tho',
      'how often?',
    );
    expect(frame.topic?.id).toBe(told.topic?.id);
  });
});

describe('a condition the conversation opened by telling', () => {
  const told = ['i have high blood pressure', 'can i do strength training'];

  it('answers a later question its topic speaks to with that condition', () => {
    const frame = frameOf(...told, 'what should i avoid when lifting');
    expect(frame.intent).toBe('health');
    expect(frame.topic?.id).toBe(frameOf(told[0] ?? '').topic?.id);
  });

  it('leaves a question of another subject to itself', () => {
    expect(frameOf(...told, 'whats the best protein powder').intent).not.toBe('health');
  });
});

describe('weighing the exercise just discussed against another', () => {
  it.each([
    ['how do i do a romanian deadlift', 'vs a normal deadlift?'],
    ['how do i do a romanian deadlift', 'whats the difference with a barbell deadlift'],
    ['how do i do a push-up', 'or an incline push-up, which is easier?'],
    ['how do i do a glute bridge', 'is it better than a romanian deadlift'],
  ])('"%s" then "%s" compares the two', (first, second) => {
    const frame = frameOf(first, second);
    expect(exercisesCompared(frame.text, exerciseMatcherFor(catalogue))).not.toBeNull();
  });

  it('asks "which one" of the two just weighed', () => {
    const frame = frameOf(
      'how do i do a romanian deadlift',
      'vs a normal deadlift?',
      'which one for my hamstrings',
    );
    expect(exercisesCompared(frame.text, exerciseMatcherFor(catalogue))).not.toBeNull();
    expect(frame.text).toContain('hamstrings');
  });
});

describe('"why not X?" after exercises asked with a condition', () => {
  it('answers with the reason the condition’s topic gives about that exercise', () => {
    const frame = frameOf('best ab exercises after having a baby?', 'why not crunches?');
    expect(frame.intent).toBe('health');
    expect(frame.topic?.answer).toMatch(/crunch/i);
    expect(frame.followUp).toBe('why');
  });

  it('keeps a "why not" without an exercise on the answer before', () => {
    const before = frameOf('best ab exercises after having a baby?');
    const frame = frameOf('best ab exercises after having a baby?', 'why not?');
    expect(frame.topic?.id).toBe(before.topic?.id);
  });
});

describe('a detail asked in units', () => {
  it.each([
    ['should i do hiit', 'how many times a week'],
    ['how much protein do i need', 'how many times a day'],
  ])('"%s" then "%s" is that answer’s detail', (first, second) => {
    const frame = frameOf(first, second);
    expect(frame.topic?.id).toBe(frameOf(first).topic?.id);
    expect(frame.followUp).toBe('detail');
  });

  it('does not answer a detail asked per week with an answer given per day', () => {
    const first = frameOf('is walking enough exercise');
    const frame = frameOf('is walking enough exercise', 'how much per week');
    expect(frame.followUp === 'detail' && frame.topic?.id === first.topic?.id).toBe(false);
  });
});

describe('"and on X?" after an answer', () => {
  it('keeps "how much sleep do i need" then "and on weekends?" on that answer', () => {
    expect(frameOf('how much sleep do i need', 'and on weekends?').topic?.id).toBe(
      frameOf('how much sleep do i need').topic?.id,
    );
  });

  it('keeps creatine for "and on rest days?" after when to take it', () => {
    expect(frameOf('when should i take creatine', 'and on rest days?').topic?.id).toBe(
      'creatine-timing',
    );
  });

  it('still finds the topic of that area about both ("and on rest days?" after calories)', () => {
    const first = frameOf('how many calories should i eat');
    const frame = frameOf('how many calories should i eat', 'and on rest days?');
    expect(frame.intent).toBe('nutrition');
    expect(frame.topic?.id).not.toBe(first.topic?.id);
  });
});

describe('a detail after a food or supplement the tables answered', () => {
  it.each([
    ['is peanut butter healthy', 'how much a day', 'food'],
    ['are eggs healthy', 'how many a day', 'food'],
    ['is magnesium good for sleep', 'how much should i take', 'supplement'],
  ] as const)('"%s" then "%s" stays on that %s', (first, second, kind) => {
    const before = frameOf(first)[kind];
    const frame = frameOf(first, second);
    expect(before).not.toBeNull();
    expect(frame[kind]?.alias).toBe(before?.alias);
  });
});

describe('"and for legs?" after a question asked of one muscle', () => {
  it.each([
    ['how many sets per week for biceps', 'and for legs?'],
    ['how much rest between sets for legs', 'and for arms?'],
  ])('answers "%s" then "%s" with the same answer, not a list of exercises', (first, second) => {
    const frame = frameOf(first, second);
    expect(frame.muscle).toBeNull();
    expect(frame.topic?.id).toBe(frameOf(first).topic?.id);
  });
});

describe('"should i stop?" after pain or soreness', () => {
  it.each([
    ['my knee hurts when i run', 'should i stop running'],
    ['my back is sore from deadlifts', 'should i keep training'],
    ['my achilles aches after runs', 'do i need to take a break'],
  ])('reads "%s" then "%s" as whether to train on, on the same topic', (first, second) => {
    const frame = frameOf(first, second);
    expect(frame.followUp).toBe('still');
    expect(frame.topic?.id).toBe(frameOf(first).topic?.id);
  });

  it('answers stopping in so many words', () => {
    expect(conversation('my knee hurts when i run', 'should i stop running').message).toMatch(
      /^Not necessarily/,
    );
  });
});

describe('one’s own condition told after a question', () => {
  it.each([
    ['how many calories should i eat', 'im breastfeeding', /breastfeed/],
    ['how much protein do i need', 'im 65', /older|age/],
  ])('asks "%s" again for "%s"', (first, second, about) => {
    const frame = frameOf(first, second);
    expect(frame.topic?.id).not.toBe(frameOf(first).topic?.id);
    expect(`${frame.topic?.id} ${frame.topic?.keywords.join(' ')}`).toMatch(about);
  });
});

describe('a few words after a food question', () => {
  it('reads "something quick" after breakfast as quick food, not a quick workout', () => {
    const frame = frameOf('what should i eat for breakfast', 'something quick');
    expect(frame.intent).toBe('nutrition');
    expect(frameOf('i only have 10 minutes today', 'can you give me something quick').intent).toBe(
      'workout-request',
    );
  });
});

describe('a question after a pain or injury told', () => {
  it('asks "can i deadlift" of the injury told before', () => {
    const told = frameOf('i have a herniated disc');
    const frame = frameOf('i have a herniated disc', 'can i do deadlifts');
    expect(frame.intent).toBe('injury');
    expect(frame.topic?.id).toBe(told.topic?.id);
    expect(frame.exercise?.name).toBe('Barbell Deadlift');
  });

  it('asks "what shoes should i get" of plantar fasciitis, whose answer speaks of shoes', () => {
    const told = frameOf('i have plantar fasciitis');
    expect(frameOf('i have plantar fasciitis', 'what shoes should i get').topic?.id).toBe(
      told.topic?.id,
    );
  });

  it('leaves a question of another subject to itself', () => {
    expect(frameOf('my knee hurts', 'how much protein do i need').intent).toBe('nutrition');
  });
});

describe('a follow-up that opens with "and" and asks of the subject before', () => {
  it('keeps "and should i train when i land" on jet lag', () => {
    expect(
      conversation(
        'flying london to new york next week, any tips for jet lag',
        'and should i train when i land or wait till the next day?',
      ).message,
    ).toMatch(/local time/);
  });

  it('reads "how long tho" after cardio on rest days as how long that cardio lasts', () => {
    expect(conversation('should i do cardio on my rest days', 'how long tho').message).toMatch(
      /20-40 minutes/,
    );
  });
});

describe('a muscle named after a position limit', () => {
  it('keeps "sitting down" for "ok what about for my arms"', () => {
    const frame = frameOf(
      "can i do exercises sitting down? some days my knees just won't have it",
      'ok what about for my arms',
    );
    expect(frame.muscle?.label).toBe('arms');
    expect(frame.entities.seatedOnly).toBe(true);
  });
});

describe('kit or a place said after exercises for a muscle', () => {
  it('keeps the muscle for "at home tho, just got dbs"', () => {
    const frame = frameOf('good back exercises?', 'at home tho, just got dbs');
    expect(frame.muscle?.label).toBe('back');
    expect(frame.entities.equipment).toEqual(['Dumbbells']);
  });
});

describe('more about the same pain', () => {
  it('reads "like a pinch, not sore. should i keep doing them" with the pain said before', () => {
    const frame = frameOf(
      'my lower back hurts a bit during planks',
      'like a pinch not sore. should i keep doing them',
    );
    expect(frame.intent).toBe('injury');
    expect(frame.entities.bodyParts).toContain('lower back');
    expect(frame.exercise?.name).toBe('Plank Hold');
  });

  it('reads where and how long it has hurt with the turn that named the joint', () => {
    const frame = frameOf(
      'push ups are killing my elbow',
      'on the inside part, been like 2 weeks now',
    );
    expect(frame.intent).toBe('injury');
    expect(frame.entities.bodyParts).toContain('elbow');
  });

  it('lets a new subject after a pain turn stand alone', () => {
    const frame = frameOf('my knee hurts when i squat', 'ok thanks. how much protein do i need');
    expect(frame.intent).toBe('nutrition');
  });
});

describe('"which one is better?" after two options of any kind', () => {
  it('weighs the two options said before, not a topic of one word', () => {
    const frame = frameOf(
      'should i do push pull legs or full body with dumbbells at home',
      'which one is better for building muscle',
    );
    expect(frame.text).toContain('push pull legs or full body');
  });

  it('leaves a question about a body part to the readings that know it', () => {
    const frame = frameOf('hiit or zone 2 better for fat loss?', 'which one is easier on my knee');
    expect(frame.text).not.toContain('hiit or zone 2 better for fat loss? which one');
  });
});

describe('a condition told first, then a question that names none', () => {
  it('asks "when can I start planks and crunches again?" after birth', () => {
    const frame = frameOf(
      'had my baby 10 weeks ago, c-section',
      'when can i start doing planks and crunches again? want my stomach back',
    );
    expect(frame.intent).toBe('health');
    expect(frame.topic?.id).not.toBe(
      frameOf('when can i start doing planks and crunches again? want my stomach back').topic?.id,
    );
  });

  it('leaves a how-to asked after a condition to the how-to', () => {
    expect(frameOf('i have asthma', 'how do i do a plank').intent).toBe('exercise-technique');
  });
});

describe('a detail told after a question, or the question asked for someone else', () => {
  it('works the protein out for the weight told after the question', () => {
    expect(reply('how much protein do i need to build muscle').message).not.toMatch(/At 80 kg/);
    expect(
      conversation('how much protein do i need to build muscle', 'im about 80kg').message,
    ).toMatch(/At 80 kg/);
  });

  it('works it out for someone else with their weight, not the user’s', () => {
    const wife = conversation(
      'how much protein do i need to build muscle',
      'im about 80kg',
      'and for my wife? shes 60kg and just wants to tone up',
    );
    expect(wife.message).toMatch(/At 60 kg/);
    expect(wife.message).not.toMatch(/At 80 kg/);
  });

  it('keeps the question before for "i was thinking like 45 min runs", then asks it of them', () => {
    const told = frameOf('should i do cardio on my rest days', 'i was thinking like 45 min runs');
    expect(told.intent).not.toBe('workout-request');
    expect(told.topic?.id).toBe(frameOf('should i do cardio on my rest days').topic?.id);
  });

  it('reads "i get a bit puffed after 10 min" as how it feels, not a 10-minute session', () => {
    expect(frameOf('i get a bit puffed after 10 min').intent).not.toBe('workout-request');
  });

  it('keeps the kit said and the focus when the minutes come last', () => {
    const session = frameOf(
      'need a quick pull workout',
      'im at a hotel gym, only a pull up bar and dumbbells no barbell',
      '45 mins',
    ).session;
    expect(session?.minutes).toBe(45);
    expect(session?.equipment).toEqual(expect.arrayContaining(['Dumbbells', 'Pull-up Bar']));
    expect(session?.targetPatterns).toContain('row');
  });
});

describe('a long story with its question at the end', () => {
  it('answers the question asked, not the story’s other subjects', () => {
    const sleep = frameOf(
      'been staying up till like 2am gaming with the boys most nights and then up at 7 for work, surviving on energy drinks tbh. still hitting my dumbbell workouts 4x a week and eating a decent amount of chicken. my mate says sleep is overrated and he is huge. does sleep actually matter for building muscle or is that a myth',
    );
    expect(sleep.topic?.keywords.join(' ')).toMatch(/sleep/);
  });

  it('reads the story whole when the question alone says too little', () => {
    const story =
      'i do push pull legs but only manage 4 days a week, so the days drift and sometimes legs only get hit every 10 days. should i restructure or is it fine as long as i keep showing up';
    expect(frameOf(story).intent).toBe('training');
  });
});

describe('when to train again after what was just told', () => {
  it('answers the return to training after the flu, not the flu again', () => {
    const frame = frameOf(
      'think i have the flu, achy everywhere and shivery',
      'ok when can i go back to lifting then',
    );
    expect(frame.topic?.id).toBe('return-after-illness');
    expect(frame.intent).toBe('health');
  });

  it('stays with a sprain when asked when running can start again', () => {
    const frame = frameOf('sprained my ankle yesterday', 'when can i run again');
    expect(frame.topic?.id).toBe('ankle-sprain');
  });
});

describe('a food question narrowed in a word', () => {
  it.each([
    ['whats a good breakfast for weight loss', 'cheaper?', 'eating-on-a-budget'],
    ['best protein snacks', 'vegan ones?', 'vegan-protein'],
  ])('"%s" … "%s" → %s', (first, second, topic) => {
    const frame = frameOf(first, second);
    expect(frame.intent).toBe('nutrition');
    expect(frame.topic?.id).toBe(topic);
  });

  it('keeps "something with no cooking, cant be bothered" on food', () => {
    const frame = frameOf(
      'whats a quick dinner idea',
      'something with basically no cooking i get home at 7 and cant be bothered',
    );
    expect(frame.intent).toBe('nutrition');
    expect(frame.topic?.id).toBe('no-cook-meals');
  });
});

describe('a supplement named after a food topic', () => {
  it('answers "do i need b12" after a vegan bulk with B12, not the bulk again', () => {
    const answer = conversation(
      'vegan, trying to bulk. any tips',
      'do i need b12 or is that just hype',
    );
    expect(answer.message).toMatch(/^Yes if you are vegan/);
    expect(answer.message).toMatch(/fortified/);
  });
});
