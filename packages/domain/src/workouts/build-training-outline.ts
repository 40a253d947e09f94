import { resolveTrainingRestrictions } from './resolve-training-restrictions';
import type {
  TrainingOutlinePlan,
  TrainingRequirements,
  WeeklyThemeOutline,
} from './workout-engine-types';
import {
  intensities,
  workoutPlanConstants,
  type FitnessLevel,
  type Intensity,
  type MedicalCondition,
  type ProgressionPreference,
  type TrainingGoal,
} from './workout-vocabulary';

/** Programme names' goal part. */
export const goalProgramLabels: Record<TrainingGoal, string> = {
  WEIGHT_LOSS: 'Fat Loss',
  MUSCLE_GAIN: 'Muscle Building',
  ENDURANCE: 'Endurance',
  STRENGTH: 'Strength',
  FLEXIBILITY: 'Mobility & Flexibility',
  REHABILITATION: 'Recovery & Rebuild',
  MAINTENANCE: 'Total Fitness',
};

const levelLabels: Record<FitnessLevel, string> = {
  BEGINNER: 'Beginner',
  INTERMEDIATE: 'Intermediate',
  ADVANCED: 'Advanced',
  ATHLETE: 'Athlete',
};

const metricsByGoal: Record<TrainingGoal, string[]> = {
  WEIGHT_LOSS: ['Body Weight', 'Consistency', 'Endurance', 'Form'],
  MUSCLE_GAIN: ['Strength', 'Training Volume', 'Body Measurements', 'Form'],
  ENDURANCE: ['Endurance', 'Workout Duration', 'Recovery', 'Form'],
  STRENGTH: ['Strength', 'Max Reps', 'Form', 'Consistency'],
  FLEXIBILITY: ['Flexibility', 'Range of Motion', 'Balance', 'Consistency'],
  REHABILITATION: ['Pain-free Range of Motion', 'Stability', 'Form', 'Consistency'],
  MAINTENANCE: [...workoutPlanConstants.defaultProgressMetrics, 'Consistency'],
};

const focusByGoal: Record<TrainingGoal, readonly [string, string, string, string]> = {
  WEIGHT_LOSS: [
    'Learn the key movements and build a steady habit with moderate circuits',
    'Longer work intervals and shorter rests to raise calorie burn',
    'Peak work capacity: denser circuits and extra conditioning',
    'Ease off, keep moving daily and lock in the habit',
  ],
  MUSCLE_GAIN: [
    'Master technique and find working weights in the 8-12 rep range',
    'Add sets where recovery allows to build training volume',
    'Push sets closer to failure for maximum muscle stimulus',
    'Reduce volume to recover and consolidate gains',
  ],
  ENDURANCE: [
    'Build an aerobic base at a conversational pace',
    'Extend work periods and add tempo efforts',
    'Hardest intervals and longest sessions of the block',
    'Shorter, easier sessions so fitness can catch up',
  ],
  STRENGTH: [
    'Groove the main lifts with crisp, submaximal sets',
    'Heavier sets of fewer reps on the main lifts',
    'Heaviest loads of the block with full recovery between sets',
    'Deload: lighter loads, perfect reps, fresh for the next block',
  ],
  FLEXIBILITY: [
    'Daily mobility routine and controlled breathing',
    'Longer holds and active end-range strength',
    'Deeper ranges with loaded stretching and balance work',
    'Consolidate new ranges with gentle flows',
  ],
  REHABILITATION: [
    'Pain-free movement, posture and gentle activation',
    'Rebuild stability with light, controlled resistance',
    'Progress load slightly while keeping every rep pain-free',
    'Consolidate and check in on how each area feels',
  ],
  MAINTENANCE: [
    'Balanced strength and cardio to establish the routine',
    'Build work capacity across strength, cardio and mobility',
    'Challenge each quality with your strongest week',
    'Recover, move well and keep the habit',
  ],
};

const themeNames = ['Foundation', 'Build', 'Overload', 'Consolidate & Recover'] as const;

/** Planned intensity of weeks 1–4 per level, before the preference shift. */
const intensityPlan: Record<FitnessLevel, readonly [Intensity, Intensity, Intensity, Intensity]> = {
  BEGINNER: ['LOW', 'MODERATE', 'MODERATE', 'LOW'],
  INTERMEDIATE: ['MODERATE', 'MODERATE', 'HIGH', 'MODERATE'],
  ADVANCED: ['MODERATE', 'HIGH', 'HIGH', 'MODERATE'],
  ATHLETE: ['HIGH', 'HIGH', 'MAXIMUM', 'MODERATE'],
};

