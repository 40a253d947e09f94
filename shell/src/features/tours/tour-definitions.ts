import type { TourTarget } from '@repwise/contracts';
import { validateTour, type TourDefinition, type TourStep } from '@repwise/domain';

/** A RepWise tour: every step points at a named tour target of the contract. */
export type AppTour = TourDefinition<TourTarget>;

/** Id of the onboarding tour that starts on its own after sign-in. */
export const mainTourId = 'main-onboarding';

const tourDefaults = {
  continuous: true,
  showProgress: true,
  showSkipButton: true,
  spotlightClicks: false,
} as const;

function step(
  target: TourTarget,
  title: string,
  content: string,
  placement: TourStep['placement'] = 'bottom',
  path?: string,
): TourStep<TourTarget> {
  return { target, title, content, placement, disableBeacon: true, ...(path ? { path } : {}) };
}

const mainOnboarding: AppTour = {
  ...tourDefaults,
  id: mainTourId,
  name: 'Welcome to RepWise',
  description: 'A one-minute walk through your dashboard, workouts, progress, safety and AI coach.',
  steps: [
    step(
      'dashboard',
      'Welcome to RepWise',
      'RepWise is your AI personal trainer: it plans your workouts, coaches your form and keeps you training safely. This short tour shows you where everything lives.',
      'center',
    ),
    step(
      'dashboard',
      'Your dashboard',
      "Start here each day. The dashboard shows today's workout, your streak and what your coach suggests next.",
      'right',
    ),
    step(
      'workouts',
      'Workouts',
      'Your weekly plan and daily sessions live here. Generate a workout that fits your time and equipment, or pick one from the library.',
      'right',
    ),
    step(
      'progress',
      'Track your progress',
      'Follow strength, consistency and form trends over time, and compare progress photos week by week.',
      'right',
    ),
    step(
      'safety',
      'Train safely',
      'Safety shows your injury risk, alerts from your tracked sets and recovery recommendations, so you can adjust before anything hurts.',
      'right',
    ),
    step(
      'ai-coach',
      'Ask your AI coach',
      'Ask about exercises, technique or your plan at any time. Your coach knows your goals and tailors every answer to them.',
      'right',
    ),
    step(
      'user-menu',
      'Your profile and settings',
      'Update your profile, goals and preferences here, and sign out when you are done.',
      'top',
    ),
    step(
      'user-menu',
      "You're all set!",
      'That is the tour. Replay it or take a feature tour any time from "Tours and help" in the top bar. Have a great workout!',
      'center',
    ),
  ],
};

const workoutTour: AppTour = {
  ...tourDefaults,
  id: 'workout-tour',
  name: 'Workouts',
  description: 'Generate a workout, browse the library and train with live form feedback.',
  steps: [
    step(
      'workout-generator',
      'Generate a workout',
      'Tell RepWise how much time you have and what equipment is around, and it builds a session around your goals.',
      'bottom',
      '/app/workout?view=generator',
    ),
    step(
      'workout-library',
      'Workout library',
      'Browse ready-made workouts by muscle group, difficulty and length, and save your favourites to reuse them.',
      'bottom',
      '/app/workout?view=library',
    ),
    step(
      'pose-tracking',
      'Live form tracking',
      'Allow camera access and RepWise counts your reps and gives form cues while you move.',
      'bottom',
      '/app/safety',
    ),
    step(
      'workout-stats',
      'Workout stats',
      'After each set you see reps, form score and rest time, so you know exactly how the session went.',
      'bottom',
      '/app/dashboard',
    ),
  ],
};

const progressTour: AppTour = {
  ...tourDefaults,
  id: 'progress-tour',
  name: 'Progress',
  description: 'Read your trends, form analytics and progress photos.',
  steps: [
    step(
      'progress-overview',
      'Progress overview',
      'Consistency, training volume and personal bests at a glance, for the week, the month or all time.',
      'bottom',
      '/app/progress',
    ),
    step(
      'form-analytics',
      'Form analytics',
      'See how your technique scores change for each exercise and which form cues come up most often.',
      'bottom',
      '/app/progress',
    ),
    step(
      'progress-photos',
      'Progress photos',
      'Add photos and compare them side by side: changes in the mirror often show before the scale moves.',
      'bottom',
      '/app/progress',
    ),
  ],
};

const safetyTour: AppTour = {
  ...tourDefaults,
  id: 'safety-tour',
  name: 'Safety',
  description: 'How RepWise assesses your risk, alerts you and plans your recovery.',
  steps: [
    step(
      'risk-assessment',
      'Risk assessment',
      'RepWise weighs the form issues and training load it sees in your tracked sets into a risk score, and shows how it moves over the last 30 days.',
      'bottom',
      '/app/safety',
    ),
    step(
      'safety-alerts',
      'Safety alerts',
      'When something looks off, such as a sudden jump in load or a form breakdown, you get an alert saying what to change. Dismiss it once you have dealt with it.',
      'bottom',
      '/app/safety',
    ),
    step(
      'recovery-recommendations',
      'Recovery recommendations',
      'Technique drills, mobility work and recovery scheduling suggested from your alerts; mark each one done when you have finished it.',
      'bottom',
      '/app/safety',
    ),
  ],
};

const aiCoachTour: AppTour = {
  ...tourDefaults,
  id: 'ai-coach-tour',
  name: 'AI Coach',
  description: 'Chat with your coach, use quick actions and get guidance during workouts.',
  steps: [
    step(
      'chat-interface',
      'Chat with your coach',
      'Ask anything in plain words, like "swap squats for something knee-friendly", and get answers that fit your plan.',
      'bottom',
      '/app/ai-coach',
    ),
    step(
      'quick-actions',
      'Quick actions',
      "One tap for common requests such as adjusting today's workout or explaining an exercise.",
      'bottom',
      '/app/ai-coach',
    ),
    step(
      'workout-guidance',
      'Workout guidance',
      'During a session your coach talks you through sets, rest periods and technique cues.',
      'bottom',
      '/app/ai-coach',
    ),
  ],
};

/** Every tour of spec 01 §2, main onboarding first. */
export const appTours: readonly AppTour[] = [
  mainOnboarding,
  workoutTour,
  progressTour,
  safetyTour,
  aiCoachTour,
];

appTours.forEach(validateTour);

/** A titled group of tours, as the help menu's dialog shows them. */
export interface TourGroup {
  id: 'getting-started' | 'feature-tours';
  title: string;
  tours: readonly AppTour[];
}

/** The "Application Tours" groups: the onboarding tour, then the feature tours. */
export const tourGroups: readonly TourGroup[] = [
  { id: 'getting-started', title: 'Getting Started', tours: [mainOnboarding] },
  {
    id: 'feature-tours',
    title: 'Feature Tours',
    tours: [workoutTour, progressTour, safetyTour, aiCoachTour],
  },
];
