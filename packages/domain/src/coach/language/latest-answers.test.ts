import { describe, expect, it } from 'vitest';
import { keepLatestAnswers } from './latest-answers';

describe('keepLatestAnswers', () => {
  it('answers a key once while it is kept, drops the oldest beyond its size, forgets on demand', () => {
    const asked: string[] = [];
    const upper = keepLatestAnswers(2, (key) => {
      asked.push(key);
      return key.toUpperCase();
    });
    expect([upper('a'), upper('a'), upper('b')]).toEqual(['A', 'A', 'B']);
    expect(asked).toEqual(['a', 'b']);
    upper('c'); // 'a' is the oldest: dropped
    upper('b');
    upper('a');
    expect(asked).toEqual(['a', 'b', 'c', 'a']);
    upper.forget();
    upper('c');
    expect(asked).toEqual(['a', 'b', 'c', 'a', 'c']);
  });

  it('keeps an answer that is null', () => {
    let calls = 0;
    const none = keepLatestAnswers(4, () => {
      calls += 1;
      return null;
    });
    none('x');
    none('x');
    expect(calls).toBe(1);
  });
});
