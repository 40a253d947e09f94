import type { CoachAnswerInput } from './coach-answer';
import { countRecentSessions } from './describe-user-context';

const sessionMilestones = [1, 5, 10, 20, 30, 50, 75, 100];

/** The next sessions milestone above `count` (e.g. 7 → 10); beyond 100, the next multiple of 50. */
export function nextSessionMilestone(count: number): number {
  return (
    sessionMilestones.find((milestone) => milestone > count) ?? (Math.floor(count / 50) + 1) * 50
  );
}

/**
 * One motivating line in the chosen approach, from the user's data where it exists:
 * goal-oriented → the closest goal, progress-focused → recent sessions, achievement-based → milestones.
 */
export function describeMotivation({ context, motivation, now }: CoachAnswerInput): string {
  if (motivation === 'goal-oriented') {
    const goal = [...context.progressGoals].sort(
      (a, b) => b.progressPercentage - a.progressPercentage,
    )[0];
    if (goal) {
      const label = goal.description ?? goal.goalType.toLowerCase().replace(/_/g, ' ');
      return `Keep your eyes on your goal: ${label} is ${Math.round(goal.progressPercentage)}% done, and every session moves it closer.`;
    }
    return 'Keep your eyes on the goal: set one clear, measurable target with a date in Progress, and every session becomes a step toward it.';
  }
  if (motivation === 'progress-focused') {
    const sessions = countRecentSessions(context, now, 7);
    if (sessions > 0) {
      return `You have trained ${sessions} time${sessions === 1 ? '' : 's'} in the last 7 days; aim to match or beat that next week, because small steady gains add up.`;
    }
    return "Focus on beating last week's you: one more rep, a little more weight or one extra session is real progress.";
  }
  const total = context.sessionsLast30Days ?? context.recentSessions.length;
  const best = [...context.form.exercises].sort((a, b) => b.averageScore - a.averageScore)[0];
  const bestText = best
    ? ` Your best tracked form is ${best.averageScore}/10 on ${best.exercise.toLowerCase()}.`
    : '';
  return `Achievement unlocked so far: ${total} workout${total === 1 ? '' : 's'} in the last 30 days. Next milestone: ${nextSessionMilestone(total)}.${bestText}`;
}
