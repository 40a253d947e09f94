import type { CoachAnswer, CoachAnswerInput } from './coach-answer';
import { describePlan, describeSafety, summarizeFormScores } from './describe-user-context';
import { findExercise } from './find-exercise';
import { safetyGuidance } from './knowledge/coaching-topics';
import { selectCues, selectTopics } from './select-topics';

/** Pain, injury or medical: stop, see a professional, red flags, then what is safe meanwhile. */
export function answerInjury({ text, context }: CoachAnswerInput): CoachAnswer {
  const exercise = findExercise(text);
  const lines = [
    `Your safety comes first. ${safetyGuidance.stop}`,
    safetyGuidance.professional,
    safetyGuidance.emergency,
    safetyGuidance.meanwhile,
  ];
  const safety = describeSafety(context);
  if (safety) lines.push(safety);
  if (exercise) {
    lines.push(
      `Once a professional clears you, ${exercise.name.toLowerCase()} discomfort often comes from ${exercise.commonMistake}; a gentler option to return with is ${exercise.easier}.`,
    );
  }
  return {
    lines,
    suggestions: [
      'How do I warm up properly?',
      'Show my workout plan',
      'How much sleep do I need?',
    ],
  };
}

/** Technique of a named exercise (the cues asked about), or how to ask when none is named. */
export function answerTechnique({ text, context }: CoachAnswerInput): CoachAnswer {
  const exercise = findExercise(text);
  if (!exercise) {
    return {
      lines: [
        'Good technique starts the same for every lift: brace your core, keep a neutral spine, control the lowering phase and only add weight when every rep looks the same.',
        'Tell me which exercise you mean (for example squats, deadlifts, push-ups or planks) and I will give you its key cues.',
      ],
      suggestions: [
        'How deep should I squat?',
        'How do I keep my back flat in deadlifts?',
        'Analyze my form',
      ],
    };
  }
  const lines = [`${exercise.name} setup: ${exercise.setup}`];
  for (const cue of selectCues(exercise, text)) lines.push(cue.text);
  lines.push(`Most common mistake: ${exercise.commonMistake}.`);
  const scored = summarizeFormScores(context).find((entry) => entry.exercise === exercise.name);
  if (scored) {
    lines.push(
      `Your tracked ${exercise.name.toLowerCase()} form averages ${scored.average}/10 over ${scored.count} set${scored.count === 1 ? '' : 's'}.`,
    );
  }
  lines.push(
    context.fitnessLevel === 'advanced'
      ? `To make it harder: ${exercise.harder}.`
      : `If it feels too hard, start with an easier version: ${exercise.easier}.`,
  );
  const name = exercise.name.toLowerCase();
  return {
    lines,
    suggestions: [`Common ${name} mistakes`, 'Analyze my form', `Easier ${name} variation`],
  };
}

/** The user's tracked form scores, weakest exercise first, with the cue that helps it most. */
export function answerFormFeedback({ text, context }: CoachAnswerInput): CoachAnswer {
  const summary = summarizeFormScores(context);
  const suggestions = [
    'How deep should I squat?',
    'How do I keep my back flat in deadlifts?',
    "What's today's workout?",
  ];
  if (summary.length === 0) {
    const exercise = findExercise(text);
    return {
      lines: [
        'I do not have any tracked form scores for you yet.',
        'Open Daily Workout, switch AI on for Squats or Deadlifts and stand side-on so the camera sees your whole body; every rep is scored from 1 to 10 with depth, knee and back feedback, and I can review the scores with you here.',
        ...(exercise
          ? [
              `Meanwhile, the key ${exercise.name.toLowerCase()} cue: ${exercise.cues[0]?.text ?? exercise.setup}`,
            ]
          : []),
      ],
      suggestions,
    };
  }
  const overview = summary
    .map(
      (entry) =>
        `${entry.exercise} ${entry.average}/10 (${entry.count} set${entry.count === 1 ? '' : 's'})`,
    )
    .join(', ');
  const lines = [`Your tracked form scores: ${overview}.`];
  const weakest = summary[0];
  const weakestExercise = weakest ? findExercise(weakest.exercise) : null;
  if (weakest && weakest.average >= 8) {
    lines.push(
      'That is excellent form across the board; keep the same technique as the weight goes up.',
    );
  } else if (weakest && weakestExercise) {
    const verdict =
      weakest.average >= 6 ? 'has the most room to improve' : 'needs work before you add weight';
    lines.push(
      `Your ${weakestExercise.name.toLowerCase()} ${verdict}. Focus on this: ${weakestExercise.cues[0]?.text ?? weakestExercise.setup}`,
    );
  }
  return { lines, suggestions };
}

const planTemplates: Record<string, string> = {
  loss: 'A good start for fat loss: 3 full-body strength sessions plus 2 cardio sessions of 20-30 minutes a week.',
  gain: 'A good start for muscle gain: a 4-day upper/lower split with 3-4 sets of 8-12 reps per exercise.',
  strength:
    'A good start for strength: 3 days a week built around squat, deadlift, bench press and overhead press, 3-5 sets of 3-6 reps.',
  general:
    'A good start: 3 full-body sessions a week with a squat, a hinge, a push, a pull and a core exercise each time.',
};

function pickTemplate(goals: string[]): string {
  const joined = goals.join(' ').toLowerCase();
  if (/loss|lose|fat/.test(joined)) return planTemplates.loss ?? '';
  if (/muscle|gain|hypertrophy/.test(joined)) return planTemplates.gain ?? '';
  if (/strength/.test(joined)) return planTemplates.strength ?? '';
  return planTemplates.general ?? '';
}

/** The active plan and today's workout, or a starting template by goal, plus the asked-about principles. */
export function answerWorkoutPlan({ text, context }: CoachAnswerInput): CoachAnswer {
  const lines: string[] = [];
  const plan = describePlan(context);
  if (plan) lines.push(plan);
  else {
    lines.push(
      'You do not have an active plan yet: open Workout Plan to generate your progressive 4-week programme.',
    );
    lines.push(pickTemplate(context.goals));
  }
  for (const topic of selectTopics('workout-plan', text)) lines.push(topic.text);
  if (context.fitnessLevel === 'beginner') {
    lines.push(
      'As a beginner, learn each movement with light weight first; consistency beats intensity.',
    );
  }
  return {
    lines,
    suggestions: [
      "What's today's workout?",
      'How many sets and reps?',
      'How does progressive overload work?',
    ],
  };
}
