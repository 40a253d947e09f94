import { describe, expect, it } from 'vitest';
import { fixtureCatalogue } from '../coach-fixtures.test-helpers';
import { createExerciseMatcher, type CoachExercise } from './exercise-matcher';

const base = fixtureCatalogue.find((entry) => entry.name === 'Push-Up')!;
const named = (name: string, aliases: string[] = []): CoachExercise => ({
  ...base,
  id: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
  name,
  aliases,
});
const matcher = createExerciseMatcher(
  [
    named('Crunch', ['crunches']),
    named('Cable Chest Press', ['cable press']),
    named('Dumbbell Bench Press', ['db bench']),
    named('Barbell Bench Press', ['bench']),
    named('Landmine Press'),
    named('Prone Y-T-W Raise', ['ytw']),
    named('Leg Raise'),
  ],
  new Set(),
);

describe('createExerciseMatcher', () => {
  it.each([
    ['how to do a proper sit up', 'Crunch'],
    ['100 sit-ups a day', 'Crunch'],
    ['how do i set up a landmine', 'Landmine Press'],
    ['y raises for posture', 'Prone Y-T-W Raise'],
    ['how do i do a dumbbell bench press', 'Dumbbell Bench Press'],
  ])('finds the exercise "%s" names by another name', (text, name) => {
    expect(matcher.find(text)?.name).toBe(name);
  });

  it.each([
    'how do i sit up straight at my desk',
    'is the leg press as good as squats',
    'ok and if i dont have a bench?',
    'one hand on a bench for support',
  ])('finds none in "%s"', (text) => {
    expect(matcher.find(text)).toBeNull();
  });
});
