import { describe, expect, it } from 'vitest';
import {
  checkPasswordChecklist,
  colorBandForScore,
  levelForScore,
  meetsMinimumPasswordRequirements,
  passwordChecklistItems,
  scorePasswordStrength,
  type PasswordStrengthColorBand,
  type PasswordStrengthLevel,
} from './score-password-strength';

// Lower-case letters with no repeats, sequences or common words, so only length and class rules move.
// Every prefix earns lowercase 8 + no repeats 8 + no sequence 8 + no common word 12 = 36 before length.
const plainLetters = 'acegikmoqsuwybdf';

function scoreOf(password: string): number {
  return scorePasswordStrength(password).score;
}

describe('scorePasswordStrength length rules', () => {
  it.each<[number, number, string]>([
    [1, 16, 'the under-4 penalty of 20 applies'],
    [3, 16, 'the under-4 penalty of 20 applies'],
    [4, 21, 'only the under-6 penalty of 15 applies'],
    [5, 21, 'only the under-6 penalty of 15 applies'],
    [6, 36, 'no penalty and no length bonus apply'],
    [7, 36, 'no penalty and no length bonus apply'],
    [8, 46, '8 characters earn 10'],
    [11, 46, '8 characters earn 10'],
    [12, 54, '12 characters earn 8 more'],
    [15, 54, '12 characters earn 8 more'],
    [16, 61, '16 characters earn 7 more'],
  ])('scores a password of %i plain letters %i because %s', (length, expected) => {
    expect(scoreOf(plainLetters.slice(0, length))).toBe(expected);
  });
});

describe('scorePasswordStrength bonuses', () => {
  // Each row changes one thing in an 8-letter password that scores 46 (or 54 with mixing disabled).
  it.each<[string, number, string]>([
    ['acegikmq', 46, 'lowercase letters only earn their single 8'],
    ['Acegikmo', 54, 'an uppercase letter adds 8'],
    ['acegikm1', 54, 'a digit adds 8'],
    ['acegikm!', 57, 'a symbol adds 11'],
    ['acegikm ', 57, 'a space counts as special and adds 11'],
    ['acegikmé', 57, 'a non-ASCII letter counts as special and adds 11'],
    ['aaacegik', 38, 'a run of 3 repeated characters loses 8'],
    ['aacegikm', 46, 'a run of only 2 repeated characters loses nothing'],
    ['abcegikm', 38, 'a common sequence loses 8'],
    ['cbaegikm', 38, 'a reversed common sequence loses 8'],
    ['acegQWEk', 46, 'an upper-case keyboard sequence loses 8 but the capitals add 8'],
    ['acegikmonkey', 42, 'a common word loses 12 at length 12'],
    ['acegMONKEY', 42, 'an upper-case common word loses 12 but the capitals add 8'],
    ['aceg13!moq', 77, 'mixing at exactly 30% of the length adds 12'],
    ['aceg13moqs', 54, 'mixing at 20% of the length adds nothing'],
  ])('scores %j %i because %s', (password, expected) => {
    expect(scoreOf(password)).toBe(expected);
  });
});

describe('scorePasswordStrength score range', () => {
  it('clamps the empty password to 0 although its raw score is -20', () => {
    expect(scorePasswordStrength('')).toMatchObject({
      score: 0,
      level: 'Very Weak',
      colorBand: 'red',
    });
  });

  it('scores a long, varied password with every bonus exactly 100', () => {
    expect(scorePasswordStrength('Q7!mZ2#kR9@pT4$w')).toMatchObject({
      score: 100,
      level: 'Strong',
      colorBand: 'green',
    });
  });

  it.each(['!', 'aaa', 'aaabc', 'password', 'a'.repeat(40), 'Q7!mZ2#kR9@pT4$w'.repeat(2)])(
    'keeps the score of %j within 0 to 100',
    (password) => {
      const { score } = scorePasswordStrength(password);
      expect(score).toBeGreaterThanOrEqual(0);
      expect(score).toBeLessThanOrEqual(100);
    },
  );
});

describe('levelForScore and colorBandForScore', () => {
  it.each<[number, PasswordStrengthLevel, PasswordStrengthColorBand]>([
    [0, 'Very Weak', 'red'],
    [19, 'Very Weak', 'red'],
    [20, 'Weak', 'orange'],
    [39, 'Weak', 'orange'],
    [40, 'Fair', 'yellow'],
    [59, 'Fair', 'yellow'],
    [60, 'Good', 'lime'],
    [79, 'Good', 'lime'],
    [80, 'Strong', 'green'],
    [100, 'Strong', 'green'],
  ])('maps score %i to %s in %s', (score, level, colorBand) => {
    expect(levelForScore(score)).toBe(level);
    expect(colorBandForScore(score)).toBe(colorBand);
  });
});

