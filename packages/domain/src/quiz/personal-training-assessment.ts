import { goalsSection, historySection } from './assessment-fitness-sections';
import { safetySection } from './assessment-safety-section';
import type { QuizDefinition, QuizSection } from './quiz-types';

const timeSection: QuizSection = {
  id: 'time-commitment',
  title: 'Time Commitment',
  description: 'How much time you can give training each week.',
  estimatedMinutes: 2,
  questions: [
    {
      id: 'sessions-per-week',
      type: 'number',
      order: 1,
      required: true,
      question: 'How many training sessions a week can you commit to?',
      validationRules: [
        { type: 'range', value: '1-7', message: 'Choose from 1 to 7 sessions a week' },
      ],
    },
    {
      id: 'session-length',
      type: 'single-choice',
      order: 2,
      required: true,
      question: 'How long can each session be?',
      options: [
        { value: '15-30', label: '15-30 minutes' },
        { value: '30-45', label: '30-45 minutes' },
        { value: '45-60', label: '45-60 minutes' },
        { value: '60-plus', label: 'More than 60 minutes' },
      ],
    },
    {
      id: 'training-time',
      type: 'single-choice',
      order: 3,
      required: false,
      question: 'When do you prefer to train?',
      options: [
        { value: 'morning', label: 'Morning' },
        { value: 'midday', label: 'Midday' },
        { value: 'evening', label: 'Evening' },
        { value: 'varies', label: 'It varies' },
      ],
    },
  ],
};

const preferencesSection: QuizSection = {
  id: 'preferences',
  title: 'Training Preferences',
  description: 'How you like to train, so you keep doing it.',
  estimatedMinutes: 3,
  questions: [
    {
      id: 'training-environment',
      type: 'single-choice',
      order: 1,
      required: true,
      question: 'Where will you train most often?',
      options: [
        { value: 'home', label: 'At home' },
        { value: 'gym', label: 'At a gym' },
        { value: 'outdoors', label: 'Outdoors' },
        { value: 'mixed', label: 'A mix' },
      ],
    },
    {
      id: 'intensity-preference',
      type: 'single-choice',
      order: 2,
      required: true,
      question: 'Which training intensity do you enjoy?',
      options: [
        { value: 'low', label: 'Low: steady and comfortable' },
        { value: 'moderate', label: 'Moderate: challenging but conversational' },
        { value: 'high', label: 'High: hard intervals and heavy sets' },
        { value: 'mixed', label: 'A mix of all three' },
      ],
    },
    {
      id: 'enjoys-group-training',
      type: 'boolean',
      order: 3,
      required: false,
      question: 'Do you enjoy training with other people?',
      options: [
        { value: 'yes', label: 'Yes' },
        { value: 'no', label: 'No' },
      ],
    },
    {
      id: 'trainer-notes',
      type: 'text',
      order: 4,
      required: false,
      question: 'Anything else your trainer should know?',
    },
  ],
};

/**
 * The personal training assessment the onboarding service seeds: a PAR-Q+ style safety screening,
 * fitness history, goals, time commitment and preferences (17 minutes in all).
 */
export const personalTrainingAssessment: QuizDefinition = {
  id: 'personal-training-assessment',
  version: '1.0.0',
  title: 'Personal Training Assessment',
  sections: [safetySection, historySection, goalsSection, timeSection, preferencesSection],
};
