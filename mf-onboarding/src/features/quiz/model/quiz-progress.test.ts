import type { Quiz } from '@repwise/contracts/quiz';
import { describe, expect, it } from 'vitest';
import {
  buildInitialAnswers,
  buildQuizSubmission,
  countAnswered,
  isSectionComplete,
  toPercent,
} from './quiz-progress';

const quiz: Quiz = {
  id: 'q',
  version: '1',
  title: 'Personal Training Assessment',
  metadata: { estimatedMinutes: 3, totalQuestions: 3, totalSections: 1 },
  completed: false,
  sections: [
    {
      id: 's',
      title: 'S',
      description: '',
      estimatedMinutes: 3,
      questions: [
        {
          id: 'days',
          type: 'number',
          question: 'Days?',
          required: true,
          order: 1,
          validationRules: [{ type: 'range', value: '1-7', message: 'From 1 to 7' }],
        },
        { id: 'mood', type: 'scale', question: 'Mood?', required: true, order: 2 },
        { id: 'notes', type: 'text', question: 'Notes?', required: false, order: 3 },
      ],
    },
  ],
};
const section = quiz.sections[0]!;

describe('quiz progress', () => {
  it('starts scale questions at 5', () => {
    expect(buildInitialAnswers(quiz)).toEqual({ mood: 5 });
  });

  it.each([
    [{ mood: 5 }, false],
    [{ mood: 5, days: 0 }, false],
    [{ mood: 5, days: 1 }, true],
    [{ mood: 5, days: 7, notes: '' }, true],
  ])('judges section completeness for %j as %s', (answers, expected) => {
    expect(isSectionComplete(section, answers)).toBe(expected);
  });

  it('counts answered questions and their percent', () => {
    const count = countAnswered(quiz.sections, { mood: 5, days: 9, notes: 'x' });
    expect(count).toEqual({ answered: 2, total: 3 });
    expect(toPercent(count)).toBe(67);
    expect(toPercent({ answered: 0, total: 0 })).toBe(0);
  });

  it('submits answered questions only, in quiz order', () => {
    expect(buildQuizSubmission(quiz, { notes: '  ', mood: 4, days: 3 })).toEqual([
      { questionId: 'days', questionType: 'number', answer: 3 },
      { questionId: 'mood', questionType: 'scale', answer: 4 },
    ]);
  });
});