describe('scorePasswordStrength level boundaries from real passwords', () => {
  // No password scores exactly 79: the bonuses cannot add up to it at any length.
  it.each<[string, number, string, string]>([
    ['!', 19, 'Very Weak', 'special 11 + 28 for no repeats, sequence or word - 20'],
    ['aaabcd', 20, 'Weak', 'lowercase 8 + no common word 12'],
    ['a!', 39, 'Weak', '8 + 11 + 28 + mixing 12 - 20'],
    ['aaA!', 40, 'Fair', '8 + 8 + 11 + 28 - 15'],
    ['abc1!e', 59, 'Fair', '8 + 8 + 11 + no repeats 8 + no word 12 + mixing 12'],
    ['aA1!', 60, 'Good', 'all four classes 35 + 28 + mixing 12 - 15'],
    [`${plainLetters}1!`, 80, 'Strong', 'length 25 + 8 + 8 + 11 + 28'],
  ])('scores %j %i (%s) from %s', (password, score, level) => {
    expect(scorePasswordStrength(password)).toMatchObject({ score, level });
  });
});

describe('scorePasswordStrength hints', () => {
  it.each([
    {
      password: '',
      hints: [
        'Use at least 8 characters',
        'Add lowercase letters',
        'Add uppercase letters',
        'Add numbers',
        'Add special characters (!@#$%^&*)',
      ],
    },
    {
      password: '!!!',
      hints: [
        'Use at least 8 characters',
        'Add lowercase letters',
        'Add uppercase letters',
        'Add numbers',
        'Avoid repeated characters',
      ],
    },
    {
      password: '123',
      hints: [
        'Use at least 8 characters',
        'Add lowercase letters',
        'Add uppercase letters',
        'Add special characters (!@#$%^&*)',
        'Avoid common sequences (123, abc)',
      ],
    },
    {
      password: 'userabc111',
      hints: [
        'Add uppercase letters',
        'Add special characters (!@#$%^&*)',
        'Avoid repeated characters',
        'Avoid common sequences (123, abc)',
        'Avoid common words',
      ],
    },
    {
      password: 'acegikmo',
      hints: ['Add uppercase letters', 'Add numbers', 'Add special characters (!@#$%^&*)'],
    },
    { password: 'ACEGIKMO1!', hints: ['Add lowercase letters', 'Good password strength'] },
    { password: 'aceg13!moq', hints: ['Add uppercase letters', 'Good password strength'] },
    {
      password: 'abc1!e',
      hints: [
        'Use at least 8 characters',
        'Add uppercase letters',
        'Avoid common sequences (123, abc)',
      ],
    },
    { password: 'aA1!', hints: ['Use at least 8 characters', 'Good password strength'] },
    {
      password: `${plainLetters}1!`,
      hints: ['Add uppercase letters', 'Excellent password strength!'],
    },
    { password: 'Q7!mZ2#kR9@pT4$w', hints: ['Excellent password strength!'] },
  ])('lists the hints for $password in order', ({ password, hints }) => {
    expect(scorePasswordStrength(password).hints).toEqual(hints);
  });
});

describe('checkPasswordChecklist', () => {
  it.each([
    {
      password: '',
      checklist: {
        minLength: false,
        uppercase: false,
        lowercase: false,
        number: false,
        special: false,
      },
    },
    {
      password: 'abcdefg',
      checklist: {
        minLength: false,
        uppercase: false,
        lowercase: true,
        number: false,
        special: false,
      },
    },
    {
      password: 'abcdefgh',
      checklist: {
        minLength: true,
        uppercase: false,
        lowercase: true,
        number: false,
        special: false,
      },
    },
    {
      password: 'ABC123',
      checklist: {
        minLength: false,
        uppercase: true,
        lowercase: false,
        number: true,
        special: false,
      },
    },
    {
      password: 'a b',
      checklist: {
        minLength: false,
        uppercase: false,
        lowercase: true,
        number: false,
        special: true,
      },
    },
    {
      password: 'Pa55word!',
      checklist: { minLength: true, uppercase: true, lowercase: true, number: true, special: true },
    },
  ])('reports which requirements $password meets', ({ password, checklist }) => {
    expect(checkPasswordChecklist(password)).toEqual(checklist);
    expect(scorePasswordStrength(password).checklist).toEqual(checklist);
  });

  it('lists every checklist key once, in display order, with its label', () => {
    expect(passwordChecklistItems).toEqual([
      { key: 'minLength', label: 'At least 8 characters' },
      { key: 'uppercase', label: 'One uppercase letter' },
      { key: 'lowercase', label: 'One lowercase letter' },
      { key: 'number', label: 'One number' },
      { key: 'special', label: 'One special character' },
    ]);
    expect(passwordChecklistItems.map(({ key }) => key).sort()).toEqual(
      Object.keys(checkPasswordChecklist('')).sort(),
    );
  });
});

describe('meetsMinimumPasswordRequirements', () => {
  it.each<[boolean, string, string]>([
    [true, 'Abcdefg1', 'it has 8 characters and all three classes'],
    [true, 'Pass word1', 'symbols are allowed but not required'],
    [true, 'password1A', 'common words do not block registration'],
    [false, 'Abcdef1', '7 characters are too few'],
    [false, 'abcdefg1', 'an uppercase letter is missing'],
    [false, 'ABCDEFG1', 'a lowercase letter is missing'],
    [false, 'Abcdefgh', 'a digit is missing'],
    [false, '', 'the password is empty'],
  ])('returns %s for %j because %s', (expected, password) => {
    expect(meetsMinimumPasswordRequirements(password)).toBe(expected);
  });
});
