import type { ErrorDetail } from '@repwise/contracts';
import { onboardingSteps } from './step-definitions';
import type { FieldErrors } from './validate-step';

/** Payload field (dotted path) → the question that answers it. */
export const questionIdByField: Readonly<Record<string, string>> = {
  'personalInfo.age': 'age',
  'personalInfo.height.feet': 'height-feet',
  'personalInfo.height.inches': 'height-inches',
  'personalInfo.weight': 'weight',
  'personalInfo.biologicalSex': 'biological-sex',
  'personalInfo.activityLevel': 'activity-level',
  'fitnessGoals.primaryGoal': 'primary-goal',
  'fitnessGoals.secondaryGoals': 'secondary-goals',
  'fitnessGoals.targetWeight': 'target-weight',
  'fitnessGoals.timeframe': 'timeframe',
  'fitnessGoals.motivation': 'motivation',
  'experience.fitnessLevel': 'fitness-level',
  'experience.workoutExperience': 'workout-experience',
  'experience.previousInjuries': 'previous-injuries',
  'experience.preferredWorkoutTypes': 'preferred-workout-types',
  'experience.exercisePreferences.workoutDuration': 'workout-duration',
  'experience.exercisePreferences.workoutFrequency': 'workout-frequency',
  'experience.exercisePreferences.preferredTime': 'preferred-time',
  'experience.exercisePreferences.intensity': 'intensity-preference',
  'equipment.availableEquipment': 'available-equipment',
  'equipment.workoutLocation': 'workout-location',
  'equipment.spaceConstraints': 'space-constraints',
  'health.medicalConditions': 'medical-conditions',
  'health.physicianApproval': 'physician-approval',
  'health.sleepQuality': 'sleep-quality',
  'health.stressLevel': 'stress-level',
  'health.nutritionFocus': 'nutrition-focus',
  'accessibility.needsModifications': 'needs-modifications',
  'accessibility.mobilityAids': 'mobility-aids',
  'accessibility.visualImpairment': 'sensory-considerations',
  'accessibility.hearingImpairment': 'sensory-considerations',
  'accessibility.cognitiveConsiderations': 'sensory-considerations',
  'preferences.coachingStyle': 'coaching-style',
  'preferences.feedbackFrequency': 'feedback-frequency',
  'preferences.privacyLevel': 'privacy-level',
};

/** The question a payload field belongs to ('experience.preferredWorkoutTypes.1' → its question), or null. */
export function findQuestionIdForField(field: string): string | null {
  const parts = field.split('.');
  for (let length = parts.length; length > 0; length -= 1) {
    const questionId = questionIdByField[parts.slice(0, length).join('.')];
    if (questionId) return questionId;
  }
  return null;
}

/** Server or schema error details as question errors, plus the first step (0-based) holding one; -1 if none map. */
export function mapPayloadErrors(details: readonly ErrorDetail[]): {
  errors: FieldErrors;
  stepIndex: number;
} {
  const errors: FieldErrors = {};
  for (const { field, message } of details) {
    const questionId = findQuestionIdForField(field);
    if (questionId && !errors[questionId]) errors[questionId] = message;
  }
  const stepIndex = onboardingSteps.findIndex((step) =>
    step.questions.some((question) => errors[question.id] !== undefined),
  );
  return { errors, stepIndex };
}
