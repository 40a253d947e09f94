import { describe, expect, it } from 'vitest';
import { buildAlert, buildRiskFactor } from '../../testing/safety-fixtures';
import { buildAlertCards, describeRiskTrend } from './build-alert-cards';

describe('buildAlertCards', () => {
  it('orders the factors most severe first, then newest', () => {
    const cards = buildAlertCards(
      [
        buildRiskFactor({ id: 'old-high', detectedAt: 1 }),
        buildRiskFactor({ id: 'moderate', severity: 'moderate', detectedAt: 9 }),
        buildRiskFactor({
          id: 'critical',
          severity: 'critical',
          type: 'back_rounding',
          detectedAt: 2,
        }),
        buildRiskFactor({ id: 'new-high', detectedAt: 5 }),
      ],
      [],
    );
    expect(cards.map((card) => card.factor.id)).toEqual([
      'critical',
      'new-high',
      'old-high',
      'moderate',
    ]);
  });

  it("takes the newest alert of the factor's issue and exercise, else the catalogue", () => {
    const [fromAlert, fromCatalogue] = buildAlertCards(
      [
        buildRiskFactor(),
        buildRiskFactor({
          id: 'dl',
          exercise: 'deadlift',
          type: 'back_rounding',
          severity: 'moderate',
        }),
      ],
      [
        buildAlert({ anatomicalArea: 'Old knees', createdAt: 1 }),
        buildAlert({ anatomicalArea: 'Knees', createdAt: 2 }),
        buildAlert({ exercise: 'deadlift', issue: 'knee_valgus', anatomicalArea: 'Not this' }),
      ],
    );
    expect(fromAlert).toMatchObject({ anatomicalArea: 'Knees', alertedAt: 2 });
    expect(fromCatalogue).toMatchObject({ anatomicalArea: 'Lumbar spine', alertedAt: null });
    expect(fromCatalogue?.immediateActions).toContain('Stop the set');
  });
});

describe('describeRiskTrend', () => {
  const trend = (scores: number[]) => scores.map((riskScore, at) => ({ at, riskScore }));

  it.each([
    [[0, 0, 0], 'No risk recorded in the last 30 days.'],
    [[0, 30, 25, 25, 25, 25, 25, 25, 20], 'Down from 30 a week ago to 20 now.'],
    [[30, 25], 'Down from 30 at first to 25 now.'],
    [[0, 25, 25], 'Up from 0 at first to 25 now.'],
    [[25, 25], 'Steady at 25.'],
    [[9, 25, 25, 25, 25, 25, 25, 25, 25], 'Steady at 25 over the last week.'],
  ])('reads %j as "%s"', (scores, words) => {
    expect(describeRiskTrend(trend(scores))).toBe(words);
  });
});
