import { describe, expect, it } from 'vitest';
import { listQuizQuestions, summarizeQuiz } from './list-quiz-questions';
import { personalTrainingAssessment } from './personal-training-assessment';
import { quizQuestionTypes } from './quiz-types';

const questions = listQuizQuestions(personalTrainingAssessment);

describe('personalTrainingAssessment', () => {
  it('takes 15 to 20 minutes over five sections', () => {
    const { estimatedMinutes, totalSections, totalQuestions } = summarizeQuiz(
      personalTrainingAssessment,
    );
    expect(estimatedMinutes).toBeGreaterThanOrEqual(15);
    expect(estimatedMinutes).toBeLessThanOrEqual(20);
    expect(totalSections).toBe(5);
    expect(totalQuestions).toBe(questions.length);
  });

  it('uses every question type of the spec', () => {
    expect(new Set(questions.map((question) => question.type))).toEqual(new Set(quizQuestionTypes));
  });

  it('has unique question ids and orders 1..n within each section', () => {
    expect(new Set(questions.map((question) => question.id)).size).toBe(questions.length);
    for (const section of personalTrainingAssessment.sections) {
      const orders = section.questions.map((question) => question.order).sort((a, b) => a - b);
      expect(orders).toEqual(section.questions.map((_, index) => index + 1));
    }
  });

  it('gives choice questions options and every risky option a concern', () => {
    for (const question of questions) {
      const hasOptions = ['single-choice', 'multiple-choice', 'boolean'].includes(question.type);
      expect(Boolean(question.options?.length), question.id).toBe(hasOptions);
      for (const option of question.options ?? []) {
        if (option.riskLevel === 'medium' || option.riskLevel === 'high') {
          expect(option.description, `${question.id}.${option.value}`).toBeTruthy();
        }
      }
    }
  });

  it('screens the PAR-Q+ topics with high-risk answers', () => {
    const safety = personalTrainingAssessment.sections[0];
    const highRisk = safety?.questions.filter((question) =>
      question.options?.some((option) => option.riskLevel === 'high'),
    );
    expect(highRisk?.map((question) => question.id)).toEqual([
      'heart-condition',
      'chest-pain',
      'dizziness',
      'bone-joint',
      'recent-surgery',
      'supervised-activity',
    ]);
    expect(safety?.questions.map((question) => question.id)).toEqual(
      expect.arrayContaining(['medication', 'pregnancy', 'chronic-condition']),
    );
  });
});
