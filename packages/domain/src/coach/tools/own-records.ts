import {
  countWorkoutStreak,
  findWeekMonday,
  progressScoreWorkouts,
  scoreWeeklyProgress,
} from '../../workouts';
import type { CoachUserContext } from '../coach-types';
import { readSessionsAWeek, sayRange } from '../describe-user-context';
import { asSentence } from '../language/sentence';

const weekdays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const dayMs = 24 * 60 * 60 * 1000;

/** The UTC calendar date (YYYY-MM-DD) of an ISO date-time. */
function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** "Monday 16 March" of a YYYY-MM-DD date. */
function sayDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  const month = date.toLocaleString('en-GB', { month: 'long', timeZone: 'UTC' });
  return `${weekdays[date.getUTCDay()] ?? ''} ${date.getUTCDate()} ${month}`;
}

/**
 * This week's logged workouts (Monday to today, as the dashboard counts them) against the plan's
 * sessions a week, and the streak of days in a row, or the Dashboard's progress score when asked ("This week, since Monday 16 March, you have
 * logged 2 workouts: Monday and Wednesday"). Only the recent sessions the coach reads are counted,
 * so a week fuller than them says "at least".
 */
export function describeThisWeek(context: CoachUserContext, now: Date, text = ''): string[] {
  const today = isoDay(now);
  const monday = findWeekMonday(today);
  const days = context.recentSessions
    .map((session) => isoDay(new Date(session.date)))
    .sort((a, b) => a.localeCompare(b));
  const thisWeek = days.filter((day) => day >= monday && day <= today);
  const oldestRead = days[0];
  const mayBeMore =
    oldestRead !== undefined &&
    oldestRead >= monday &&
    (context.sessionsLast30Days ?? 0) > context.recentSessions.length;
  const count = thisWeek.length;
  // "What's my progress score?": the Dashboard's score is this week's workouts against three.
  if (/\bprogress score\b/.test(text))
    return [
      `Your progress score is ${scoreWeeklyProgress(count)}: the Dashboard scores this week's workouts against ${progressScoreWorkouts}, and you have logged ${count} since ${sayDay(monday)}, so ${count >= progressScoreWorkouts ? 'you are at the top of it' : `${progressScoreWorkouts - count} more this week make${progressScoreWorkouts - count === 1 ? 's' : ''} it 100`}.`,
    ];
  const plan = readSessionsAWeek(context.plan?.frequency);
  const asked = plan ? ` Your plan asks for ${sayRange(plan)} a week.` : '';
  const week =
    count === 0
      ? `You have not logged a workout this week yet (since ${sayDay(monday)}).${asked}`
      : `This week, since ${sayDay(monday)}, you have logged ${mayBeMore ? 'at least ' : ''}${count} workout${count === 1 ? '' : 's'}: ${[
          ...new Set(thisWeek.map((day) => weekdays[new Date(`${day}T00:00:00Z`).getUTCDay()])),
        ].join(' and ')}.${asked}`;
  const streak = countWorkoutStreak(new Set(days), today);
  const last = days.at(-1);
  const ago = last
    ? Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${last}T00:00:00Z`)) / dayMs)
    : null;
  const streakLine =
    streak > 0
      ? `Your current streak is ${streak} day${streak === 1 ? '' : 's'} in a row with a workout; the 7 Day Streak achievement comes at seven.`
      : last && ago !== null
        ? `Your streak of days in a row is at 0 right now: your last workout was ${sayDay(last)}, ${ago} days ago, so today's workout starts a new one.`
        : 'Your streak starts with your first logged workout: tick off a daily workout or finish an active workout.';
  // "Whats my streak looking like": the streak first.
  return /\b(streak|in a row)\b/.test(text) ? [streakLine, week] : [week, streakLine];
}

/**
 * The one thing the records say to work on first: an open high or critical form risk, then the
 * tracker's weakest area or a declining lift, then training as often as the plan asks; null with
 * nothing tracked or logged.
 */
