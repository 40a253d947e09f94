import { describe, expect, it } from 'vitest';
import { reply } from '../coach-fixtures.test-helpers';
import { farewellPattern } from './small-talk';

describe('goodbyes and wishes', () => {
  it.each([
    'have a good one',
    'thanks coach, have a good one',
    'gn thx coach',
    'enjoy your weekend!',
    'have a great christmas coach',
    'happy thanksgiving coach',
    'you too',
    'see you tomorrow',
  ])('reads "%s" as a goodbye', (text) => {
    expect(farewellPattern.test(text)).toBe(true);
  });

  it.each([
    'how do i have a good weekend without overeating',
    'thanks',
    'have a good workout for me?',
    'enjoy my food more on a diet',
  ])('does not read "%s" as a goodbye', (text) => {
    expect(farewellPattern.test(text)).toBe(false);
  });

  it.each([
    [['thanks coach', 'have a good one'], /^Thank you, and the same to you!/],
    [['happy thanksgiving coach 🦃'], /^Thank you, and the same to you!/],
    [['gn thx coach'], /^Good night!/],
    [['have a good one'], /^Thank you, and the same to you!/],
  ])('answers %j in kind, never as out of scope', (messages, expected) => {
    const answer = reply(messages.at(-1) ?? '', { history: messages.slice(0, -1) });
    expect(answer.intent).toBe('greeting');
    expect(answer.message).toMatch(expected);
  });
});

describe('small talk in passing', () => {
  it.each([
    ['sorry for the late reply', /^No need to apologise/],
    ['sorry been busy with work', /^No need to apologise/],
    ['how was your weekend', /^Hi! All good here/],
    ['haha nice one', /^Sounds good!/],
    ['love you coach', /^That's lovely to hear, thank you!/],
    ['i love you', /^That's lovely to hear, thank you!/],
    ["you're the best", /^That's lovely to hear, thank you!/],
    ['i love it!', /^Sounds good!/],
    ['brb', /^See you soon!/],
  ])('answers "%s" in kind', (message, expected) => {
    const answer = reply(message);
    expect(answer.intent).toBe('greeting');
    expect(answer.message).toMatch(expected);
  });

  it.each([
    'sorry i was away for ages, can i still do my plan',
    'sorry i was away for 2 weeks and skipped everything',
    'sorry my knee hurts',
  ])('reads "%s" as what it asks or tells, not an apology', (message) => {
    expect(reply(message).intent).not.toBe('greeting');
  });
});
