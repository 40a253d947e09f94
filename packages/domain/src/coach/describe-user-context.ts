import { asSentence } from './language/sentence';
import type { CoachUserContext } from './coach-types';

const dayMs = 86_400_000;

function formatNumber(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(1);
}

/** "Squats 3×15, Plank Hold 3×30 s": today's exercises as one line (at most 6). */
export function describeExercises(context: CoachUserContext): string | null {
  const exercises = context.todayWorkout?.exercises ?? [];
  if (exercises.length === 0) return null;
  return exercises
    .slice(0, 6)
    .map((exercise) => {
      const dose = exercise.sets && exercise.reps ? ` ${exercise.sets}×${exercise.reps}` : '';
      return `${exercise.name}${dose}`;
    })
    .join(', ');
}

/** The active plan and today's workout in a sentence or two; null when neither is known. */
export function describePlan(context: CoachUserContext): string | null {
  const parts: string[] = [];
  if (context.plan) {
    const details = [
      context.plan.frequency,
      context.plan.sessionLength && `${context.plan.sessionLength} sessions`,
    ]
      .filter(Boolean)
      .join(', ');
    parts.push(`Your active plan is ${context.plan.name}${details ? ` (${details})` : ''}.`);
  }
  if (context.todayWorkout) {
    const exercises = describeExercises(context);
    parts.push(
      `Today's workout is ${context.todayWorkout.name}${exercises ? `: ${exercises}` : ''}.`,
    );
  }
  return parts.length ? parts.join(' ') : null;
}

/**
 * The sessions a week a frequency says: "3-4 times per week" → [3, 4], "4 times per week" or
 * '4-times' → [4, 4]; null without a number.
 */
export function readSessionsAWeek(frequency: string | null | undefined): [number, number] | null {
  const numbers = (frequency ?? '').match(/\d+/g)?.map(Number) ?? [];
  const low = numbers[0];
  if (low === undefined) return null;
  return [low, numbers[1] ?? low];
}

/** "4" or "3-4": a range of sessions a week as said. */
export function sayRange([low, high]: readonly [number, number]): string {
  return low === high ? `${low}` : `${low}-${high}`;
}

/** Sessions logged in the `days` days before `now`. */
export function countRecentSessions(context: CoachUserContext, now: Date, days: number): number {
  const since = now.getTime() - days * dayMs;
  return context.recentSessions.filter((session) => Date.parse(session.date) >= since).length;
}

/** Latest measurement and weight trend as a sentence; null when nothing is measured. */
export function describeMeasurements(context: CoachUserContext): string | null {
  const latest = context.latestMeasurement;
  if (!latest) return null;
  const values = [
    latest.weight !== null ? `weight ${formatNumber(latest.weight)} kg` : null,
    latest.bodyFat !== null ? `body fat ${formatNumber(latest.bodyFat)}%` : null,
    latest.muscleMass !== null ? `muscle mass ${formatNumber(latest.muscleMass)} kg` : null,
  ].filter(Boolean);
  if (values.length === 0) return null;
  const trend = context.weightTrend;
  const trendText =
    trend && trend.trend !== 'stable'
      ? ` Your weight is ${trend.trend} (${trend.change > 0 ? '+' : ''}${formatNumber(trend.change)} kg over the period).`
      : trend
        ? ' Your weight has been stable.'
        : '';
  return `Your latest measurement: ${values.join(', ')}.${trendText}`;
}

const dueDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

function formatDueDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dueDate.format(date);
}

/** Up to three progress goals with their percentage, e.g. "Strength: 60% done". */
export function describeGoals(context: CoachUserContext): string | null {
  if (context.progressGoals.length === 0) return null;
  const goals = context.progressGoals.slice(0, 3).map((goal) => {
    const label = goal.description ?? goal.goalType.toLowerCase().replace(/_/g, ' ');
    const due = goal.targetDate ? ` (due ${formatDueDate(goal.targetDate)})` : '';
    return `${label} ${Math.round(goal.progressPercentage)}% done${due}${weightToGo(goal, context)}`;
  });
  return `Your goals: ${goals.join('; ')}.`;
}

