import { describe, expect, it } from 'vitest';
import type { OnboardingStep } from './question-types';
import { onboardingSteps } from './step-definitions';
import { findAnswerError, validateStep } from './validate-step';

const stepById = (id: string) => onboardingSteps.find((step) => step.id === id)!;
const questionById = (id: string) =>
  onboardingSteps.flatMap((step) => step.questions).find((question) => question.id === id)!;

describe('validateStep', () => {
  it('reports the required message of each question type on an empty step', () => {
    expect(validateStep(stepById('personal-info'), {})).toEqual({
      age: 'This field is required',
      'biological-sex': 'Please select an option',
      'height-feet': 'This field is required',
      'height-inches': 'This field is required',
      weight: 'This field is required',
      'activity-level': 'Please select an option',
    });
    expect(validateStep(stepById('experience'), {})).toMatchObject({
      'preferred-workout-types': 'Please select at least one option',
    });
    expect(validateStep(stepById('health-medical'), {})).toMatchObject({
      'physician-approval': 'Please select an option',
    });
  });

  it('asks for required free text', () => {
    const step: OnboardingStep = {
      id: 'fitness-goals',
      title: 'Goals',
      description: '',
      isOptional: false,
      questions: [{ kind: 'text', id: 'motivation', label: 'Why?', isRequired: true }],
    };
    expect(validateStep(step, { motivation: '  ' })).toEqual({
      motivation: 'This field is required',
    });
    expect(validateStep(step, { motivation: 'Health' })).toEqual({});
  });

  it('leaves optional questions empty and lets an optional step pass with no answers but its required one', () => {
    expect(validateStep(stepById('accessibility'), {})).toEqual({});
    expect(validateStep(stepById('preferences'), {})).toEqual({
      'nutrition-focus': 'Please select an option',
    });
  });

  it('checks the target weight only while the primary goal is weight loss', () => {
    const answers = { 'primary-goal': 'strength', timeframe: '1-year', 'target-weight': 50 };
    expect(validateStep(stepById('fitness-goals'), answers)).toEqual({});
    expect(
      validateStep(stepById('fitness-goals'), { ...answers, 'primary-goal': 'weight-loss' }),
    ).toEqual({ 'target-weight': 'Target weight must be between 70 and 800 lb' });
  });

  it('checks mobility aids only when modifications are needed', () => {
    const answers = { 'needs-modifications': false, 'mobility-aids': ['custom:'] };
    expect(validateStep(stepById('accessibility'), answers)).toEqual({});
    expect(
      validateStep(stepById('accessibility'), { ...answers, 'needs-modifications': true }),
    ).toEqual({ 'mobility-aids': 'Please specify your answer' });
  });
});

describe('findAnswerError', () => {
  it.each([
    ['age', 12, 'Age must be between 13 and 120'],
    ['age', 13, null],
    ['age', 120, null],
    ['age', 121, 'Age must be between 13 and 120'],
    ['age', 30.5, 'Please enter a whole number'],
    ['height-feet', 2, 'Height (feet) must be between 3 and 8'],
    ['height-feet', 8, null],
    ['height-inches', 0, null],
    ['height-inches', 12, 'Height (inches) must be between 0 and 11'],
    ['weight', 69, 'Weight must be between 70 and 800 lb'],
    ['weight', 800, null],
    ['weight', 801, 'Weight must be between 70 and 800 lb'],
    ['workout-experience', 0, null],
    ['workout-experience', 50, null],
    ['workout-experience', 51, 'Workout experience must be between 0 and 50 years'],
  ])('checks %s = %j', (questionId, answer, message) => {
    expect(findAnswerError(questionById(questionId), answer)).toBe(message);
  });

  it.each([
    [['yoga', 'custom:Climbing'], null],
    [['custom:  '], 'Please specify your answer'],
    [[`custom:${'a'.repeat(201)}`], 'Your answer must be at most 200 characters'],
    [['juggling'], 'Please select one of the listed options'],
  ])('checks the workout types %j, custom entries included', (answer, message) => {
    expect(findAnswerError(questionById('preferred-workout-types'), answer)).toBe(message);
  });
});
