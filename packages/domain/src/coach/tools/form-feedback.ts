import type { CoachUserContext } from '../coach-types';
import { describeSafety } from '../describe-user-context';
import { asSentence } from '../language/sentence';
import type { CoachExercise } from '../understand/exercise-matcher';
import type { ToolAnswer } from './exercise-how-to';
import { injuryAreasOf } from './user-requirements';

/**
 * The user's tracked form from pose tracking: per-exercise averages and trends, the weakest
 * exercise's fix, open risk factors; how to get scored when nothing is tracked yet.
 */
export function answerFormFeedback(
  context: CoachUserContext,
  asked: CoachExercise | null,
): ToolAnswer {
  const { exercises, riskFactors, areasForImprovement } = context.form;
  const suggestions = [
    'How deep should I squat?',
    'How do I keep my back flat in deadlifts?',
    "What's today's workout?",
  ];
  if (exercises.length === 0) {
    const safety = describeSafety(context) ?? describeAssessedRisks(context);
    return {
      lines: [
        'You have no tracked form scores yet, so there is nothing to analyse.',
        'Open Daily Workout, switch AI on for squats or deadlifts and stand side-on so the camera sees your whole body: every rep is counted and scored from 1 to 10 with depth, knee and back feedback, and I will review the scores with you here.',
        ...(safety ? [safety] : []),
      ],
      suggestions,
    };
  }
  const wanted = asked
    ? exercises.filter((entry) => asked.name.toLowerCase().includes(entry.exercise.toLowerCase()))
    : [];
  const shown = wanted.length > 0 ? wanted : exercises;
  const lines = [
    `Your tracked form over the last month: ${shown
      .map(
        (entry) =>
          `${entry.exercise.toLowerCase()} ${entry.averageScore}/10 over ${entry.sessions} session${entry.sessions === 1 ? '' : 's'}${entry.reps ? ` and ${entry.reps} reps` : ''} (${entry.trend.replace('_', ' ')})`,
      )
      .join('; ')}.`,
  ];
  const totalReps = shown.reduce((sum, entry) => sum + (entry.reps ?? 0), 0);
  if (shown.length > 1 && totalReps > 0)
    lines.push(`The camera has counted ${totalReps} reps in all.`);
  // One exercise asked about, scored well and not slipping, with no open risk: ready for more.
  const only = wanted.length === 1 ? wanted[0] : undefined;
  const isReady =
    only !== undefined &&
    only.averageScore >= 7 &&
    only.trend !== 'declining' &&
    !riskFactors.some((risk) => risk.exercise.toLowerCase() === only.exercise.toLowerCase());
  if (only && isReady) {
    lines.push(
      `Your ${only.exercise.toLowerCase()} is ready for more: at ${only.averageScore}/10 and ${only.trend.replace('_', ' ')}, add the smallest step (2.5 kg on a bar, 1-2 kg a dumbbell) and hold it while your score stays at 7 or above; if it drops, stay at that weight until it comes back.`,
    );
  }
  const weakest = [...shown].sort((a, b) => a.averageScore - b.averageScore)[0];
  if (weakest && weakest.averageScore >= 8) {
    lines.push('That is excellent form: keep the same technique as the weight goes up.');
  } else if (weakest) {
    const fix = weakest.recommendations[0];
    const verdict =
      weakest.averageScore < 6
        ? `Your ${weakest.exercise.toLowerCase()} needs work before you add weight`
        : shown.length === 1
          ? `To keep improving your ${weakest.exercise.toLowerCase()}`
          : `Your ${weakest.exercise.toLowerCase()} has the most room to improve`;
    lines.push(
      `${verdict}${fix ? `: ${asSentence(fix.charAt(0).toLowerCase() + fix.slice(1))}` : '.'}`,
    );
  }
  const risks = riskFactors.filter(
    (risk) =>
      wanted.length === 0 ||
      wanted.some((entry) => entry.exercise.toLowerCase() === risk.exercise.toLowerCase()),
  );
  for (const risk of risks.slice(0, 2)) {
    const action = risk.recommendations[0];
    lines.push(
      `Open ${risk.severity} risk on your ${risk.exercise}: ${asSentence(risk.description)}${action ? ` ${asSentence(action)}` : ''}`,
    );
  }
  if (areasForImprovement.length > 0 && risks.length === 0) {
    lines.push(`Focus next: ${areasForImprovement.slice(0, 2).join('; ')}.`);
  }
  return { lines, suggestions };
}

const readableConditions: Readonly<Record<string, string>> = {
  hypertension: 'high blood pressure',
  'heart-condition': 'a heart condition',
  diabetes: 'diabetes',
  arthritis: 'arthritis',
  asthma: 'asthma',
  pregnancy: 'pregnancy',
};

/** The conditions and injuries the assessment lists, as risks the plan already allows for. */
function describeAssessedRisks(context: CoachUserContext): string | null {
  const named = [
    ...(context.profile?.conditions ?? []).map((item) => readableConditions[item] ?? item),
    ...injuryAreasOf(context).map((area) => `your ${area}`),
  ].filter((item) => item !== 'none');
  if (named.length === 0) return null;
  const list =
    named.length === 1 ? named[0] : `${named.slice(0, -1).join(', ')} and ${named.at(-1)}`;
  return `From your assessment: ${list}. Your plan is already adapted for ${named.length === 1 ? 'it' : 'them'}, and the Safety area shows a warning as soon as a tracked set raises one.`;
}
