import { describe, expect, it } from 'vitest';
import { mapOnboardingToRequirements, type PrefillAnswers } from './map-onboarding-to-requirements';

function buildAnswers(
  overrides: {
    goal?: string;
    level?: string;
    frequency?: string;
    duration?: string;
    equipment?: string[];
    injuries?: string[];
    limitations?: string[];
    conditions?: string[];
    pregnant?: boolean | null;
  } = {},
): PrefillAnswers {
  return {
    fitnessGoals: { primaryGoal: overrides.goal ?? 'muscle-gain' },
    experience: {
      fitnessLevel: overrides.level ?? 'intermediate',
      previousInjuries: overrides.injuries ?? [],
      currentLimitations: overrides.limitations ?? [],
      exercisePreferences: {
        workoutDuration: overrides.duration ?? '60-min',
        workoutFrequency: overrides.frequency ?? '3-4-times',
      },
    },
    equipment: { availableEquipment: overrides.equipment ?? ['none'] },
    health: {
      medicalConditions: overrides.conditions ?? ['none'],
      pregnancyStatus: overrides.pregnant ?? null,
    },
  };
}

describe('mapOnboardingToRequirements', () => {
  it.each([
    ['weight-loss', 'WEIGHT_LOSS'],
    ['muscle-gain', 'MUSCLE_GAIN'],
    ['strength', 'STRENGTH'],
    ['endurance', 'ENDURANCE'],
    ['flexibility', 'FLEXIBILITY'],
    ['rehabilitation', 'REHABILITATION'],
    ['general-fitness', 'MAINTENANCE'],
    ['sport-specific', 'MUSCLE_GAIN'],
    ['custom:Climb a mountain', 'MUSCLE_GAIN'],
  ])('maps goal %s to %s', (goal, expected) => {
    expect(mapOnboardingToRequirements(buildAnswers({ goal })).primaryGoal).toBe(expected);
  });

  it.each([
    ['beginner', 'BEGINNER', 'conservative'],
    ['intermediate', 'INTERMEDIATE', 'moderate'],
    ['advanced', 'ADVANCED', 'aggressive'],
  ])('maps level %s to %s with a %s progression', (level, expected, preference) => {
    const requirements = mapOnboardingToRequirements(buildAnswers({ level }));
    expect(requirements.fitnessLevel).toBe(expected);
    expect(requirements.progressionPreference).toBe(preference);
  });

  it.each([
    ['1-2-times', 2],
    ['3-4-times', 4],
    ['5-6-times', 6],
    ['daily', 7],
  ])('maps frequency %s to %i days', (frequency, days) => {
    expect(mapOnboardingToRequirements(buildAnswers({ frequency })).daysPerWeek).toBe(days);
  });

  it.each([
    ['15-min', 20],
    ['30-min', 30],
    ['45-min', 45],
    ['60-min', 60],
    ['90-min+', 90],
  ])('maps duration %s to %i minutes', (duration, minutes) => {
    expect(mapOnboardingToRequirements(buildAnswers({ duration })).sessionDuration).toBe(minutes);
  });

  it('drops equipment none and names the rest as the form does', () => {
    const requirements = mapOnboardingToRequirements(
      buildAnswers({ equipment: ['none', 'dumbbells', 'pull-up-bar', 'custom:Sandbag'] }),
    );
    expect(requirements.equipment).toEqual(['Dumbbells', 'Pull-up Bar', 'Sandbag']);
    expect(mapOnboardingToRequirements(buildAnswers({ equipment: ['none'] })).equipment).toEqual(
      [],
    );
  });

  it("joins injury history and limitations with '; ' and keeps the injury areas", () => {
    const requirements = mapOnboardingToRequirements(
      buildAnswers({
        injuries: ['none', 'knee', 'custom:Old ankle sprain'],
        limitations: ['No jumping'],
      }),
    );
    expect(requirements.limitations).toBe('knee; Old ankle sprain; No jumping');
    expect(requirements.injuries).toEqual(['knee']);
  });

  it('leaves limitations out when there are none', () => {
    expect(
      mapOnboardingToRequirements(buildAnswers({ injuries: ['none'] })).limitations,
    ).toBeUndefined();
  });

  it('keeps medical conditions and a pregnancy answer', () => {
    const requirements = mapOnboardingToRequirements(
      buildAnswers({ conditions: ['asthma', 'other'], pregnant: true }),
    );
    expect(requirements.conditions).toEqual(['asthma', 'pregnancy']);
  });

  it('keeps the mobility aids of the accessibility step, none when it was skipped', () => {
    const answers = buildAnswers();
    expect(mapOnboardingToRequirements(answers).mobilityAids).toEqual([]);
    expect(
      mapOnboardingToRequirements({
        ...answers,
        accessibility: { mobilityAids: ['none', 'wheelchair', 'custom:frame'] },
      }).mobilityAids,
    ).toEqual(['wheelchair']);
    expect(
      mapOnboardingToRequirements({ ...answers, accessibility: { mobilityAids: null } })
        .mobilityAids,
    ).toEqual([]);
  });

  it('uses the spec defaults for what onboarding does not ask', () => {
    expect(mapOnboardingToRequirements(buildAnswers())).toMatchObject({
      secondaryGoals: [],
      checkInFrequency: 'weekly',
      adaptiveIntelligence: true,
    });
  });
});
