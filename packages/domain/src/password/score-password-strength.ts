import {
  hasCommonSequence,
  hasCommonWord,
  hasEnoughClassMixing,
  hasRepeatedCharacters,
} from './password-patterns';

/** Named strength level for a 0..100 score, weakest first. */
export type PasswordStrengthLevel = 'Very Weak' | 'Weak' | 'Fair' | 'Good' | 'Strong';

/** Colour band shown for a 0..100 score, weakest (red) to strongest (green). */
export type PasswordStrengthColorBand = 'red' | 'orange' | 'yellow' | 'lime' | 'green';

/** Which requirement-checklist items a password meets. */
export interface PasswordChecklist {
  minLength: boolean;
  uppercase: boolean;
  lowercase: boolean;
  number: boolean;
  special: boolean;
}

/** One checklist row for the UI: the checklist key and its label. */
export interface PasswordChecklistItem {
  key: keyof PasswordChecklist;
  label: string;
}

/** Result of scoring a password: score 0..100, its level and band, ordered hints and the checklist. */
export interface PasswordStrength {
  score: number;
  level: PasswordStrengthLevel;
  colorBand: PasswordStrengthColorBand;
  hints: string[];
  checklist: PasswordChecklist;
}

/** Minimum password length in characters (UTF-16 code units) for the checklist and registration. */
export const minimumPasswordLength = 8;

/** Checklist rows in display order, with the labels the UI shows. */
export const passwordChecklistItems: readonly PasswordChecklistItem[] = [
  { key: 'minLength', label: 'At least 8 characters' },
  { key: 'uppercase', label: 'One uppercase letter' },
  { key: 'lowercase', label: 'One lowercase letter' },
  { key: 'number', label: 'One number' },
  { key: 'special', label: 'One special character' },
];

const points = {
  minLength: 10,
  mediumLength: 8,
  longLength: 7,
  lowercase: 8,
  uppercase: 8,
  number: 8,
  special: 11,
  noRepeats: 8,
  noSequence: 8,
  noCommonWord: 12,
  classMixing: 12,
};

const veryShortPenalty = { belowLength: 4, points: 20 };
const shortPenalty = { belowLength: 6, points: 15 };

interface StrengthBand {
  minScore: number;
  level: PasswordStrengthLevel;
  colorBand: PasswordStrengthColorBand;
}

const strengthBands: readonly StrengthBand[] = [
  { minScore: 80, level: 'Strong', colorBand: 'green' },
  { minScore: 60, level: 'Good', colorBand: 'lime' },
  { minScore: 40, level: 'Fair', colorBand: 'yellow' },
  { minScore: 20, level: 'Weak', colorBand: 'orange' },
];
const weakestBand: StrengthBand = { minScore: 0, level: 'Very Weak', colorBand: 'red' };

function findStrengthBand(score: number): StrengthBand {
  return strengthBands.find((band) => score >= band.minScore) ?? weakestBand;
}

/** Level for a score: under 20 Very Weak, under 40 Weak, under 60 Fair, under 80 Good, otherwise Strong. */
export function levelForScore(score: number): PasswordStrengthLevel {
  return findStrengthBand(score).level;
}

/** Colour band for a score, on the level thresholds: red < 20 ≤ orange < 40 ≤ yellow < 60 ≤ lime < 80 ≤ green. */
export function colorBandForScore(score: number): PasswordStrengthColorBand {
  return findStrengthBand(score).colorBand;
}

/** Checks the requirement checklist; "special" is any character other than an ASCII letter or digit, space included. */
export function checkPasswordChecklist(password: string): PasswordChecklist {
  return {
    minLength: password.length >= minimumPasswordLength,
    uppercase: /[A-Z]/.test(password),
    lowercase: /[a-z]/.test(password),
    number: /[0-9]/.test(password),
    special: /[^A-Za-z0-9]/.test(password),
  };
}

/** The registration rule shared by client and server: at least 8 characters with a lowercase letter, an uppercase letter and a digit. */
export function meetsMinimumPasswordRequirements(password: string): boolean {
  const checklist = checkPasswordChecklist(password);
  return checklist.minLength && checklist.lowercase && checklist.uppercase && checklist.number;
}

function scoreLength(length: number): number {
  let score = 0;
  if (length >= minimumPasswordLength) score += points.minLength;
  if (length >= 12) score += points.mediumLength;
  if (length >= 16) score += points.longLength;
  if (length < veryShortPenalty.belowLength) score -= veryShortPenalty.points;
  else if (length < shortPenalty.belowLength) score -= shortPenalty.points;
  return score;
}

function clampScore(score: number): number {
  return Math.min(100, Math.max(0, score));
}

/** Scores a password 0..100 by the spec's rules (the empty string scores 0) with its level, colour band, hints and checklist. */
export function scorePasswordStrength(password: string): PasswordStrength {
  const checklist = checkPasswordChecklist(password);
  const isEmpty = password.length === 0;
  const hasRepeats = hasRepeatedCharacters(password);
  const hasSequence = hasCommonSequence(password);
  const hasWord = hasCommonWord(password);
  const earned: [boolean, number][] = [
    [checklist.lowercase, points.lowercase],
    [checklist.uppercase, points.uppercase],
    [checklist.number, points.number],
    [checklist.special, points.special],
    [!isEmpty && !hasRepeats, points.noRepeats],
    [!isEmpty && !hasSequence, points.noSequence],
    [!isEmpty && !hasWord, points.noCommonWord],
    [hasEnoughClassMixing(password), points.classMixing],
  ];
  const score = clampScore(
    earned.reduce((total, [isEarned, value]) => (isEarned ? total + value : total), 0) +
      scoreLength(password.length),
  );
  const adviceHints: [boolean, string][] = [
    [!checklist.minLength, 'Use at least 8 characters'],
    [!checklist.lowercase, 'Add lowercase letters'],
    [!checklist.uppercase, 'Add uppercase letters'],
    [!checklist.number, 'Add numbers'],
    [!checklist.special, 'Add special characters (!@#$%^&*)'],
    [hasRepeats, 'Avoid repeated characters'],
    [hasSequence, 'Avoid common sequences (123, abc)'],
    [hasWord, 'Avoid common words'],
    [score >= 80, 'Excellent password strength!'],
    [score >= 60 && score < 80, 'Good password strength'],
  ];
  return {
    score,
    level: levelForScore(score),
    colorBand: colorBandForScore(score),
    hints: adviceHints.filter(([applies]) => applies).map(([, hint]) => hint),
    checklist,
  };
}
