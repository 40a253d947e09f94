import type { GoalStatus, GoalType } from '@repwise/contracts/progress';

/** Display names of the goal types. */
export const goalTypeLabels: Readonly<Record<GoalType, string>> = {
  WEIGHT_LOSS: 'Weight Loss',
  MUSCLE_GAIN: 'Muscle Gain',
  STRENGTH: 'Strength',
  ENDURANCE: 'Endurance',
  FLEXIBILITY: 'Flexibility',
  REHABILITATION: 'Rehabilitation',
  MAINTENANCE: 'Maintenance',
};

/** Display names of the goal statuses. */
export const goalStatusLabels: Readonly<Record<GoalStatus, string>> = {
  ACTIVE: 'Active',
  completed: 'Completed',
  paused: 'Paused',
};

const numberFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
const dateFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});
const shortDateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });

/** A number with at most one decimal and an optional unit ("82.4 kg", "18 %"); null is an en dash. */
export function formatValue(value: number | null | undefined, unit?: 'kg' | '%'): string {
  if (value === null || value === undefined) return '–';
  const text = numberFormat.format(value);
  if (!unit) return text;
  return unit === '%' ? `${text}%` : `${text} ${unit}`;
}

/** A signed change ("+1.2 kg", "−0.5%", "0 kg"). */
export function formatChange(value: number, unit: 'kg' | '%'): string {
  const sign = value > 0 ? '+' : value < 0 ? '−' : '';
  return `${sign}${formatValue(Math.abs(value), unit)}`;
}

/** "Mar 5, 2026" */
export function formatDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}

/** "Mar 5" */
export function formatShortDate(date: Date): string {
  return shortDateFormat.format(date);
}

/**
 * The date axis's ticks, one per day: measurements taken on one day spread the axis over hours,
 * and every tick read the same "Nov 26".
 */
export function distinctDayTicks(ticks: readonly Date[]): Date[] {
  const kept: Date[] = [];
  let previous: string | null = null;
  for (const tick of ticks) {
    const label = formatShortDate(tick);
    if (label !== previous) kept.push(tick);
    previous = label;
  }
  return kept;
}

/** "1 measurement", "2 measurements" */
export function countOf(count: number, noun: string): string {
  return `${count} ${count === 1 ? noun : `${noun}s`}`;
}

/** "2.4 MB" / "512 KB" */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${numberFormat.format(bytes / (1024 * 1024))} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