export function describePriority(
  context: CoachUserContext,
  sessionsPerWeek: number | null,
): string | null {
  const risk = context.form.riskFactors.find(
    (factor) => factor.severity === 'critical' || factor.severity === 'high',
  );
  if (risk) {
    const fix = risk.recommendations[0] ? ` ${asSentence(risk.recommendations[0])}` : '';
    return `The one thing to fix is your ${risk.exercise.toLowerCase()}: ${risk.description.replace(/^./, (c) => c.toLowerCase()).replace(/\.$/, '')}, a ${risk.severity}-severity alert.${fix}`;
  }
  const weakest = [...context.form.exercises]
    .filter((entry) => entry.trend === 'declining' || entry.averageScore < 7)
    .sort((a, b) => a.averageScore - b.averageScore)[0];
  if (weakest) {
    const tip = weakest.recommendations[0]
      ? `: ${weakest.recommendations[0].toLowerCase().replace(/\.$/, '')}`
      : '';
    return `The one thing to fix is your ${weakest.exercise.toLowerCase()} form, ${weakest.averageScore}/10 and ${weakest.trend.replace('_', ' ')}${tip}.`;
  }
  const area = context.form.areasForImprovement[0];
  if (area) return `The one thing to work on, from your tracked form: ${area.toLowerCase()}.`;
  const low = readSessionsAWeek(context.plan?.frequency)?.[0];
  if (sessionsPerWeek !== null && low !== undefined && sessionsPerWeek < low - 0.5) {
    return `The one thing to fix is consistency: you averaged ${sessionsPerWeek} sessions a week against the plan's ${low} or more, and showing up for every planned session will move you more than any tweak.`;
  }
  return null;
}

/**
 * What the records say to "am I getting anywhere?": the signs of progress they hold (weight moving
 * towards the goal, goals under way, regular training, improving form); null when they hold none.
 */
export function describeProgressSigns(
  context: CoachUserContext,
  sessions: number,
  askedOpenly = false,
): string | null {
  const signs: string[] = [];
  const trend = context.weightTrend;
  const wantsLoss = context.progressGoals.some((goal) => goal.goalType === 'WEIGHT_LOSS');
  const wantsGain = context.progressGoals.some((goal) =>
    /^(WEIGHT_GAIN|MUSCLE_GAIN)$/.test(goal.goalType),
  );
  if (trend && trend.trend === 'decreasing' && wantsLoss)
    signs.push(`your weight is down ${Math.abs(trend.change)} kg`);
  if (trend && trend.trend === 'increasing' && wantsGain && !wantsLoss)
    signs.push(`your weight is up ${Math.abs(trend.change)} kg`);
  for (const goal of context.progressGoals.slice(0, 2)) {
    if (goal.progressPercentage > 0)
      signs.push(
        `your goal${goal.description ? ` (${goal.description.replace(/^./, (c) => c.toLowerCase())})` : ''} is ${Math.round(goal.progressPercentage)}% done`,
      );
  }
  if (sessions > 0)
    signs.push(
      `you have logged ${sessions} workout${sessions === 1 ? '' : 's'} in the last 30 days`,
    );
  const improving = context.form.exercises.filter((entry) => entry.trend === 'improving');
  if (improving.length > 0)
    signs.push(
      `your ${improving.map((entry) => entry.exercise.toLowerCase()).join(' and ')} form is improving`,
    );
  if (signs.length === 0) return null;
  const list =
    signs.length === 1 ? signs[0] : `${signs.slice(0, -1).join(', ')} and ${signs.at(-1)}`;
  // "How am I doing?" asks no yes-or-no question.
  const opening = askedOpenly
    ? 'Good progress so far, and your records show it'
    : 'Yes, you are getting somewhere, and your records show it';
  return `${opening}: ${list}. Changes you feel lag behind the numbers, so judge it over 3-4 weeks.`;
}

/** Sessions a week from the last 30 days' count, to one decimal. */
export function sessionsPerWeek(sessions: number): number {
  return Math.round((sessions / (30 / 7)) * 10) / 10;
}

/**
 * The plan's sessions a week against the last 30 days' average ("Your plan asks for 4 a week; you
 * averaged 3.5"); null without a plan frequency.
 */
export function comparePlanFrequency(context: CoachUserContext, sessions: number): string | null {
  const range = readSessionsAWeek(context.plan?.frequency);
  if (!range) return null;
  const [low, high] = range;
  const perWeek = sessionsPerWeek(sessions);
  const asked = sayRange(range);
  const verdict =
    perWeek < low - 0.5
      ? 'a little under it: one more session a week closes the gap'
      : perWeek < low
        ? 'close to it: one extra session every other week puts you on track'
        : perWeek > high + 0.5
          ? 'above it: make sure your rest days stay rest days'
          : 'on track';
  return `Your plan asks for ${asked} sessions a week; you averaged ${perWeek} a week, ${verdict}.`;
}

/** How consistent a month of logged workouts is ("how consistent have i been?"). */
export function consistencyOf(sessions: number): string {
  const perWeek = sessionsPerWeek(sessions);
  if (perWeek >= 3) return `about ${perWeek} a week: consistent training, well done`;
  if (perWeek >= 2) return `about ${perWeek} a week: a solid base to build on`;
  return `about ${perWeek} a week: two or three sessions a week is where results come`;
}
