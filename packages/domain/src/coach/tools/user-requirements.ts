import {
  injuryAreas,
  mapOnboardingToRequirements,
  type InjuryArea,
  type PositionLimits,
  type TrainingRequirements,
} from '../../workouts';
import type { CoachUserContext } from '../coach-types';
import { extractEntities } from '../understand/extract-entities';

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
 * The body-position limits the user wrote in their onboarding limitations ("Cannot kneel",
 * "wheelchair user", "can't get down on the floor"): every session they ask for keeps them.
 */
export function positionLimitsOf(context: CoachUserContext): PositionLimits {
  const told = (context.profile?.limitations ?? []).join('. ');
  if (told.trim() === '') return {};
  const said = extractEntities(told);
  const limits: PositionLimits = {
    standingOnly: said.standingOnly || said.seated,
    seatedOnly: said.seatedOnly,
    noLyingOnBack: said.noLyingOnBack,
    noLyingFaceDown: said.noLyingFaceDown,
    noKneeling: said.noKneeling,
    noHanging: said.noHanging,
  };
  return Object.fromEntries(Object.entries(limits).filter(([, isSet]) => isSet));
}

/**
 * The plan engine's requirements of a user from their stored onboarding answers (goal, level,
 * injuries, conditions, equipment, schedule) through the engine's own mapping; a user who has not
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
  });
}
