import { describe, expect, it } from 'vitest';
import {
  commonPasswordWords,
  countClassTransitions,
  hasCommonSequence,
  hasCommonWord,
  hasEnoughClassMixing,
  hasRepeatedCharacters,
} from './password-patterns';

describe('hasRepeatedCharacters', () => {
  it.each([
    { password: '', expected: false },
    { password: 'aab', expected: false },
    { password: 'abab', expected: false },
    { password: 'aAa', expected: false },
    { password: 'aaa', expected: true },
    { password: 'xyaaaa', expected: true },
    { password: 'Pa111!', expected: true },
    { password: 'ok!!!', expected: true },
    { password: 'a   b', expected: true },
  ])('returns $expected for $password', ({ password, expected }) => {
    expect(hasRepeatedCharacters(password)).toBe(expected);
  });
});

describe('hasCommonSequence', () => {
  it.each<[string, string]>([
    ['digits forwards', 'x123y'],
    ['digits forwards at the end of the run', '789'],
    ['digits reversed', 'x321y'],
    ['digits reversed at the start of the run', '987'],
    ['the alphabet forwards', 'xabcq'],
    ['the alphabet forwards at its end', 'xyz'],
    ['the alphabet reversed', 'zyx'],
    ['the alphabet in upper case', 'ABC'],
    ['the alphabet reversed in mixed case', 'CbA'],
    ['the top keyboard row forwards', 'qwe'],
    ['the top keyboard row reversed', 'poi'],
    ['the top keyboard row in upper case', 'QWE'],
    ['the middle keyboard row forwards', 'asd'],
    ['the middle keyboard row reversed', 'lkj'],
    ['the middle keyboard row in mixed case', 'DsA'],
    ['the bottom keyboard row forwards', 'zxc'],
    ['the bottom keyboard row reversed', 'mnb'],
    ['the bottom keyboard row in upper case', 'BNM'],
  ])('detects %s in %j', (_family, password) => {
    expect(hasCommonSequence(password)).toBe(true);
  });

  it.each<[string, string]>([
    ['', 'it is empty'],
    ['12', 'two characters are not a sequence'],
    ['890', 'digits do not wrap around'],
    ['yza', 'the alphabet does not wrap around'],
    ['pas', 'keyboard rows do not continue into the next row'],
    ['aceg1357', 'skipping characters breaks a sequence'],
    ['a1b2c3', 'interleaved classes break a sequence'],
  ])('finds no sequence in %j because %s', (password) => {
    expect(hasCommonSequence(password)).toBe(false);
  });
});

describe('hasCommonWord', () => {
  it.each(commonPasswordWords.map((word) => ({ word })))(
    'detects $word inside a longer password',
    ({ word }) => {
      expect(hasCommonWord(`X9${word}!z`)).toBe(true);
    },
  );

  it.each([
    { password: 'PASSWORD' },
    { password: 'MyDragon99' },
    { password: 'xxSuperManxx' },
    { password: 'LetMeIn' },
  ])('detects a common word regardless of case in $password', ({ password }) => {
    expect(hasCommonWord(password)).toBe(true);
  });

  it.each([{ password: '' }, { password: 'pass' }, { password: 'admn' }, { password: 'Tr4ck!ng' }])(
    'finds no common word in $password',
    ({ password }) => {
      expect(hasCommonWord(password)).toBe(false);
    },
  );
});

describe('countClassTransitions', () => {
  it.each<[string, number]>([
    ['', 0],
    ['a', 0],
    ['aB', 0],
    ['a1', 1],
    ['ab1!', 2],
    ['a1b2', 3],
    ['a b', 2],
    ['!@#', 0],
    ['é!', 0],
  ])('finds in %j %i class transitions', (password, expected) => {
    expect(countClassTransitions(password)).toBe(expected);
  });
});

describe('hasEnoughClassMixing', () => {
  it.each<[boolean, string, string]>([
    [false, '', 'an empty password has no length to mix'],
    [false, 'a', 'one character has no transitions'],
    [true, 'a1', '1 transition in 2 characters is 50%'],
    [true, 'aceg13!moq', '3 transitions in 10 characters is exactly 30%'],
    [false, 'aceg13moqs', '2 transitions in 10 characters is 20%'],
    [false, 'aceg1mo', '2 transitions in 7 characters is under 30%'],
    [true, 'ace1!mo', '3 transitions in 7 characters is over 30%'],
    [true, 'acegikmo1!qsuw2!ybdf', '6 transitions in 20 characters is exactly 30%'],
    [false, 'acegikmo1!qsuw22ybdf', '5 transitions in 20 characters is 25%'],
  ])('returns %s for %j because %s', (expected, password) => {
    expect(hasEnoughClassMixing(password)).toBe(expected);
  });
});
