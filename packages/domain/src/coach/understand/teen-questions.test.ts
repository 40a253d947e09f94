import { describe, expect, it } from 'vitest';
import { reply } from '../coach-fixtures.test-helpers';

describe("a teenager's supplement or diet question gets the teen topics, never adult doses", () => {
  it.each([
    'im 15 can i take creatine',
    'im 16 is pre workout ok',
    'my daughter is 13 and wants protein shakes',
  ])('answers "%s" with the teen supplement advice', (message) => {
    const answer = reply(message);
    expect(answer.message).toMatch(/^Under 18, creatine and pre-workouts are not recommended/);
    expect(answer.message).not.toMatch(/3-5 g/);
  });

  it('answers a teenager cutting weight with growing needs, not a deficit', () => {
    const answer = reply('my 15 yo son wants to cut for wrestling, how many calories');
    expect(answer.message).toMatch(/growing teenager/);
    expect(answer.message).not.toMatch(/300-500 kcal a day below/);
  });

  it.each(['im 25 can i take creatine', 'im 17 how do i squat', 'im 16 and my knee hurts'])(
    'leaves "%s" to its own answer',
    (message) => {
      expect(reply(message).message).not.toMatch(/^Under 18, creatine/);
    },
  );
});
