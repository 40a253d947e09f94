// Valid bodies of the longer calls, shared by the endpoint table and the users' seed data.

/** Answers to every required question of the seeded assessment (GET /quiz/questions). */
export const quizAnswers = [
  ['heart-condition', 'boolean', false],
  ['chest-pain', 'boolean', false],
  ['dizziness', 'boolean', false],
  ['chronic-condition', 'boolean', false],
  ['medication', 'boolean', false],
  ['bone-joint', 'single-choice', 'no'],
  ['pregnancy', 'single-choice', 'no'],
  ['recent-surgery', 'single-choice', 'no'],
  ['supervised-activity', 'boolean', false],
  ['active-days', 'number', 3],
  ['training-experience', 'single-choice', 'under-6-months'],
  ['fitness-rating', 'scale', 5],
  ['recent-activities', 'multiple-choice', ['walking']],
  ['past-injuries', 'multiple-choice', ['none']],
  ['primary-goal', 'single-choice', 'get-stronger'],
  ['motivation', 'scale', 7],
  ['sessions-per-week', 'number', 3],
  ['session-length', 'single-choice', '30-45'],
  ['training-environment', 'single-choice', 'home'],
  ['intensity-preference', 'single-choice', 'moderate'],
].map(([questionId, questionType, answer]) => ({ questionId, questionType, answer }));

/** Saved onboarding progress halfway through the wizard. */
export const onboardingProgress = {
  currentStep: 2,
  totalSteps: 8,
  completedSteps: ['personal-info', 'fitness-goals'],
  responses: { age: 34, primaryGoal: 'strength', injuries: ['none'] },
};

/** The progressive plan form, as the generator screen sends it. */
export const progressiveRequest = {
  requirements: {
    primaryGoal: 'STRENGTH',
    fitnessLevel: 'BEGINNER',
    daysPerWeek: 3,
    sessionDuration: 45,
    equipment: ['Dumbbells'],
  },
};

/** A coach message with the client's personality settings. */
export const chatMessage = {
  message: 'How should I warm up before squats?',
  communicationStyle: 'supportive',
  conversationHistory: ['User: Hi', 'AI: Hello! Ready to train?'],
  userProfile: { name: 'Sam', fitnessLevel: 'beginner', goals: ['strength'] },
};

/** A web vital as the shell reports it. */
export const webVital = {
  name: 'LCP',
  value: 1830,
  rating: 'good',
  id: 'v5-1700000000000-123',
  url: '/app/dashboard',
};

/** A custom metric as an area reports it. */
export const customMetric = {
  name: 'workout.completed',
  value: 1,
  context: { planWeek: 1, source: 'security-suite' },
  timestamp: 1_700_000_000_000,
  url: '/app/workout',
};

/**
 * A squat analysis whose knees cave in badly (a high-severity safety issue): a set of such reps
 * gives the user a risk factor, an alert and an open intervention.
 */
export const cavingSquatAnalysis = {
  exercise: 'squat',
  depth: {
    kneeAngle: 88,
    depthCategory: 'good',
    isProperDepth: true,
    recommendation: 'Good depth.',
  },
  kneeValgus: {
    ratio: 0.65,
    severity: 'severe',
    isValgusPresent: true,
    correction: 'Knees are caving in: push them out over your toes.',
  },
  forwardLean: { angle: 20, category: 'minimal', isExcessive: false, feedback: 'Chest up.' },
  overallScore: 5,
  label: 'Fair',
  feedback: ['Push your knees out.'],
  confidence: 0.92,
  timestamp: 1200,
};
