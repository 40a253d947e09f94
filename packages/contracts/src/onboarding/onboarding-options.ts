/** The onboarding steps in order (spec 02 §3); ids are what `completedSteps` holds. */
export const onboardingStepIds = [
  'personal-info',
  'fitness-goals',
  'experience',
  'workout-preferences',
  'equipment',
  'health-medical',
  'accessibility',
  'preferences',
] as const;

/** An onboarding step id. */
export type OnboardingStepId = (typeof onboardingStepIds)[number];

/** Steps the user may skip: every question on them is optional on the server. */
export const optionalOnboardingStepIds = [
  'accessibility',
  'preferences',
] as const satisfies readonly OnboardingStepId[];

/** The option values of every choice question, keyed by question id (spec 02 §3). */
export const onboardingOptions = {
  'biological-sex': ['male', 'female', 'other', 'prefer-not-to-say'],
  'activity-level': [
    'sedentary',
    'lightly-active',
    'moderately-active',
    'very-active',
    'extremely-active',
  ],
  'primary-goal': [
    'weight-loss',
    'muscle-gain',
    'strength',
    'endurance',
    'flexibility',
    'general-fitness',
    'rehabilitation',
    'sport-specific',
  ],
  'secondary-goals': [
    'stress-reduction',
    'better-sleep',
    'energy-boost',
    'confidence',
    'social-fitness',
    'longevity',
    'pain-relief',
    'posture',
  ],
  timeframe: ['1-month', '3-months', '6-months', '1-year', 'no-timeframe'],
  'fitness-level': ['beginner', 'intermediate', 'advanced'],
  'previous-injuries': [
    'none',
    'back',
    'knee',
    'shoulder',
    'wrist',
    'ankle',
    'hip',
    'neck',
    'other',
  ],
  'preferred-workout-types': [
    'strength',
    'cardio',
    'yoga',
    'pilates',
    'sports',
    'dance',
    'martial-arts',
    'outdoor',
  ],
  'workout-duration': ['15-min', '30-min', '45-min', '60-min', '90-min+'],
  'workout-frequency': ['1-2-times', '3-4-times', '5-6-times', 'daily'],
  'preferred-time': ['morning', 'afternoon', 'evening', 'flexible'],
  'intensity-preference': ['low', 'moderate', 'high', 'varied'],
  'workout-location': ['home', 'gym', 'outdoor', 'mixed'],
  'available-equipment': [
    'none',
    'yoga-mat',
    'dumbbells',
    'resistance-bands',
    'kettlebells',
    'pull-up-bar',
    'barbell',
    'treadmill',
    'stationary-bike',
    'full-home-gym',
  ],
  'space-constraints': ['small', 'medium', 'large'],
  'medical-conditions': [
    'none',
    'diabetes',
    'hypertension',
    'heart-condition',
    'arthritis',
    'asthma',
    'pregnancy',
    'other',
  ],
  'sleep-quality': ['poor', 'fair', 'good', 'excellent'],
  'stress-level': ['low', 'moderate', 'high'],
  'mobility-aids': ['none', 'wheelchair', 'walker', 'cane', 'crutches', 'prosthetic'],
  'sensory-considerations': [
    'none',
    'visual-impairment',
    'hearing-impairment',
    'sensory-processing',
  ],
  'coaching-style': ['encouraging', 'direct', 'gentle', 'technical'],
  'feedback-frequency': ['minimal', 'moderate', 'frequent'],
  'privacy-level': ['private', 'friends', 'community'],
} as const;

/** A choice question's id. */
export type OnboardingChoiceQuestionId = keyof typeof onboardingOptions;

/** The listed option values of one choice question. */
export type OnboardingOption<Q extends OnboardingChoiceQuestionId> =
  (typeof onboardingOptions)[Q][number];

/** Prefix of an "Other (please specify)" answer: `custom:<the user's text>`. */
export const customAnswerPrefix = 'custom:';

/** Longest text after `custom:`, in characters after trimming. */
export const maxCustomAnswerLength = 200;

/** Numeric bounds of the onboarding questions, inclusive (weights in lb, experience in years). */
export const onboardingBounds = {
  ageYears: { min: 13, max: 120 },
  heightFeet: { min: 3, max: 8 },
  heightInches: { min: 0, max: 11 },
  weightLb: { min: 70, max: 800 },
  targetWeightLb: { min: 70, max: 800 },
  workoutExperienceYears: { min: 0, max: 50 },
} as const;

/** Validation texts of the onboarding questions: the spec's three, plus bounds and option checks. */
export const onboardingMessages = {
  selectOption: 'Please select an option',
  selectAtLeastOne: 'Please select at least one option',
  required: 'This field is required',
  invalidOption: 'Please select one of the listed options',
  customAnswerEmpty: 'Please specify your answer',
  customAnswerTooLong: `Your answer must be at most ${maxCustomAnswerLength} characters`,
  ageRange: 'Age must be between 13 and 120',
  heightFeetRange: 'Height (feet) must be between 3 and 8',
  heightInchesRange: 'Height (inches) must be between 0 and 11',
  weightRange: 'Weight must be between 70 and 800 lb',
  targetWeightRange: 'Target weight must be between 70 and 800 lb',
  workoutExperienceRange: 'Workout experience must be between 0 and 50 years',
  enterNumber: 'Please enter a number',
  wholeNumber: 'Please enter a whole number',
  textTooLong: 'This answer is too long',
  tooManyItems: 'Too many entries',
} as const;
