import { describe, expect, it } from 'vitest';
import { buildRequirements, buildTestCatalogue } from './engine-test-fixtures';
import { isExerciseSuitable, resolveTrainingRestrictions } from './resolve-training-restrictions';

describe('resolveTrainingRestrictions', () => {
  it.each([
    ['Bad knee from skiing', 'knee'],
    ['lower back pain', 'back'],
    ['rotator cuff tear', 'shoulder'],
    ['carpal tunnel', 'wrist'],
    ['Achilles tendon issue', 'ankle'],
    ['hip replacement', 'hip'],
    ['stiff neck', 'neck'],
  ])('reads %j as a %s injury', (limitations, area) => {
    expect(
      resolveTrainingRestrictions(buildRequirements({ limitations })).injuries.has(area as never),
    ).toBe(true);
  });

  it.each([
    ['type 2 diabetes', 'diabetes'],
    ['high blood pressure', 'hypertension'],
    ['heart arrhythmia', 'heart-condition'],
    ['rheumatoid arthritis', 'arthritis'],
    ['exercise-induced asthma', 'asthma'],
    ['I am pregnant', 'pregnancy'],
  ])('reads %j as %s', (limitations, condition) => {
    expect(
      resolveTrainingRestrictions(buildRequirements({ limitations })).conditions.has(
        condition as never,
      ),
    ).toBe(true);
  });

  it('adds bodyweight and a mat to the equipment', () => {
    const { equipment } = resolveTrainingRestrictions(buildRequirements({ equipment: [] }));
    expect([...equipment]).toEqual(['Bodyweight Only', 'Yoga Mat']);
  });

  it.each([
    ['BEGINNER', 'REHABILITATION', 'MODERATE'],
    ['BEGINNER', 'MUSCLE_GAIN', 'MODERATE'],
    ['INTERMEDIATE', 'MUSCLE_GAIN', 'HARD'],
    ['ADVANCED', 'STRENGTH', 'VERY_HARD'],
    ['ATHLETE', 'REHABILITATION', 'MODERATE'],
  ] as const)('a %s with goal %s gets exercises up to %s', (fitnessLevel, primaryGoal, max) => {
    expect(
      resolveTrainingRestrictions(buildRequirements({ fitnessLevel, primaryGoal })).maxDifficulty,
    ).toBe(max);
  });
});

describe('isExerciseSuitable', () => {
  const catalogue = buildTestCatalogue();

  it('refuses an exercise contraindicated for one of the user injuries or conditions', () => {
    const restrictions = resolveTrainingRestrictions(
      buildRequirements({ injuries: ['knee'], conditions: ['asthma'], fitnessLevel: 'ATHLETE' }),
    );
    const refused = catalogue.filter((exercise) => !isExerciseSuitable(exercise, restrictions));
    expect(refused.some((exercise) => exercise.contraindications.injuries.includes('knee'))).toBe(
      true,
    );
    for (const exercise of catalogue.filter((entry) => isExerciseSuitable(entry, restrictions))) {
      expect(exercise.contraindications.injuries).not.toContain('knee');
      expect(exercise.contraindications.conditions).not.toContain('asthma');
    }
  });

  it('refuses an exercise whose equipment is missing', () => {
    const restrictions = resolveTrainingRestrictions(
      buildRequirements({ equipment: [], fitnessLevel: 'ATHLETE' }),
    );
    const allowed = catalogue.filter((exercise) => isExerciseSuitable(exercise, restrictions));
    expect(
      allowed.every((exercise) =>
        exercise.equipment.every((item) => item === 'Bodyweight Only' || item === 'Yoga Mat'),
      ),
    ).toBe(true);
  });
});
