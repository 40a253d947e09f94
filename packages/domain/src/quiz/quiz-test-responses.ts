import type { QuizAnswer, QuizResponse } from './quiz-types';
import { listQuizQuestions } from './list-quiz-questions';
import { personalTrainingAssessment } from './personal-training-assessment';

/** Test support: a complete low-risk intermediate submission, with answers overridden by question id. */
export function buildQuizResponses(
  overrides: Record<string, QuizAnswer | undefined> = {},
): QuizResponse[] {
  const answers: Record<string, QuizAnswer | undefined> = {
    'heart-condition': false,
    'chest-pain': false,
    dizziness: false,
    'chronic-condition': false,
    medication: false,
    'bone-joint': 'no',
    pregnancy: 'not-applicable',
    'recent-surgery': 'no',
    'supervised-activity': false,
    'active-days': 3,
    'training-experience': '6-24-months',
    'fitness-rating': 6,
    'push-ups': 15,
    'recent-activities': ['walking', 'weights'],
    'past-injuries': ['none'],
    'primary-goal': 'get-stronger',
    'secondary-goals': ['posture'],
    motivation: 8,
    'success-description': 'Deadlift my body weight',
    'sessions-per-week': 3,
    'session-length': '45-60',
    'training-time': 'morning',
    'training-environment': 'gym',
    'intensity-preference': 'moderate',
    'enjoys-group-training': true,
    'trainer-notes': '',
    ...overrides,
  };
  return listQuizQuestions(personalTrainingAssessment).flatMap((question) => {
    const answer = answers[question.id];
    return answer === undefined
      ? []
      : [{ questionId: question.id, questionType: question.type, answer }];
  });
}
