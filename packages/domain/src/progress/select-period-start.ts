/** The analytics periods, in days (spec 02 §9). */
export const analyticsPeriodsDays = [30, 60, 90, 180] as const;

/** An analytics period in days. */
export type AnalyticsPeriodDays = (typeof analyticsPeriodsDays)[number];

/** The period analytics use when none is asked for. */
export const defaultAnalyticsPeriodDays: AnalyticsPeriodDays = 90;

/** The first instant of a period that ends at `now`: `days` × 24 h earlier. */
export function selectPeriodStart(now: Date, days: AnalyticsPeriodDays): Date {
  return new Date(now.getTime() - days * 86_400_000);
}
