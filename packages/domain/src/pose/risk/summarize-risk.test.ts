import { describe, expect, it } from 'vitest';
import { MS_PER_DAY } from '../pose-constants';
import { buildRiskProfile } from './build-risk-profile';
import { dismissRiskFactor, observeRisk } from './reduce-risk-tracker';
import { initialRiskTrackerState, type RiskFactor } from './risk-types';
import { buildRiskScoreHistory, countUnresolvedSafetyAlerts } from './summarize-risk';

const NOW = 1_800_000_000_000;

function observeHighValgus(atMs: number) {
  return observeRisk(
    initialRiskTrackerState,
    { type: 'knee_valgus', severity: 'high', exercise: 'squat', evidence: 'Set 1, rep 1' },
    atMs,
  );
}

describe('buildRiskScoreHistory', () => {
  it('answers one point a day for 30 days, oldest first, ending now', () => {
    const history = buildRiskScoreHistory(initialRiskTrackerState, NOW);
    expect(history).toHaveLength(30);
    expect(history[0]?.at).toBe(NOW - 29 * MS_PER_DAY);
    expect(history.at(-1)?.at).toBe(NOW);
    expect(history.every((point) => point.riskScore === 0 && point.overallRisk === 'low')).toBe(
      true,
    );
  });

  it('counts a factor from its detection on, decaying, and ends at the profile score', () => {
    const state = observeHighValgus(NOW - 10 * MS_PER_DAY);
    const history = buildRiskScoreHistory(state, NOW, 12);
    expect(history.map((point) => point.riskScore)).toEqual([
      0, 25, 24, 23, 23, 22, 21, 20, 19, 18, 18, 17,
    ]);
    expect(history.at(-1)?.riskScore).toBe(buildRiskProfile(state, 'u', NOW).riskScore);
    expect(history.at(-1)?.overallRisk).toBe('moderate');
  });

  it('stops counting a factor from its dismissal', () => {
    let state = observeHighValgus(NOW - 3 * MS_PER_DAY);
    const id = state.riskFactors[0]?.id ?? '';
    state = dismissRiskFactor(state, id, NOW - MS_PER_DAY - 1);
    expect(buildRiskScoreHistory(state, NOW, 4).map((point) => point.riskScore)).toEqual([
      25, 24, 0, 0,
    ]);
  });

  it('gives at least the point of now', () => {
    expect(buildRiskScoreHistory(initialRiskTrackerState, NOW, 0)).toEqual([
      { at: NOW, riskScore: 0, overallRisk: 'low' },
    ]);
  });
});

describe('countUnresolvedSafetyAlerts', () => {
  it.each<[RiskFactor['severity'][], number]>([
    [[], 0],
    [['low', 'moderate'], 0],
    [['high'], 1],
    [['critical', 'high', 'moderate'], 2],
  ])('counts high and critical factors of %j as %i', (severities, count) => {
    expect(countUnresolvedSafetyAlerts(severities.map((severity) => ({ severity })))).toBe(count);
  });
});
