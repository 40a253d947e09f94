import {
  exerciseCategories,
  exerciseDifficulties,
  exercisePositions,
  fitnessLevels,
  injuryAreas,
  intensities,
  medicalConditions,
  trainingGoals,
} from '@repwise/domain/workouts';
import { z } from 'zod';

// The vocabulary lives in domain (the plan engine uses it); contracts re-export it with schemas.
export {
  checkInFrequencies,
  equipmentOptions,
  exerciseCategories,
  exerciseDifficulties,
  exercisePositions,
  fitnessLevels,
  injuryAreas,
  intensities,
  libraryDifficultyFilters,
  medicalConditions,
  muscleGroups,
  progressionPreferences,
  progressScoreWorkouts,
  selectableDaysPerWeek,
  selectableSessionMinutes,
  trainingGoals,
  weekDays,
  workoutPlanConstants,
  type CheckInFrequency,
  type EquipmentOption,
  type ExerciseCategory,
  type ExerciseDifficulty,
  type ExercisePosition,
  type FitnessLevel,
  type InjuryArea,
  type Intensity,
  type MedicalCondition,
  type MuscleGroup,
  type ProgressionPreference,
  type TrainingGoal,
  type WeekDay,
} from '@repwise/domain/workouts';

/** A fitness level value. */
export const fitnessLevelSchema = z.enum(fitnessLevels);
/** A training goal value. */
export const trainingGoalSchema = z.enum(trainingGoals);
/** An intensity value. */
export const intensitySchema = z.enum(intensities);
/** An exercise category value. */
export const exerciseCategorySchema = z.enum(exerciseCategories);
/** An exercise difficulty value. */
export const exerciseDifficultySchema = z.enum(exerciseDifficulties);
/** A body position value (standing, seated, floor-back…). */
export const exercisePositionSchema = z.enum(exercisePositions);
/** An injury area value. */
export const injuryAreaSchema = z.enum(injuryAreas);
/** A medical condition value. */
export const medicalConditionSchema = z.enum(medicalConditions);
