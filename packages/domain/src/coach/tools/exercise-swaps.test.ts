import { describe, expect, it } from 'vitest';
import { fixtureCatalogue, reply as replyTo } from '../coach-fixtures.test-helpers';
import { asksSwapOf } from './exercise-swaps';

describe('asksSwapOf', () => {
  const named = (name: string) => fixtureCatalogue.find((exercise) => exercise.name === name)!;
  it.each([
    ['what can i do instead of burpees', 'Burpee', true],
    ['alternative to push ups', 'Push-Up', true],
    ['i hate lunges, what else can i do', 'Reverse Lunge', true],
    ['push up alternatives?', 'Push-Up', true],
    ['how do i do a push up', 'Push-Up', false],
    ['feel guilty going for a walk instead of being with the kids', 'Bodyweight Squat', false],
    ['can i do push ups instead of going to the gym', 'Push-Up', false],
  ])('reads "%s" as asking a swap for the %s: %s', (message, name, expected) => {
    expect(asksSwapOf(message, named(name))).toBe(expected);
  });
});

describe('describeSwaps, through the reply', () => {
  it('offers exercises that train the same thing, the same movement first, never the exercise itself', () => {
    const answer = replyTo('what can i do instead of the push-up');
    expect(answer.intent).toBe('exercise-technique');
    expect(answer.message).toMatch(/^Instead of the push-up, try /);
    expect(answer.message).toMatch(/incline push-up/);
    expect(answer.message.split('\n')[0]).not.toMatch(/try push-up/);
  });

  it('leaves pain on the exercise to the pain answers', () => {
    expect(replyTo('push-ups hurt my wrists, what instead').message).toMatch(/^Stop any movement/);
  });
});
