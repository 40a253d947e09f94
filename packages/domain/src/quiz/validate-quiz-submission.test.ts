import { describe, expect, it } from 'vitest';
import { quizRequiredMessage } from './find-quiz-answer-error';
import { personalTrainingAssessment } from './personal-training-assessment';
import { buildQuizResponses } from './quiz-test-responses';
import { validateQuizSubmission } from './validate-quiz-submission';

const validate = (responses: Parameters<typeof validateQuizSubmission>[1]) =>
  validateQuizSubmission(personalTrainingAssessment, responses);

describe('validateQuizSubmission', () => {
  it('accepts a complete submission, and one without its optional answers', () => {
    expect(validate(buildQuizResponses())).toEqual([]);
    const withoutOptional = buildQuizResponses({
      'push-ups': undefined,
      'secondary-goals': undefined,
      'success-description': undefined,
      'training-time': undefined,
      'enjoys-group-training': undefined,
      'trainer-notes': undefined,
    });
    expect(validate(withoutOptional)).toEqual([]);
  });

  it('names an unknown question by its position', () => {
    const responses = [
      ...buildQuizResponses(),
      { questionId: 'favourite-colour', questionType: 'text' as const, answer: 'blue' },
    ];
    expect(validate(responses)).toEqual([
      {
        field: `responses.${responses.length - 1}.questionId`,
        message: 'Unknown question: favourite-colour',
      },
    ]);
  });

  it('refuses a question answered twice', () => {
    const responses = buildQuizResponses();
    const first = responses[0];
    if (!first) throw new Error('no responses');
    expect(validate([...responses, first])).toEqual([
      {
        field: `responses.${responses.length}.questionId`,
        message: 'Question heart-condition is answered more than once',
      },
    ]);
  });

  it('refuses a question type that is not the question’s', () => {
    const responses = buildQuizResponses().map((response) =>
      response.questionId === 'motivation'
        ? { ...response, questionType: 'number' as const }
        : response,
    );
    expect(validate(responses)).toEqual([
      { field: 'motivation', message: 'Expected a scale answer' },
    ]);
  });

  it('reports out-of-range and missing required answers under their question ids', () => {
    const responses = buildQuizResponses({
      'sessions-per-week': 9,
      'primary-goal': undefined,
      'fitness-rating': 0,
    });
    expect(validate(responses)).toEqual([
      { field: 'fitness-rating', message: 'Choose a whole number from 1 to 10' },
      { field: 'primary-goal', message: quizRequiredMessage },
      { field: 'sessions-per-week', message: 'Choose from 1 to 7 sessions a week' },
    ]);
  });
});
