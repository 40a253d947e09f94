import type { Severity } from '../pose-types';
import type { Intervention, RiskFactorType } from './risk-types';

/** What the tracker says about each kind of risk factor. */
export interface RiskFactorText {
  description: string;
  recommendations: string[];
  anatomicalArea: string;
  immediateActions: string[];
  longTermSolutions: string[];
  intervention: Pick<
    Intervention,
    'type' | 'title' | 'description' | 'duration' | 'expectedOutcome' | 'progressMarkers'
  >;
}

const techniqueBlock = (title: string, description: string, markers: string[]) => ({
  type: 'technique' as const,
  title,
  description,
  duration: '2 weeks',
  expectedOutcome: 'The issue no longer appears in form analyses.',
  progressMarkers: markers,
});

/** Texts per risk factor type. */
export const RISK_FACTOR_TEXTS: Readonly<Record<RiskFactorType, RiskFactorText>> = {
  back_rounding: {
    description: 'The back rounds under load.',
    recommendations: [
      'Reduce the load by 20-30%',
      'Brace before every rep',
      'Practise hip hinges with a dowel',
    ],
    anatomicalArea: 'Lumbar spine',
    immediateActions: ['Stop the set', 'Lower the weight before the next set'],
    longTermSolutions: [
      'Core bracing drills',
      'Hamstring mobility',
      'Romanian deadlifts with light weight',
    ],
    intervention: techniqueBlock(
      'Neutral spine re-patterning',
      'Light hinge work with a dowel along the spine, 3 sessions a week.',
      ['Spine angle under 10° in analyses', 'Three sessions without back rounding'],
    ),
  },
  knee_valgus: {
    description: 'The knees cave inward.',
    recommendations: [
      'Cue "knees out"',
      'Use a resistance band above the knees',
      'Strengthen the glutes',
    ],
    anatomicalArea: 'Knees',
    immediateActions: ['Reduce the load', 'Slow the descent'],
    longTermSolutions: ['Glute medius strengthening', 'Banded squats', 'Ankle mobility work'],
    intervention: techniqueBlock(
      'Knee tracking programme',
      'Banded squats and lateral band walks before every squat session.',
      ['Knee width at least 90% of ankle width', 'Three sessions without valgus'],
    ),
  },
  forward_lean: {
    description: 'The torso leans far forward.',
    recommendations: ['Keep the chest up', 'Work on ankle and hip mobility', 'Try goblet squats'],
    anatomicalArea: 'Lower back',
    immediateActions: ['Reduce the load', 'Keep the chest up'],
    longTermSolutions: [
      'Ankle dorsiflexion work',
      'Upper-back strengthening',
      'Front or goblet squats',
    ],
    intervention: {
      type: 'mobility',
      title: 'Upright squat mobility',
      description: 'Ankle and hip mobility plus goblet squats, 10 minutes before squatting.',
      duration: '3 weeks',
      expectedOutcome: 'Torso lean under 45° at the bottom.',
      progressMarkers: [
        'Lean under 45° in analyses',
        'Goblet squat to depth with an upright torso',
      ],
    },
  },
  depth: {
    description: 'Squats stop short of parallel.',
    recommendations: ['Squat to a box at parallel', 'Lighten the load until depth is consistent'],
    anatomicalArea: 'Hips and knees',
    immediateActions: ['Reduce the load'],
    longTermSolutions: ['Hip mobility work', 'Pause squats'],
    intervention: techniqueBlock('Depth practice', 'Box squats at parallel and pause squats.', [
      'Knee angle under 100° every rep',
    ]),
  },
  bar_path: {
    description: 'The bar drifts away from the body.',
    recommendations: ['Keep the bar close to the legs', 'Engage the lats'],
    anatomicalArea: 'Lower back',
    immediateActions: ['Pull the bar in close'],
    longTermSolutions: ['Lat engagement drills', 'Paused deadlifts'],
    intervention: techniqueBlock(
      'Bar path drills',
      'Paused deadlifts at the knee with a light bar.',
      ['Bar deviation under 0.05'],
    ),
  },
  hip_hinge: {
    description: 'The lift is squatted instead of hinged.',
    recommendations: ['Push the hips back', 'Practise Romanian deadlifts'],
    anatomicalArea: 'Hips and lower back',
    immediateActions: ['Reset the start position'],
    longTermSolutions: ['Hip hinge drills', 'Hamstring strengthening'],
    intervention: techniqueBlock(
      'Hip hinge practice',
      'Wall hip hinges and light Romanian deadlifts.',
      ['Hinge ratio of 2 or more'],
    ),
  },
  form_dropoff: {
    description: 'Form deteriorates during the session (fatigue).',
    recommendations: ['End the set when form drops', 'Lengthen the rest', 'Reduce the volume'],
    anatomicalArea: 'Whole body',
    immediateActions: ['Rest longer before the next set'],
    longTermSolutions: ['Build work capacity gradually', 'Fewer reps per set'],
    intervention: {
      type: 'load_management',
      title: 'Fatigue management',
      description: 'Fewer reps per set and longer rests until form holds to the last rep.',
      duration: '2 weeks',
      expectedOutcome: 'Form drop-off under 15% per session.',
      progressMarkers: ['Last reps within 15% of the first'],
    },
  },
  volume_spike: {
    description: 'Training volume rose sharply from last week.',
    recommendations: ['Raise weekly volume by at most 10-20%', 'Plan a lighter week'],
    anatomicalArea: 'Whole body',
    immediateActions: ['Keep this week at last week’s volume'],
    longTermSolutions: ['Progress volume gradually'],
    intervention: {
      type: 'load_management',
      title: 'Gradual volume build-up',
      description: 'Weekly volume raised by at most 10% until the body adapts.',
      duration: '3 weeks',
      expectedOutcome: 'Weekly volume increases under 20%.',
      progressMarkers: ['Three weeks with increases under 20%'],
    },
  },
  insufficient_recovery: {
    description: 'The exercise was trained again with little recovery.',
    recommendations: ['Leave at least 24 hours, ideally 48, between sessions', 'Sleep 7-9 hours'],
    anatomicalArea: 'Whole body',
    immediateActions: ['Take a rest day'],
    longTermSolutions: ['Schedule 48 hours between heavy sessions'],
    intervention: {
      type: 'recovery',
      title: 'Recovery scheduling',
      description: 'At least 48 hours between sessions of the same lift.',
      duration: '2 weeks',
      expectedOutcome: 'Sessions of a lift 24 hours or more apart.',
      progressMarkers: ['No sessions of a lift under 24 hours apart'],
    },
  },
};

/** How soon to act on a factor of each severity. */
export const TIME_TO_ADDRESS: Readonly<Record<Severity, string>> = {
  critical: 'Immediately',
  high: 'Before the next session',
  moderate: 'Within a week',
  low: 'Within a month',
};
