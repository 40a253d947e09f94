import type { Quiz, QuizResults } from '@repwise/contracts/quiz';

/** A two-section quiz with every question type. */
export function buildQuiz(overrides: Partial<Quiz> = {}): Quiz {
  return {
    id: 'personal-training-assessment',
    version: '1.0.0',
    title: 'Personal Training Assessment',
    metadata: { estimatedMinutes: 6, totalQuestions: 5, totalSections: 2 },
    completed: false,
    sections: [
      {
        id: 'safety',
        title: 'Health & Safety Screening',
        description: 'Safety first.',
        estimatedMinutes: 3,
        questions: [
          {
            id: 'chest-pain',
            type: 'boolean',
            question: 'Do you feel pain in your chest?',
            required: true,
            order: 1,
            options: [
              { value: 'yes', label: 'Yes', riskLevel: 'high', description: 'Chest pain' },
              { value: 'no', label: 'No', riskLevel: 'low' },
            ],
          },
          {
            id: 'activities',
            type: 'multiple-choice',
            question: 'Which activities?',
            required: false,
            order: 2,
            options: [
              { value: 'walking', label: 'Walking' },
              { value: 'running', label: 'Running' },
            ],
          },
        ],
      },
      {
        id: 'time',
        title: 'Time Commitment',
        description: 'Your week.',
        estimatedMinutes: 3,
        questions: [
          {
            id: 'sessions-per-week',
            type: 'number',
            question: 'How many sessions a week?',
            required: true,
            order: 1,
            validationRules: [
              { type: 'range', value: '1-7', message: 'Choose from 1 to 7 sessions a week' },
            ],
          },
          {
            id: 'motivation',
            type: 'scale',
            question: 'How motivated are you?',
            required: true,
            order: 2,
          },
          { id: 'notes', type: 'text', question: 'Anything else?', required: false, order: 3 },
        ],
      },
    ],
    ...overrides,
  };
}

/** Results with a high or low risk profile. */
export function buildQuizResults(isHighRisk = true): QuizResults {
  return {
    insights: {
      riskProfile: isHighRisk
        ? { level: 'high', clearanceRequired: true, primaryConcerns: ['Chest pain'] }
        : { level: 'low', clearanceRequired: false, primaryConcerns: [] },
      fitnessReadiness: {
        level: 'beginner',
        primaryGoal: 'Get stronger',
        timeCommitment: '3 sessions per week',
      },
      personalizedApproach: {
        recommendedIntensity: isHighRisk ? 'low' : 'moderate',
        focusAreas: ['Compound lifts with progressive overload'],
        specialNeeds: isHighRisk ? ['Stop and seek medical advice if chest pain occurs'] : [],
      },
    },
    nextSteps: [
      'Get medical clearance: share these results with your doctor before you start exercising.',
    ],
    completedAt: '2026-03-15T12:00:00.000Z',
  };
}
