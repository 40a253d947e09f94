import { describe, expect, it } from 'vitest';
import { fixtureCatalogue } from '../coach-fixtures.test-helpers';
import { exerciseAsked } from './exercise-asked';
import { exerciseMatcherFor } from './exercise-matcher';

const matcher = exerciseMatcherFor(fixtureCatalogue);

describe('exerciseAsked', () => {
  it.each([
    [
      "i'm not very coordinated and my physio mentioned them last week. what's a dead bug exactly? how do i stop my lower back coming off the floor?",
      'Dead Bug',
    ],
    [
      'been doing deadlifts for a month now and my lower back gets really tired afterwards. how do i keep my back flat?',
      'Barbell Deadlift',
    ],
    [
      'i climb twice a week and ppl keep saying do a push-up a day for shoulder health. elbows in or out? hands where?',
      'Push-Up',
    ],
    [
      'my plan has romanian deadlifts on it but i only train at home with a kettlebell. what depth?',
      'Romanian Deadlift',
    ],
  ])(
    'keeps the exercise a story names when its question fixes how it is done: "%s"',
    (text, name) => {
      expect(exerciseAsked(text, matcher)?.name).toBe(name);
    },
  );

  it("drops the story's exercise when the question asks something of its own", () => {
    const text =
      'been doing 3 sets of 10 on everything for 4 months. push-ups and romanian deadlifts feel easy now and i cant afford heavier dumbbells. how do i keep progressing';
    expect(exerciseAsked(text, matcher)).toBeNull();
  });
});
