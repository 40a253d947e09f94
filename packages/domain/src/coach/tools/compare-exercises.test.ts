import { describe, expect, it } from 'vitest';
import { buildCoachContext, fixtureCatalogue, reply } from '../coach-fixtures.test-helpers';
import { exerciseMatcherFor, type CoachExercise } from '../understand/exercise-matcher';
import { compareExercises, exercisesCompared } from './compare-exercises';

const matcher = exerciseMatcherFor(fixtureCatalogue);
const named = (name: string) => fixtureCatalogue.find((exercise) => exercise.name === name)!;
const noInjuries = buildCoachContext({ profile: null });

function compare(
  first: CoachExercise,
  second: CoachExercise,
  text: string,
  bodyParts: string[] = [],
) {
  return compareExercises({ pair: { first, second }, text, bodyParts, context: noInjuries }).lines;
}

describe('exercisesCompared', () => {
  it.each([
    ['planks or dead bugs for abs', 'Plank Hold', 'Dead Bug'],
    ['is a glute bridge better than a squat', 'Glute Bridge', 'Bodyweight Squat'],
    ['burpees vs squats', 'Burpee', 'Bodyweight Squat'],
    ['whats the diff between planks and dead bugs', 'Plank Hold', 'Dead Bug'],
    ['the difference between glute bridges and squats?', 'Glute Bridge', 'Bodyweight Squat'],
    ['are glute bridges as good as squats', 'Glute Bridge', 'Bodyweight Squat'],
    [
      'is the leg machine where you push the platform away with your feet as good as squats',
      'Leg Press',
      'Bodyweight Squat',
    ],
  ])('finds the two exercises "%s" weighs', (text, first, second) => {
    const pair = exercisesCompared(text, matcher);
    expect([pair?.first.name, pair?.second.name]).toEqual([first, second]);
  });

  it('gives a side that names only kit the movement of the other ("dumbbell or barbell deadlift")', () => {
    const kettlebell = {
      ...named('Barbell Deadlift'),
      id: 'kettlebell-deadlift',
      name: 'Kettlebell Deadlift',
    };
    const pair = exercisesCompared(
      'kettlebell or barbell deadlift for a beginner',
      exerciseMatcherFor([...fixtureCatalogue, kettlebell]),
    );
    expect([pair?.first.name, pair?.second.name]).toEqual([
      'Kettlebell Deadlift',
      'Barbell Deadlift',
    ]);
  });

  it.each([
    'squats or should i rest today',
    'push ups or something else',
    'how do i do a squat',
    'mid set on a push-up rn do i flare my elbows out or tuck em',
  ])('finds no pair in "%s"', (text) => {
    expect(exercisesCompared(text, matcher)).toBeNull();
  });
});

describe('compareExercises', () => {
  const kneeHeavy = {
    ...named('Burpee'),
    contraindications: { injuries: ['knee' as const], conditions: [] },
  };
  const kneeFree = named('Glute Bridge');

  it('picks the one that does not load a sore area the message names', () => {
    expect(
      compare(kneeHeavy, kneeFree, 'burpees or glute bridges for my bad knee', ['knee'])[0],
    ).toBe(
      'For your knee, the glute bridge is the better pick: the burpee loads it more. Keep it pain-free, and stop anything that hurts.',
    );
  });

  it('reads a body part as sore only with a word of pain or care', () => {
    expect(
      compare(kneeHeavy, kneeFree, 'burpees as good as bridges? the knee bends in both', [
        'knee',
      ])[0],
    ).toMatch(/^Both are good exercises/);
    expect(compare(kneeHeavy, kneeFree, 'burpees or bridges for my knee', ['knee'])[0]).toMatch(
      /^For your knee, the glute bridge/,
    );
  });

  it('does not read a body part in an exercise’s name as a sore area', () => {
    const first = named('Glute Bridge');
    const second = { ...named('Bodyweight Squat'), name: 'Hip Hinge Squat' };
    expect(
      compare(first, second, 'glute bridge or hip hinge squat for glutes', ['hip'])[0],
    ).toMatch(/^For your glutes, the glute bridge works them more directly/);
  });

  it('describes both from the catalogue, whatever the verdict', () => {
    const lines = compare(named('Dead Bug'), named('Bird Dog'), 'dead bugs or bird dogs');
    expect(lines[0]).toMatch(/^Both are good exercises/);
    expect(lines).toContain('Dead Bug: Dead Bug as the catalogue describes it. Works core; easy.');
  });

  it('answers a comparison the knowledge base has no topic for in a reply', () => {
    const answer = reply('dead bugs or bird dogs, which is better');
    expect(answer.message).toContain('Bird Dog: Bird Dog as the catalogue describes it.');
  });
});
