// Wording and tones of the adaptive plan panel: one place for labels, so the three tabs agree.
import type { ExerciseMetricsDto, PlanModificationDto } from '@repwise/contracts/pose';

/** Colour roles of the panel's pills. */
export type Tone = 'success' | 'warning' | 'danger' | 'muted';

export const PRIORITY_LABELS: Record<PlanModificationDto['priority'], string> = {
  critical: 'Critical',
  high: 'High',
  medium: 'Medium',
  low: 'Low',
};

export const PRIORITY_TONES: Record<PlanModificationDto['priority'], Tone> = {
  critical: 'danger',
  high: 'danger',
  medium: 'warning',
  low: 'muted',
};

export const MODIFICATION_TYPE_LABELS: Record<PlanModificationDto['type'], string> = {
  safety: 'Safety',
  regression: 'Regression',
  consistency: 'Consistency',
  mobility: 'Mobility',
  progression: 'Progression',
};

export const RISK_LEVEL_LABELS = { low: 'Low', medium: 'Medium', high: 'High' } as const;
export const RISK_LEVEL_TONES: Record<keyof typeof RISK_LEVEL_LABELS, Tone> = {
  low: 'success',
  medium: 'warning',
  high: 'danger',
};

export const TREND_LABELS: Record<ExerciseMetricsDto['improvementTrend'], string> = {
  improving: 'Improving',
  declining: 'Declining',
  stable: 'Stable',
  insufficient_data: 'Not enough data yet',
};

/** Form score tone: the spec's labels (8+ Excellent, 6+ Good) drawn green, amber, red. */
export function toneOfScore(score: number): Tone {
  return score >= 8 ? 'success' : score >= 6 ? 'warning' : 'danger';
}

/** Readiness 10-100 tone: ready at 70, caution from 40. */
export function toneOfReadiness(score: number): Tone {
  return score >= 70 ? 'success' : score >= 40 ? 'warning' : 'danger';
}

/** A date in the user's locale, e.g. "Mon, 28 Nov 2026". */
export function formatDate(epochMs: number): string {
  return new Date(epochMs).toLocaleDateString(undefined, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
}

/** A rest change in seconds: "+30 s", "−15 s" or "No change". */
export function formatRestAdjustment(seconds: number): string {
  if (seconds === 0) return 'No change';
  return seconds > 0 ? `+${seconds} s` : `−${Math.abs(seconds)} s`;
}

/** "12 → 8" when a value changes, else the value alone. */
export function formatChange(from: number, to: number, unit = ''): string {
  return from === to ? `${to}${unit}` : `${from}${unit} → ${to}${unit}`;
}

/** 0..1 as a whole percentage. */
export function formatPercent(ratio: number): string {
  return `${Math.round(ratio * 100)}%`;
}

/** The key that identifies a modification within a plan (the engine gives one per type per exercise). */
export function modificationKey(modification: PlanModificationDto): string {
  return `${modification.exerciseId}:${modification.type}`;
}
