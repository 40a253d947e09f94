import { describe, expect, it } from 'vitest';
import {
  findQuizAnswerError,
  parseRangeValue,
  quizRequiredMessage,
} from './find-quiz-answer-error';
import type { QuizQuestion } from './quiz-types';

const base = { question: 'Q?', order: 1, required: true } as const;
const options = [
  { value: 'a', label: 'A' },
  { value: 'b', label: 'B' },
];
const single: QuizQuestion = { ...base, id: 's', type: 'single-choice', options };
const multiple: QuizQuestion = { ...base, id: 'm', type: 'multiple-choice', options };
const yesNo: QuizQuestion = { ...base, id: 'y', type: 'boolean', options };
const scale: QuizQuestion = { ...base, id: 'c', type: 'scale' };
const text: QuizQuestion = { ...base, id: 't', type: 'text', required: false };
const ranged: QuizQuestion = {
  ...base,
  id: 'r',
  type: 'number',
  validationRules: [{ type: 'range', value: '1-7', message: 'From 1 to 7' }],
};
const bounded: QuizQuestion = {
  ...base,
  id: 'n',
  type: 'number',
  required: false,
  validationRules: [
    { type: 'min', value: 0, message: 'Not negative' },
    { type: 'max', value: 200, message: 'At most 200' },
  ],
};

describe('findQuizAnswerError', () => {
  it.each<[string, QuizQuestion, unknown, string | null]>([
    ['a required empty choice', single, undefined, quizRequiredMessage],
    ['a required blank choice', single, '  ', quizRequiredMessage],
    ['a listed choice', single, 'a', null],
    ['an unlisted choice', single, 'z', 'Please choose one of the listed options'],
    ['a list of listed choices', multiple, ['a', 'b'], null],
    ['an empty required list', multiple, [], quizRequiredMessage],
    [
      'a list with an unlisted value',
      multiple,
      ['a', 'z'],
      'Please choose from the listed options',
    ],
    ['a list with a repeat', multiple, ['a', 'a'], 'Please choose from the listed options'],
    ['a choice where a list is due', multiple, 'a', 'Please choose from the listed options'],
    ['a boolean', yesNo, false, null],
    ['a yes string for a boolean', yesNo, 'yes', 'Please answer yes or no'],
    ['scale 1', scale, 1, null],
    ['scale 10', scale, 10, null],
    ['scale 0', scale, 0, 'Choose a whole number from 1 to 10'],
    ['scale 11', scale, 11, 'Choose a whole number from 1 to 10'],
    ['scale 5.5', scale, 5.5, 'Choose a whole number from 1 to 10'],
    ['range low end', ranged, 1, null],
    ['range high end', ranged, 7, null],
    ['below the range', ranged, 0, 'From 1 to 7'],
    ['above the range', ranged, 8, 'From 1 to 7'],
    ['a numeric string', ranged, '3', 'Please enter a number'],
    ['min boundary', bounded, 0, null],
    ['below min', bounded, -1, 'Not negative'],
    ['max boundary', bounded, 200, null],
    ['above max', bounded, 201, 'At most 200'],
    ['an optional number left empty', bounded, null, null],
    ['optional text left blank', text, '   ', null],
    ['text', text, 'Knees ache on stairs', null],
    ['text too long', text, 'x'.repeat(2001), 'Keep your answer under 2000 characters'],
    ['a number for text', text, 3, 'Please enter text'],
  ])('judges %s', (_name, question, answer, expected) => {
    expect(findQuizAnswerError(question, answer)).toBe(expected);
  });
});

describe('parseRangeValue', () => {
  it.each([
    ['1-7', { low: 1, high: 7 }],
    ['0-7', { low: 0, high: 7 }],
    ['1.5-2.5', { low: 1.5, high: 2.5 }],
    ['7', null],
    ['a-b', null],
  ])('reads %s', (value, expected) => {
    expect(parseRangeValue(value)).toEqual(expected);
  });
});