/** Conditions under which sessions stay at MODERATE or below. */
export const intensityCappingConditions: readonly MedicalCondition[] = [
  'hypertension',
  'heart-condition',
  'pregnancy',
];

const strategies: Record<ProgressionPreference, { volume: string; intensity: string }> = {
  conservative: {
    volume:
      'Add one set to key exercises only after a week you complete in full with energy to spare, at most one step over the block; week 4 trims volume.',
    intensity:
      'Keep effort around RPE 5-6 and raise it by one step at most once, only when check-ins show the work feels easy.',
  },
  moderate: {
    volume:
      'Add a set when a week is completed (90%+) with difficulty 6 or less and energy 7+; drop one when completion falls below 70%, difficulty reaches 8 or energy is 4 or lower. Week 4 trims volume.',
    intensity:
      'Raise load or effort by about one RPE when completion is 85%+, difficulty 7 or less and energy 6+; back off when difficulty reaches 9 or energy is 3 or lower.',
  },
  aggressive: {
    volume:
      'Add a set every week your check-in allows, up to three steps over the block; drop one as soon as completion, difficulty or energy says so. Week 4 trims volume.',
    intensity:
      'Climb one RPE step every week the check-in allows, up to three, with the heaviest work in week 3; back off when difficulty reaches 9 or energy is 3 or lower.',
  },
};

/**
 * The 4-week outline for a user's requirements: programme name from level and goal, the goal's
 * progress metrics (at most 4), the preference's progression strategy and four themed weeks whose
 * intensity follows the level (conservative one step lower, aggressive one higher in weeks 2-3),
 * capped at MODERATE for hypertension, heart conditions and pregnancy and at LOW for rehabilitation.
 */
export function buildTrainingOutline(requirements: TrainingRequirements): TrainingOutlinePlan {
  const { primaryGoal, fitnessLevel, progressionPreference } = requirements;
  const cap = chooseIntensityCap(requirements);
  const strategy = strategies[progressionPreference];
  const checkInNote =
    requirements.checkInFrequency === 'biweekly'
      ? ' Check-ins every two weeks: the latest one steers the following weeks.'
      : '';
  const weeklyThemes: WeeklyThemeOutline[] = themeNames.map((theme, index) => ({
    week: index + 1,
    theme,
    focus: focusByGoal[primaryGoal][index] ?? theme,
    intensity: limitIntensity(
      shiftForPreference(
        intensityPlan[fitnessLevel][index] ?? 'MODERATE',
        index,
        progressionPreference,
      ),
      cap,
    ),
  }));
  return {
    programName: `4-Week ${levelLabels[fitnessLevel]} ${goalProgramLabels[primaryGoal]} Program`,
    difficulty: fitnessLevel,
    totalDuration: workoutPlanConstants.programWeeks,
    progressionStrategy: {
      volumeProgression: strategy.volume + checkInNote,
      intensityProgression: strategy.intensity,
    },
    progressMetrics: metricsByGoal[primaryGoal].slice(0, 4),
    weeklyThemes,
  };
}

/** The highest intensity a user's sessions may reach. */
export function chooseIntensityCap(requirements: TrainingRequirements): Intensity {
  if (requirements.primaryGoal === 'REHABILITATION') return 'LOW';
  const { conditions } = resolveTrainingRestrictions(requirements);
  return intensityCappingConditions.some((condition) => conditions.has(condition))
    ? 'MODERATE'
    : 'MAXIMUM';
}

/** Moves an intensity by `steps` (negative lowers), clamped to LOW … `cap`. */
export function shiftIntensity(intensity: Intensity, steps: number, cap: Intensity): Intensity {
  const index = Math.max(
    0,
    Math.min(intensities.indexOf(intensity) + steps, intensities.indexOf(cap)),
  );
  return intensities[index] ?? 'LOW';
}

function shiftForPreference(
  intensity: Intensity,
  weekIndex: number,
  preference: ProgressionPreference,
): Intensity {
  const isPeakWeek = weekIndex === 1 || weekIndex === 2;
  if (preference === 'conservative' && isPeakWeek) return shiftIntensity(intensity, -1, 'MAXIMUM');
  if (preference === 'aggressive' && isPeakWeek) return shiftIntensity(intensity, 1, 'MAXIMUM');
  return intensity;
}

function limitIntensity(intensity: Intensity, cap: Intensity): Intensity {
  return shiftIntensity(intensity, 0, cap);
}
