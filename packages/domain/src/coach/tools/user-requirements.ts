import {
  injuryAreas,
  mapOnboardingToRequirements,
  requirementsPositionLimits,
  type InjuryArea,
  type PositionLimits,
  type TrainingRequirements,
  type TrainingRestrictions,
} from '../../workouts';
import type { CoachUserContext } from '../coach-types';

// No injury or condition: the session composer adds what they imply (sessionPositionLimits).
const noRestrictions: TrainingRestrictions = {
  injuries: new Set(),
  conditions: new Set(),
  equipment: new Set(),
  maxDifficulty: 'VERY_HARD',
};

const conditionNames: Record<string, string> = {
  diabetes: 'diabetes',
  hypertension: 'high blood pressure',
  'heart-condition': 'heart condition',
  arthritis: 'arthritis',
  asthma: 'asthma',
  pregnancy: 'pregnancy',
};

/** The health conditions the user told us about (onboarding), in words ("high blood pressure"). */
export function conditionsOf(context: CoachUserContext): string[] {
  return (context.profile?.conditions ?? []).map((item) => conditionNames[item] ?? item);
}

/** The injury areas the user told us about (onboarding), as the catalogue names them. */
export function injuryAreasOf(context: CoachUserContext): InjuryArea[] {
  const told = [...(context.profile?.injuries ?? []), ...(context.profile?.limitations ?? [])]
    .join(' ')
    .toLowerCase();
  return injuryAreas.filter((area) => new RegExp(`\\b${area}`).test(told));
}

/**
 * The body-position limits the user's stored onboarding answers set, read as the plan engine reads
 * them (requirementsPositionLimits): the mobility aids (wheelchair: seated only; walker, crutches:
 * nothing on the floor) and the limitations they wrote ("Cannot kneel", "wheelchair user", "can't
 * get down on the floor"). Every session they ask for keeps them; the limits an injury or a
 * pregnancy implies are the session composer's to add, so only the set ones are returned.
 */
export function positionLimitsOf(context: CoachUserContext): PositionLimits {
  const limits = requirementsPositionLimits(requirementsOf(context), noRestrictions);
  return Object.fromEntries(Object.entries(limits).filter(([, isSet]) => isSet));
}

/**
 * The plan engine's requirements of a user from their stored onboarding answers (goal, level,
 * injuries, conditions, equipment, schedule, mobility aids) through the engine's own mapping; a user who has not
 * onboarded gets a beginner's full-body defaults with bodyweight only.
 */
export function requirementsOf(context: CoachUserContext): TrainingRequirements {
  const profile = context.profile;
  return mapOnboardingToRequirements({
    fitnessGoals: { primaryGoal: profile?.primaryGoal ?? 'general-fitness' },
    experience: {
      fitnessLevel: profile?.fitnessLevel ?? context.fitnessLevel ?? 'beginner',
      previousInjuries: profile?.injuries ?? [],
      currentLimitations: profile?.limitations ?? [],
      exercisePreferences: {
        workoutDuration: profile?.duration ?? '30-min',
        workoutFrequency: profile?.frequency ?? '3-4-times',
      },
    },
    equipment: { availableEquipment: profile?.equipment ?? [] },
    health: {
      medicalConditions: profile?.conditions ?? [],
      pregnancyStatus: profile?.pregnant ?? false,
    },
    accessibility: { mobilityAids: profile?.mobilityAids },
  });
}
