import { describe, expect, it } from 'vitest';
import { fixtureCatalogue, reply } from '../coach-fixtures.test-helpers';
import {
  asksAboutMore,
  asksBeyondMoving,
  asksHowToMove,
  asksOwnReadiness,
  asksTechniqueCue,
  topicBeyondMoving,
} from './exercise-or-topic';

const squat = fixtureCatalogue.find((exercise) => exercise.name === 'Bodyweight Squat')!;

describe('asksHowToMove', () => {
  it.each([
    'only got 2 adjustable dumbbells n no bench. how do i do a floor press properly',
    'tiny gym, no cables. how do i set up a landmine press',
    'physio signed off my shoulder, how do i do the db shoulder press without wrecking it',
    'form for rdls?',
    'walk me through a turkish get up',
    'could you break it down into its steps for me',
    'what muscles do lunges work',
    'how deep am i supposed to go',
    'hamstring stretch, how long should i hold it',
    'can i do bicep curls sitting down',
    'is there a seated version of the overhead press',
    'what is the cat and cow stretch my yoga teacher keeps going on about',
    'my physio gave me homework. what is this clamshell exercise?',
    'turkish get up steps?? looks so complicated lol',
  ])('"%s" asks how to move', (text) => {
    expect(asksHowToMove(text)).toBe(true);
  });

  it.each([
    'what weight should i put on the bar for squats today',
    'is my squat good enough now to start adding weight?',
    'how do i break a squat plateau',
    'how long should i rest between sets of squats',
    'i sit down all day at work, are squats enough',
    'what is the best stretch for tight hips',
    'what is a good exercise for my glutes',
    'what is the stretch to do after running',
    'brisk walking, how many steps?',
  ])('"%s" does not', (text) => {
    expect(asksHowToMove(text)).toBe(false);
  });
});

describe('asksBeyondMoving', () => {
  it.each([
    ['what weight should i put on the bar for squats today', 'load'],
    ['how heavy should my rdls be', 'load'],
    ['is my squat good enough now to start adding weight?', 'load'],
    ['how many days a week should someone my age do balance exercises', 'frequency'],
    ['how often should i do planks', 'frequency'],
    ['bjj comp on saturday, should i still squat heavy on thursday', 'schedule'],
    ['half marathon sunday, can i do lunges the day before the race', 'schedule'],
    ['been doing curls for 3 months and my arms aint growing', 'results'],
    ['doing 100 crunches every night to get rid of my belly', 'results'],
    ['kinda scared to go for a PR on squat, what if i fail it and get hurt', 'fear'],
    ['nervous about benching heavy without a spotter', 'fear'],
    ['do planks even work for a flat stomach', 'results'],
    ['are wall sits worth it', 'worth'],
    ['does walking even count as exercise when im trying to lose weight', 'worth'],
    ['i cant really swim well tho, is aqua aerobics ok instead?', 'worth'],
    ['gassed on a 10 min jog today. how do i build it back up', 'progress'],
    ['feel guilty every time i go for a walk instead of being with the kids', 'feelings'],
    ['is it ok to do push ups every day', 'frequency'],
    ['can i do squats every day', 'frequency'],
    ['do i need to do calf raises', 'worth'],
    ['how much weight should i add each week to my squat', 'load'],
  ])('"%s" asks about %s', (text, kind) => {
    expect(asksBeyondMoving(text)).toBe(kind);
  });

  it.each([
    'how do i do squats and what weight should i start with',
    'how do i do step ups properly? im 66',
    'what muscles do lunges work',
    'my knees cave in on squats',
    'how long should i hold a plank',
    'palms up or down on pull aparts',
    'how do i get into a deep squat',
    "what if i can't get low enough in a squat",
    'do squats work your glutes',
    'every day i do 50 squats, is my form ok?',
  ])('"%s" asks how to move, or none of them', (text) => {
    expect(asksBeyondMoving(text)).toBeNull();
  });
});