/** ", 7.4 kg to go" for a body-weight goal with a target in kg and a measured weight. */
function weightToGo(goal: CoachUserContext['progressGoals'][number], context: CoachUserContext) {
  const weight = context.latestMeasurement?.weight;
  const target = /\b(\d{2,3}(?:\.\d)?) ?kg\b/.exec(goal.description ?? '')?.[1];
  const isBodyWeight = /^WEIGHT_(LOSS|GAIN)$/.test(goal.goalType);
  if (!isBodyWeight || weight === null || weight === undefined || !target) return '';
  const left = Math.abs(weight - Number(target));
  return left < 0.05
    ? ', reached'
    : `, ${formatNumber(Math.round(left * 10) / 10)} kg to go from ${formatNumber(weight)} kg`;
}

/** The plan's calorie and macro targets in grams (protein and carbs 4 kcal/g, fat 9 kcal/g). */
export function describeNutritionTargets(context: CoachUserContext): string | null {
  const nutrition = context.nutrition;
  if (!nutrition) return null;
  const grams = (percent: number, kcalPerGram: number) =>
    Math.round((nutrition.calorieTarget * percent) / 100 / kcalPerGram);
  return (
    `Your plan's daily target is ${nutrition.calorieTarget} kcal: about ` +
    `${grams(nutrition.proteinPercent, 4)} g protein (${nutrition.proteinPercent}%), ` +
    `${grams(nutrition.carbsPercent, 4)} g carbs (${nutrition.carbsPercent}%) and ` +
    `${grams(nutrition.fatsPercent, 9)} g fat (${nutrition.fatsPercent}%), with ` +
    `${formatNumber(nutrition.dailyWaterLitres)} L of water.`
  );
}

/** The onboarding plan's safety considerations as one sentence; null when there are none. */
export function describeSafety(context: CoachUserContext): string | null {
  if (context.safetyConsiderations.length === 0) return null;
  return `From your assessment: ${context.safetyConsiderations.slice(0, 3).map(asSentence).join(' ')}`;
}

/** 'weight-loss' → 'weight loss', '3-4-times' → '3-4 times', '30-min' → '30 min'. */
const spoken = (value: string) => value.replace(/-(?=[a-z])/g, ' ');

/**
 * What the assessment says of the user: goal, level, age, injuries and conditions, equipment,
 * place and schedule; null without an assessment.
 */
export function describeProfile(context: CoachUserContext): string | null {
  const profile = context.profile;
  if (!profile) return null;
  const parts = [
    profile.primaryGoal ? `your main goal is ${spoken(profile.primaryGoal)}` : null,
    profile.secondaryGoals.length > 0
      ? `also ${profile.secondaryGoals.map(spoken).join(' and ')}`
      : null,
    profile.fitnessLevel ? `you are at ${spoken(profile.fitnessLevel)} level` : null,
    profile.age ? `you are ${profile.age}` : null,
    profile.injuries.length > 0
      ? `you told us about your ${profile.injuries.map(spoken).join(' and ')}`
      : null,
    profile.conditions.length > 0
      ? `you have ${profile.conditions.map(spoken).join(' and ')}`
      : null,
    profile.pregnant ? 'you are pregnant' : null,
    profile.equipment.length > 0
      ? `you train ${profile.location ? `at ${spoken(profile.location)} ` : ''}with ${profile.equipment.map(spoken).join(', ')}`
      : profile.location
        ? `you train at ${spoken(profile.location)}`
        : null,
    profile.frequency
      ? `${spoken(profile.frequency)} a week${profile.duration ? `, ${spoken(profile.duration)} sessions` : ''}`
      : null,
  ].filter((part): part is string => part !== null);
  if (parts.length === 0) return null;
  // Equipment 'none' is said as such.
  for (let i = 0; i < parts.length; i += 1)
    parts[i] = parts[i]?.replace(/ with none$/, ' with no equipment') ?? '';
  return `From your assessment: ${parts.join('; ')}.`;
}
