import { onboardingCompletionVersion, type OnboardingAnswer } from '@repwise/contracts';
import { onboardingSteps } from './step-definitions';
import { listVisibleQuestions, type AnswerMap } from './question-types';

/** Only the answers of questions currently shown: a hidden conditional answer is not sent. */
function keepVisibleAnswers(responses: AnswerMap): AnswerMap {
  const visible: AnswerMap = {};
  for (const step of onboardingSteps) {
    for (const question of listVisibleQuestions(step, responses)) {
      const answer = responses[question.id];
      if (answer !== undefined) visible[question.id] = answer;
    }
  }
  return visible;
}

const asList = (answer: OnboardingAnswer | undefined): string[] =>
  Array.isArray(answer) ? answer : [];
const orNull = (answer: OnboardingAnswer | undefined): OnboardingAnswer => answer ?? null;

/**
 * The POST /onboarding/complete payload (spec 02 §3) built from the assessment's answers; unanswered
 * questions are null or []. `completionTime` is whole minutes from `startedAt` to `now`.
 */
export function buildCompletionPayload(responses: AnswerMap, startedAt: string, now: Date) {
  const answers = keepVisibleAnswers(responses);
  const sensory = answers['sensory-considerations'];
  const hasSensoryAnswer = typeof sensory === 'string' && sensory !== '';
  const conditions = asList(answers['medical-conditions']);
  const equipment = asList(answers['available-equipment']);
  const startedMs = Date.parse(startedAt);
  const minutes = Number.isNaN(startedMs) ? null : Math.round((now.getTime() - startedMs) / 60_000);
  return {
    personalInfo: {
      age: orNull(answers.age),
      height: { feet: orNull(answers['height-feet']), inches: orNull(answers['height-inches']) },
      weight: orNull(answers.weight),
      biologicalSex: orNull(answers['biological-sex']),
      activityLevel: orNull(answers['activity-level']),
    },
    fitnessGoals: {
      primaryGoal: orNull(answers['primary-goal']),
      secondaryGoals: asList(answers['secondary-goals']),
      targetWeight: orNull(answers['target-weight']),
      timeframe: orNull(answers.timeframe),
      motivation: orNull(answers.motivation),
    },
    experience: {
      fitnessLevel: orNull(answers['fitness-level']),
      workoutExperience: orNull(answers['workout-experience']),
      previousInjuries: asList(answers['previous-injuries']),
      currentLimitations: [],
      preferredWorkoutTypes: asList(answers['preferred-workout-types']),
      exercisePreferences: {
        workoutDuration: orNull(answers['workout-duration']),
        workoutFrequency: orNull(answers['workout-frequency']),
        preferredTime: orNull(answers['preferred-time']),
        intensity: orNull(answers['intensity-preference']),
      },
    },
    equipment: {
      homeGym: equipment.length > 0 ? equipment.includes('full-home-gym') : null,
      availableEquipment: equipment,
      workoutLocation: orNull(answers['workout-location']),
      spaceConstraints: orNull(answers['space-constraints']),
    },
    health: {
      medicalConditions: conditions,
      medications: [],
      physicianApproval: orNull(answers['physician-approval']),
      pregnancyStatus: conditions.includes('pregnancy') ? true : null,
      sleepQuality: orNull(answers['sleep-quality']),
      stressLevel: orNull(answers['stress-level']),
      nutritionFocus: orNull(answers['nutrition-focus']),
    },
    accessibility: {
      needsModifications: orNull(answers['needs-modifications']),
      mobilityAids: asList(answers['mobility-aids']),
      visualImpairment: hasSensoryAnswer ? sensory === 'visual-impairment' : null,
      hearingImpairment: hasSensoryAnswer ? sensory === 'hearing-impairment' : null,
      cognitiveConsiderations: sensory === 'sensory-processing' ? ['sensory-processing'] : [],
      preferredCommunication: null,
    },
    preferences: {
      coachingStyle: orNull(answers['coaching-style']),
      feedbackFrequency: orNull(answers['feedback-frequency']),
      musicPreferences: [],
      languagePreference: 'en',
      culturalConsiderations: [],
      privacyLevel: orNull(answers['privacy-level']),
    },
    completedAt: now.toISOString(),
    version: onboardingCompletionVersion,
    completionTime: minutes === null ? null : Math.max(0, minutes),
  };
}

/** A completion payload as built from answers (not yet validated). */
export type CompletionPayloadDraft = ReturnType<typeof buildCompletionPayload>;
