import type { TrainingRequirements } from './workout-engine-types';
import {
  equipmentOptions,
  injuryAreas,
  medicalConditions,
  mobilityAids,
  type FitnessLevel,
  type InjuryArea,
  type MedicalCondition,
  type MobilityAid,
  type TrainingGoal,
} from './workout-vocabulary';

/** The onboarding answers the prefill reads (spec 02 §3), declared structurally. */
export interface PrefillAnswers {
  fitnessGoals: { primaryGoal: string };
  experience: {
    fitnessLevel: string;
    previousInjuries: readonly string[];
    currentLimitations: readonly string[];
    exercisePreferences: { workoutDuration: string; workoutFrequency: string };
  };
  equipment: { availableEquipment: readonly string[] };
  health: { medicalConditions: readonly string[]; pregnancyStatus?: boolean | null };
  /** The optional accessibility step (absent when skipped). */
  accessibility?: { mobilityAids?: readonly string[] | null } | null;
}

const goalByAnswer: Record<string, TrainingGoal> = {
  'weight-loss': 'WEIGHT_LOSS',
  'muscle-gain': 'MUSCLE_GAIN',
  strength: 'STRENGTH',
  endurance: 'ENDURANCE',
  flexibility: 'FLEXIBILITY',
  rehabilitation: 'REHABILITATION',
  // Not in the spec's list; a general-fitness user is best served by a balanced programme.
  'general-fitness': 'MAINTENANCE',
};

const levelByAnswer: Record<string, FitnessLevel> = {
  beginner: 'BEGINNER',
  intermediate: 'INTERMEDIATE',
  advanced: 'ADVANCED',
};

const daysByFrequency: Record<string, number> = {
  '1-2-times': 2,
  '3-4-times': 4,
  '5-6-times': 6,
  daily: 7,
};

const minutesByDuration: Record<string, number> = {
  '15-min': 20,
  '30-min': 30,
  '45-min': 45,
  '60-min': 60,
  '90-min+': 90,
};

/** Onboarding equipment values → the progressive form's equipment names; a full home gym has them all. */
const equipmentByAnswer: Record<string, readonly string[]> = {
  'yoga-mat': ['Yoga Mat'],
  dumbbells: ['Dumbbells'],
  'resistance-bands': ['Resistance Bands'],
  kettlebells: ['Kettlebells'],
  'pull-up-bar': ['Pull-up Bar'],
  barbell: ['Barbell'],
  treadmill: ['Treadmill'],
  'stationary-bike': ['Stationary Bike'],
  'full-home-gym': equipmentOptions.filter((name) => name !== 'Bodyweight Only'),
};

const customPrefix = 'custom:';

/** Requirements as the prefill builds them (plain arrays, ready to send or store). */
export type PrefilledRequirements = TrainingRequirements & {
  secondaryGoals: TrainingGoal[];
  equipment: string[];
  injuries: InjuryArea[];
  conditions: MedicalCondition[];
  mobilityAids: MobilityAid[];
};

/**
 * The progressive form's prefill from onboarding answers (spec 03 §5): goals and levels map to the
 * same-named values (others keep the default MUSCLE_GAIN / INTERMEDIATE, except general fitness →
 * MAINTENANCE); frequency 1-2 → 2, 3-4 → 4, 5-6 → 6, daily → 7 days; duration 15 → 20, 30, 45,
 * 60, 90+ → 90 minutes; equipment 'none' is dropped; injury history and limitations are joined
 * with '; '; beginner → conservative, advanced/athlete → aggressive, else moderate. Injury areas
 * and medical conditions are also kept as structured lists for the engine's safety filter, and
 * mobility aids (accessibility step) for the positions the engine allows.
 */
export function mapOnboardingToRequirements(answers: PrefillAnswers): PrefilledRequirements {
  const fitnessLevel = levelByAnswer[answers.experience.fitnessLevel] ?? 'INTERMEDIATE';
  const injuryHistory = answers.experience.previousInjuries
    .filter((injury) => injury !== 'none')
    .map(readCustomText);
  const limitations = [
    ...injuryHistory,
    ...answers.experience.currentLimitations.map(readCustomText),
  ]
    .filter((text) => text.length > 0)
    .join('; ');
  return {
    primaryGoal: goalByAnswer[answers.fitnessGoals.primaryGoal] ?? 'MUSCLE_GAIN',
    secondaryGoals: [],
    fitnessLevel,
    daysPerWeek: daysByFrequency[answers.experience.exercisePreferences.workoutFrequency] ?? 4,
    sessionDuration:
      minutesByDuration[answers.experience.exercisePreferences.workoutDuration] ?? 60,
    equipment: mapEquipment(answers.equipment.availableEquipment),
    ...(limitations ? { limitations } : {}),
    injuries: injuryAreas.filter((area) => answers.experience.previousInjuries.includes(area)),
    conditions: readConditions(answers.health),
    mobilityAids: mobilityAids.filter((aid) =>
      (answers.accessibility?.mobilityAids ?? []).includes(aid),
    ),
    progressionPreference: choosePreference(fitnessLevel),
    checkInFrequency: 'weekly',
    adaptiveIntelligence: true,
  };
}

function choosePreference(level: FitnessLevel): TrainingRequirements['progressionPreference'] {
  if (level === 'BEGINNER') return 'conservative';
  return level === 'ADVANCED' || level === 'ATHLETE' ? 'aggressive' : 'moderate';
}

function mapEquipment(values: readonly string[]): string[] {
  const names = values
    .filter((value) => value !== 'none')
    .flatMap((value) => equipmentByAnswer[value] ?? [readCustomText(value)])
    .filter((name) => name.length > 0);
  return [...new Set(names)];
}

function readConditions(health: PrefillAnswers['health']): MedicalCondition[] {
  return medicalConditions.filter(
    (condition) =>
      health.medicalConditions.includes(condition) ||
      (condition === 'pregnancy' && health.pregnancyStatus === true),
  );
}

function readCustomText(value: string): string {
  return value.startsWith(customPrefix) ? value.slice(customPrefix.length).trim() : value.trim();
}
