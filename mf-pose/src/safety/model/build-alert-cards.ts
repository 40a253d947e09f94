// The Safety alerts section's cards: one per active risk factor, with what its biomechanical alert
// (or, for a factor that raised none, the risk catalogue) says about the body part and the fixes.
import type { BiomechanicalAlertDto, RiskFactorDto } from '@repwise/contracts/pose';
import { RISK_FACTOR_TEXTS } from '@repwise/domain/pose';

/** A risk factor as the Safety alerts section shows it. */
export interface AlertCard {
  factor: RiskFactorDto;
  anatomicalArea: string;
  immediateActions: string[];
  longTermSolutions: string[];
  /** When the factor's alert was raised (last 24 h only); null when it raised none lately. */
  alertedAt: number | null;
}

const SEVERITY_ORDER = ['critical', 'high', 'moderate', 'low'] as const;

/**
 * Cards for the active factors, most severe first (then newest): each takes the newest alert of its
 * issue and exercise when there is one, else the catalogue's text for its type. Alerts of
 * dismissed factors are left out: dismissing resolves them.
 */
export function buildAlertCards(
  activeRiskFactors: readonly RiskFactorDto[],
  alerts: readonly BiomechanicalAlertDto[],
): AlertCard[] {
  return [...activeRiskFactors]
    .sort(
      (a, b) =>
        SEVERITY_ORDER.indexOf(a.severity) - SEVERITY_ORDER.indexOf(b.severity) ||
        b.detectedAt - a.detectedAt,
    )
    .map((factor) => {
      const alert = alerts
        .filter((candidate) => candidate.issue === factor.type)
        .filter((candidate) => candidate.exercise === factor.exercise)
        .sort((a, b) => b.createdAt - a.createdAt)[0];
      const text = alert ?? RISK_FACTOR_TEXTS[factor.type];
      return {
        factor,
        anatomicalArea: text.anatomicalArea,
        immediateActions: text.immediateActions,
        longTermSolutions: text.longTermSolutions,
        alertedAt: alert?.createdAt ?? null,
      };
    });
}

/** Days back the risk trend's summary compares against. */
const TREND_SUMMARY_DAYS = 7;

/**
 * The risk score's change in words for the trend chart's summary: the last point against the one
 * a week before it (or the first, for a shorter trend).
 */
export function describeRiskTrend(trend: readonly { at: number; riskScore: number }[]): string {
  const last = trend.at(-1);
  const before = trend.at(-1 - TREND_SUMMARY_DAYS) ?? trend[0];
  if (!last || !before || trend.every((point) => point.riskScore === 0))
    return 'No risk recorded in the last 30 days.';
  const isWeek = trend.length > TREND_SUMMARY_DAYS;
  if (last.riskScore === before.riskScore)
    return isWeek
      ? `Steady at ${last.riskScore} over the last week.`
      : `Steady at ${last.riskScore}.`;
  const direction = last.riskScore < before.riskScore ? 'Down' : 'Up';
  return `${direction} from ${before.riskScore} ${isWeek ? 'a week ago' : 'at first'} to ${last.riskScore} now.`;
}
