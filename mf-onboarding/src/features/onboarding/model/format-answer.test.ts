import { describe, expect, it } from 'vitest';
import { formatAnswer } from './format-answer';
import type { Question } from './question-types';

const number: Question = {
  kind: 'number',
  id: 'weight',
  label: 'Weight',
  isRequired: true,
  bounds: { min: 70, max: 800 },
  rangeMessage: '',
  isWholeNumber: false,
  unit: 'lb',
};
const years: Question = { ...number, id: 'workout-experience', label: 'Years', unit: 'years' };
const choices: Question = {
  kind: 'multiple-choice',
  id: 'secondary-goals',
  label: 'Goals',
  isRequired: false,
};
const single: Question = {
  kind: 'single-choice',
  id: 'timeframe',
  label: 'Timeframe',
  isRequired: true,
};
const text: Question = { kind: 'text', id: 'motivation', label: 'Why', isRequired: false };
const yesNo: Question = {
  kind: 'boolean',
  id: 'nutrition-focus',
  label: 'Nutrition',
  isRequired: true,
};

describe('formatAnswer', () => {
  it.each<[string, Question, Parameters<typeof formatAnswer>[1], string | null]>([
    ['a number with its unit', number, 150, '150 lb'],
    ['one year in the singular', years, 1, '1 year'],
    ['other years in the plural', years, 3, '3 years'],
    ['no years in the plural', years, 0, '0 years'],
    [
      'option labels and a custom entry',
      choices,
      ['better-sleep', 'custom:Tennis'],
      'Better sleep, Tennis',
    ],
    ['an empty list', choices, [], null],
    ['a single choice', single, '6-months', '6 months'],
    ['text as typed', text, 'stay-fit', 'stay-fit'],
    ['yes', yesNo, true, 'Yes'],
    ['no', yesNo, false, 'No'],
    ['nothing', single, null, null],
    ['undefined', single, undefined, null],
  ])('shows %s', (_name, question, answer, expected) => {
    expect(formatAnswer(question, answer)).toBe(expected);
  });
});
