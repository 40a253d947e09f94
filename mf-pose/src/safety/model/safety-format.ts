// How the Safety area words and colours what the pose API answers.
import type { ProgressTimeframeDto } from '@repwise/contracts/pose';

type Level = 'low' | 'moderate' | 'medium' | 'high' | 'critical';

/** "Low", "Moderate", "High", "Critical" ("medium" reads "Moderate"). */
export function formatLevel(level: Level): string {
  if (level === 'medium') return 'Moderate';
  return level.charAt(0).toUpperCase() + level.slice(1);
}

/** The badge colour of a risk level or priority: low green, moderate amber, high and critical red. */
export function levelTone(level: Level): 'success' | 'warning' | 'danger' {
  if (level === 'low') return 'success';
  if (level === 'moderate' || level === 'medium') return 'warning';
  return 'danger';
}

const EXERCISE_NAMES: Readonly<Record<'squat' | 'deadlift', string>> = {
  squat: 'Squats',
  deadlift: 'Deadlifts',
};

/** An exercise as the history names it: squat → Squats. */
export function formatExercise(exercise: 'squat' | 'deadlift'): string {
  return EXERCISE_NAMES[exercise];
}

/** The timeframes of the form history, in order, with their labels (spec 03 §9). */
export const timeframeOptions: readonly { value: ProgressTimeframeDto; label: string }[] = [
  { value: 'week', label: '1 week' },
  { value: 'twoWeeks', label: '2 weeks' },
  { value: 'month', label: '1 month' },
  { value: 'threeMonths', label: '3 months' },
];

const dateFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});
const shortDateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });

/** "Mar 5, 2026" */
export function formatDate(epochMs: number): string {
  return dateFormat.format(new Date(epochMs));
}

/** "Mar 5" */
export function formatShortDate(epochMs: number): string {
  return shortDateFormat.format(new Date(epochMs));
}

/** A form score out of 10 with one decimal: "7.5/10". */
export function formatScore(score: number): string {
  return `${Math.round(score * 10) / 10}/10`;
}

/** A 0-1 share as a whole percentage: 0.85 → "85%". */
export function formatPercent(share: number): string {
  return `${Math.round(share * 100)}%`;
}

/** A trend in words: improving, declining, stable, or "not enough data yet". */
export function formatTrend(trend: 'improving' | 'declining' | 'stable' | 'insufficient_data') {
  return trend === 'insufficient_data' ? 'not enough data yet' : trend;
}

/** An enum value in words: "load_management" → "load management". */
export function formatWords(value: string): string {
  return value.replaceAll('_', ' ');
}
