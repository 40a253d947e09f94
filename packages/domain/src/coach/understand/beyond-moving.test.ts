import { describe, expect, it } from 'vitest';
import { reply } from '../coach-fixtures.test-helpers';

describe('a question about an exercise that does not ask how to move', () => {
  it.each([
    ['what weight should i put on the bar for squats today', /reps in reserve|RPE/],
    ['kinda scared to go for a PR on squat, what if i fail it and get hurt', /safet|spotter|pins/],
    ['is walking enough exercise', /steps|150 minutes|counts/],
    ['does cycling to work count as exercise', /counts/],
  ])('answers "%s" with its topic, not the how-to', (message, expected) => {
    const answer = reply(message);
    expect(answer.intent).not.toBe('exercise-technique');
    expect(answer.message).toMatch(expected);
  });

  it('answers "is my squat good enough to add weight" from the tracked form', () => {
    expect(reply('is my squat good enough now to start adding weight?').intent).toBe(
      'form-feedback',
    );
  });

  it('answers what muscles an exercise works with the muscles first, not a topic', () => {
    const answer = reply('what muscles does the deadlift work');
    expect(answer.intent).toBe('exercise-technique');
    expect(answer.message).toMatch(/^Muscles worked: /);
  });

  it('still gives the how-to when asked how to do it', () => {
    expect(reply('how do i do a goblet squat').intent).toBe('exercise-technique');
  });
});
