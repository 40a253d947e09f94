import { describe, expect, it } from 'vitest';
import { buildQuizInsights } from './build-quiz-insights';
import { personalTrainingAssessment } from './personal-training-assessment';
import type { QuizAnswer } from './quiz-types';
import { buildQuizResponses } from './quiz-test-responses';

const insightsFor = (overrides: Record<string, QuizAnswer | undefined> = {}) =>
  buildQuizInsights(personalTrainingAssessment, buildQuizResponses(overrides));

describe('buildQuizInsights: risk profile', () => {
  it.each<[string, Record<string, QuizAnswer>, string, boolean, string[]]>([
    ['no risky answer', {}, 'low', false, []],
    ['a low-risk injury only', { 'past-injuries': ['ankle'] }, 'low', false, []],
    [
      'medication',
      { medication: true },
      'medium',
      false,
      ['Prescribed medication for a chronic condition'],
    ],
    ['pregnancy', { pregnancy: 'pregnant' }, 'medium', false, ['Pregnancy']],
    [
      'a managed joint problem',
      { 'bone-joint': 'managed' },
      'medium',
      false,
      ['A bone, joint or soft-tissue problem'],
    ],
    [
      'surgery 3-6 months ago',
      { 'recent-surgery': 'over-3-months' },
      'medium',
      false,
      ['Surgery or a hospital stay 3 to 6 months ago'],
    ],
    [
      'surgery within 3 months',
      { 'recent-surgery': 'under-3-months' },
      'high',
      true,
      ['Surgery or a hospital stay in the last 3 months'],
    ],
    ['chest pain', { 'chest-pain': true }, 'high', true, ['Chest pain at rest or during activity']],
    ['dizziness', { dizziness: true }, 'high', true, ['Dizziness or loss of consciousness']],
    [
      'a worsening joint problem',
      { 'bone-joint': 'worsens' },
      'high',
      true,
      ['A bone or joint problem that activity makes worse'],
    ],
    [
      'a heart condition and a knee injury (high first)',
      { 'past-injuries': ['knee'], 'heart-condition': true },
      'high',
      true,
      ['Heart condition or high blood pressure', 'Past knee injury'],
    ],
  ])('rates %s', (_name, overrides, level, clearanceRequired, primaryConcerns) => {
    expect(insightsFor(overrides).insights.riskProfile).toEqual({
      level,
      clearanceRequired,
      primaryConcerns,
    });
  });
});

describe('buildQuizInsights: fitness readiness', () => {
  it.each<[string, Record<string, QuizAnswer | undefined>, string]>([
    [
      'all lowest bands',
      { 'active-days': 1, 'training-experience': 'none', 'fitness-rating': 4, 'push-ups': 9 },
      'beginner',
    ],
    [
      'share 0.375 (3 of 8)',
      {
        'active-days': 2,
        'training-experience': '6-24-months',
        'fitness-rating': 5,
        'push-ups': 5,
      },
      'beginner',
    ],
    [
      'share 0.5',
      {
        'active-days': 2,
        'training-experience': '6-24-months',
        'fitness-rating': 5,
        'push-ups': 10,
      },
      'intermediate',
    ],
    [
      'share 0.625',
      {
        'active-days': 4,
        'training-experience': '6-24-months',
        'fitness-rating': 5,
        'push-ups': 10,
      },
      'intermediate',
    ],
    [
      'share 0.75',
      { 'active-days': 4, 'training-experience': '2-5-years', 'fitness-rating': 5, 'push-ups': 10 },
      'advanced',
    ],
    [
      'all top bands',
      {
        'active-days': 7,
        'training-experience': 'over-5-years',
        'fitness-rating': 8,
        'push-ups': 30,
      },
      'advanced',
    ],
    [
      'push-ups left out (3 factors, share 0.67)',
      {
        'active-days': 4,
        'training-experience': '2-5-years',
        'fitness-rating': 4,
        'push-ups': undefined,
      },
      'intermediate',
    ],
  ])('rates %s as %s', (_name, overrides, level) => {
    expect(insightsFor(overrides).insights.fitnessReadiness.level).toBe(level);
  });

  it('names the goal and the time commitment', () => {
    expect(insightsFor({ 'sessions-per-week': 1 }).insights.fitnessReadiness).toMatchObject({
      primaryGoal: 'Get stronger',
      timeCommitment: '1 session per week, 45-60 minutes',
    });
  });
});

describe('buildQuizInsights: personalised approach', () => {
  it.each<[string, Record<string, QuizAnswer>, string]>([
    ['low risk, moderate preference', {}, 'moderate'],
    ['low risk, intermediate preferring high', { 'intensity-preference': 'high' }, 'high'],
    ['low risk, mixed preference', { 'intensity-preference': 'mixed' }, 'mixed'],
    [
      'low risk beginner preferring high',
      {
        'intensity-preference': 'high',
        'active-days': 0,
        'training-experience': 'none',
        'fitness-rating': 2,
        'push-ups': 0,
      },
      'moderate',
    ],
    [
      'medium risk preferring high',
      { 'intensity-preference': 'high', medication: true },
      'moderate',
    ],
    ['medium risk preferring low', { 'intensity-preference': 'low', medication: true }, 'low'],
    ['high risk preferring high', { 'intensity-preference': 'high', 'chest-pain': true }, 'low'],
  ])('recommends for %s: %s', (_name, overrides, intensity) => {
    expect(insightsFor(overrides).insights.personalizedApproach.recommendedIntensity).toBe(
      intensity,
    );
  });

  it('takes focus areas from the goals and special needs from the risky answers', () => {
    const approach = insightsFor({
      'primary-goal': 'lose-weight',
      'secondary-goals': ['stress', 'sleep', 'posture'],
      'bone-joint': 'managed',
      'past-injuries': ['knee'],
    }).insights.personalizedApproach;
    expect(approach.focusAreas).toEqual([
      'Calorie-burning circuits',
      'Full-body strength',
      'Posture and core stability',
      'Recovery and stress management',
    ]);
    expect(approach.specialNeeds).toEqual([
      'Joint-friendly exercise choices and modifications',
      'Injury-aware warm-ups and exercise substitutions',
    ]);
  });
});

describe('buildQuizInsights: next steps', () => {
  it('puts medical clearance first at high risk', () => {
    expect(insightsFor({ 'heart-condition': true }).nextSteps[0]).toMatch(/^Get medical clearance/);
  });

  it('asks to check with a doctor at medium risk, and neither at low risk', () => {
    expect(insightsFor({ medication: true }).nextSteps[0]).toMatch(/^Check with your doctor/);
    expect(insightsFor().nextSteps).toEqual([
      'Use your first week as a baseline to set your working weights and paces.',
      'Train at moderate intensity: 3 sessions per week, 45-60 minutes.',
      'Check your squat and deadlift form with camera pose tracking.',
      'Retake this assessment in 12 weeks, or sooner if your health changes.',
    ]);
  });
});
