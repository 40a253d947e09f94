import { describe, expect, it } from 'vitest';
import { bareMinutesSaid, objectsWhy } from './thread-subjects';

describe('thread subjects', () => {
  it.each([
    ['make it 30 and no lunges pls', 30],
    ['actually only got 20', 20],
    ['just 3 sets of squats', null],
    ['make it 2kg lighter', null],
    ['make it 200', null],
  ])('reads the minutes in "%s": %s', (text, minutes) => {
    expect(bareMinutesSaid(text)).toBe(minutes);
  });

  it.each([
    ['but i ate clean all day?? why', true],
    ['why so much tho im not trying to get big', true],
    ['why? ive always done 5 min of static stretches', true],
    ['why do muscles need rest days', false],
  ])('reads "%s" as an objection asking why: %s', (text, objects) => {
    expect(objectsWhy.test(text)).toBe(objects);
  });
});