describe('asksAboutMore', () => {
  it('leaves a load question to the how-to unless a topic about load matched', () => {
    const squatVariations = {
      intent: 'training' as const,
      topic: { id: 'squat-variations', intent: 'training' } as never,
      score: 150,
      matchedTerms: ['bar', 'squat'],
      keyTerms: ['bar', 'squat'],
    };
    const text = 'what weight should i put on the bar for squats today';
    expect(asksAboutMore(text, squat, squatVariations, 6)).toBe(false);
    const howHeavy = { ...squatVariations, matchedTerms: ['weight', 'squat'] };
    expect(asksAboutMore(text, squat, howHeavy, 6)).toBe(true);
  });

  it('sends a question of fear or results about an exercise to its topic, not the how-to', () => {
    expect(
      asksAboutMore('kinda scared to go for a PR on squat, what if i fail it', squat, undefined, 8),
    ).toBe(true);
  });

  it('does not read a topic keyed only on body parts into a question about the exercise', () => {
    const swollenAnkles = {
      intent: 'health' as const,
      topic: { id: 'swollen-ankles', intent: 'health' } as never,
      score: 66,
      matchedTerms: ['feet'],
      keyTerms: ['feet'],
    };
    expect(asksAboutMore('how should my feet be on a squat', squat, swollenAnkles, 2)).toBe(false);
  });

  it('keeps an explicit how-to question on the how-to, whatever kit or topic words it holds', () => {
    const homeGym = {
      intent: 'training' as const,
      topic: { id: 'home-gym-essentials', intent: 'training' } as never,
      score: 300,
      matchedTerms: ['adjust', 'dumbbel', 'bench'],
      keyTerms: ['adjust', 'dumbbel', 'bench'],
    };
    expect(
      asksAboutMore(
        'only got 2 adjustable dumbbells n no bench. how do i do a squat properly',
        squat,
        homeGym,
        8,
      ),
    ).toBe(false);
  });
});

describe('topicBeyondMoving', () => {
  it.each([
    ['what weight should i put on the bar for squats today', 'how-heavy-rpe-rir'],
    ['kinda scared to go for a PR on squat, what if i fail it', 'failing-a-rep-safely'],
    ['doing 100 crunches every night to get rid of my belly', 'belly-fat-spot-reduction'],
    ['been doing curls for 3 months and my arms aint growing', 'not-seeing-results'],
    ['bjj comp on saturday, should i still squat heavy on thursday', 'leg-day-before-a-match'],
    ['how much weight should i add each week to my squat', 'progressive-overload'],
  ])('answers "%s" with %s', (text, id) => {
    const kind = asksBeyondMoving(text);
    expect(kind).not.toBeNull();
    expect(topicBeyondMoving(text, kind!, squat, [], 8)?.topic?.id).toBe(id);
  });

  it('finds none when the kind has no topic of its own and nothing else matched', () => {
    expect(topicBeyondMoving('how often should i squat', 'frequency', squat, [], 4)).toBeNull();
  });
});

describe('asksOwnReadiness', () => {
  it.each([
    ['is my squat good enough now to start adding weight?', true],
    ['am i ready to go heavier on deadlifts', true],
    ['is my deadlift strong enough for a 140 attempt', true],
    ['is the goblet squat good enough for beginners', false],
    ['how do i get ready for a squat session', false],
  ])('"%s" asks about their own readiness: %s', (text, expected) => {
    expect(asksOwnReadiness(text)).toBe(expected);
  });
});

describe('what an exercise is for', () => {
  it.each([
    'whats the point of dead bugs',
    'what are bird dogs good for',
    'what are dead bugs for',
  ])('answers "%s" with what the exercise trains', (message) => {
    const answer = reply(message);
    expect(answer.intent).toBe('exercise-technique');
    expect(answer.message).toMatch(/^What it is for: /);
  });

  it('leaves "what do i do" to the question around it', () => {
    expect(
      reply('my push-ups have been stuck at 10 for 2 months what do i do').message,
    ).not.toMatch(/^What it is for/);
  });
});

describe('asksTechniqueCue: the name of an exercise described', () => {
  it.each([
    ['the one where you push a band out from your chest, whats it called', true],
    ['what is the exercise called where you sit down between your heels', true],
    ['what do you call the one where you squat to a chair', true],
    ['which squat is the one where you hold the weight at your chest', false],
    ['the exercise where you sit down between your heels and stand back up', true],
    ['the one where you sit down between your heels, is it worth doing?', false],
    ['squats every day, is that too much', false],
  ])('"%s" asks the name: %s', (text, expected) => {
    expect(asksTechniqueCue(text, squat, { ignoreEveryday: true })).toBe(expected);
  });
});
