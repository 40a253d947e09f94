import { describe, expect, it } from 'vitest';
import { MS_PER_DAY, MS_PER_HOUR } from '../pose-constants';
import { analyzeDeadlift } from '../analysis/analyze-deadlift';
import { buildSidePose } from '../test-support/build-pose';
import { buildRiskProfile } from './build-risk-profile';
import {
  completeIntervention,
  dismissRiskFactor,
  observeRisk,
  type RiskObservation,
} from './reduce-risk-tracker';
import { recordMovement, type MovementInput } from './record-movement';
import { initialRiskTrackerState, type RiskTrackerState } from './risk-types';

const NOW = 1_800_000_000_000;
const observation: RiskObservation = {
  type: 'knee_valgus',
  severity: 'moderate',
  exercise: 'squat',
  evidence: 'rep 1',
};

function roundedBackAnalysis(headDropDeg: number) {
  const outcome = analyzeDeadlift(
    buildSidePose({ kneeAngleDeg: 160, torsoLeanDeg: 40, headDropDeg }),
  );
  if (!outcome.isValid) throw new Error(outcome.message);
  return outcome.analysis;
}

function movement(overrides: Partial<MovementInput>): MovementInput {
  return {
    exercise: 'deadlift',
    sessionId: 's1',
    formScore: 8,
    timestampMs: NOW,
    analysis: null,
    ...overrides,
  };
}

describe('observeRisk', () => {
  it('merges the same type and exercise within 24 hours, raising severity only', () => {
    let state = observeRisk(initialRiskTrackerState, observation, NOW);
    state = observeRisk(
      state,
      { ...observation, severity: 'low', evidence: 'rep 2' },
      NOW + MS_PER_DAY - 1,
    );
    expect(state.riskFactors).toHaveLength(1);
    expect(state.riskFactors[0]).toMatchObject({
      severity: 'moderate',
      evidence: ['rep 1', 'rep 2'],
      detectedAt: NOW,
    });
    state = observeRisk(state, { ...observation, severity: 'high' }, NOW + 1);
    expect(state.riskFactors[0]?.severity).toBe('high');
    expect(state.riskFactors[0]?.timeToAddress).toBe('Before the next session');
  });

  it('adds a new factor after 24 hours or for another exercise', () => {
    let state = observeRisk(initialRiskTrackerState, observation, NOW);
    state = observeRisk(state, observation, NOW + MS_PER_DAY);
    state = observeRisk(state, { ...observation, exercise: 'deadlift' }, NOW + MS_PER_DAY);
    expect(state.riskFactors).toHaveLength(3);
  });

  it('keeps the 100 newest factors', () => {
    let state = initialRiskTrackerState;
    for (let day = 0; day < 101; day += 1)
      state = observeRisk(state, observation, NOW + day * MS_PER_DAY);
    expect(state.riskFactors).toHaveLength(100);
    expect(state.riskFactors[0]?.detectedAt).toBe(NOW + MS_PER_DAY);
  });

  it('keeps the 5 newest evidence lines', () => {
    let state = initialRiskTrackerState;
    for (let i = 1; i <= 7; i += 1)
      state = observeRisk(state, { ...observation, evidence: `rep ${i}` }, NOW + i);
    expect(state.riskFactors[0]?.evidence).toEqual(['rep 3', 'rep 4', 'rep 5', 'rep 6', 'rep 7']);
  });

  it.each<['low' | 'moderate' | 'high' | 'critical', number]>([
    ['moderate', 0],
    ['high', 1],
    ['critical', 1],
  ])('a %s observation raises %i alerts and interventions', (severity, count) => {
    const state = observeRisk(initialRiskTrackerState, { ...observation, severity }, NOW);
    expect(state.alerts).toHaveLength(count);
    expect(state.interventions).toHaveLength(count);
  });

  it('raises one alert per issue and exercise per 24 hours and one open intervention per type', () => {
    const high = { ...observation, severity: 'high' as const };
    let state = observeRisk(initialRiskTrackerState, high, NOW);
    state = observeRisk(state, high, NOW + MS_PER_DAY - 1);
    expect(state.alerts).toHaveLength(1);
    state = observeRisk(state, high, NOW + MS_PER_DAY);
    expect(state.alerts).toHaveLength(1);
    expect(state.alerts[0]?.createdAt).toBe(NOW + MS_PER_DAY);
    expect(state.interventions).toHaveLength(1);
    const id = state.interventions[0]?.id ?? '';
    state = completeIntervention(state, id, NOW + 2 * MS_PER_DAY);
    state = observeRisk(state, high, NOW + 3 * MS_PER_DAY);
    expect(state.interventions.map((i) => i.completedAt)).toEqual([NOW + 2 * MS_PER_DAY, null]);
  });
});

describe('recordMovement', () => {
  it.each<[number, string | null]>([
    [5, null],
    [22, 'high'],
    [35, 'critical'],
  ])(
    'a deadlift with the head dropped %i° records back rounding as %s',
    (headDropDeg, severity) => {
      const state = recordMovement(
        initialRiskTrackerState,
        movement({ analysis: roundedBackAnalysis(headDropDeg) }),
      );
      expect(state.riskFactors.find((f) => f.type === 'back_rounding')?.severity ?? null).toBe(
        severity,
      );
    },
  );

  it("names the rep in a form issue's evidence when labelled, and keeps the label out of history", () => {
    const analysis = roundedBackAnalysis(35);
    const labelled = recordMovement(
      initialRiskTrackerState,
      movement({ analysis, label: 'Set 2, rep 3, 4/10' }),
    );
    const plain = recordMovement(initialRiskTrackerState, movement({ analysis }));
    const correction = plain.riskFactors[0]?.evidence[0] ?? '';
    expect(labelled.riskFactors[0]?.evidence).toEqual([`Set 2, rep 3, 4/10: ${correction}`]);
    expect(labelled.movementHistory[0]).not.toHaveProperty('label');
  });

  it('flags form falling 25% within a session', () => {
    let state: RiskTrackerState = initialRiskTrackerState;
    for (const [i, formScore] of [8, 8, 8, 6, 6, 6].entries()) {
      state = recordMovement(state, movement({ formScore, timestampMs: NOW + i * 10_000 }));
    }
    expect(state.riskFactors.map((f) => [f.type, f.severity])).toEqual([
      ['form_dropoff', 'moderate'],
    ]);
  });

  it.each<[number, string | null]>([
    [11, 'moderate'],
    [20, 'low'],
    [30, null],
  ])('a new session %i hours after the last flags recovery as %s', (hours, severity) => {
    let state = recordMovement(initialRiskTrackerState, movement({ sessionId: 'a' }));
    state = recordMovement(
      state,
      movement({ sessionId: 'b', timestampMs: NOW + hours * MS_PER_HOUR }),
    );
    expect(
      state.riskFactors.find((f) => f.type === 'insufficient_recovery')?.severity ?? null,
    ).toBe(severity);
  });

  it('flags a 50% weekly volume increase', () => {
    let state = initialRiskTrackerState;
    const lastWeek = NOW - 8 * MS_PER_DAY;
    for (let i = 0; i < 10; i += 1)
      state = recordMovement(state, movement({ sessionId: 'old', timestampMs: lastWeek + i }));
    for (let i = 0; i < 15; i += 1)
      state = recordMovement(state, movement({ sessionId: 'new', timestampMs: NOW + i }));
    expect(state.riskFactors.find((f) => f.type === 'volume_spike')?.severity).toBe('high');
  });

  it('keeps the 500 newest movements', () => {
    let state = initialRiskTrackerState;
    for (let i = 0; i < 501; i += 1)
      state = recordMovement(state, movement({ timestampMs: NOW + i * 1000 }));
    expect(state.movementHistory).toHaveLength(500);
    expect(state.movementHistory[0]?.timestampMs).toBe(NOW + 1000);
  });
});

describe('dismissing and the profile', () => {
  it('builds the profile from active factors and forgets dismissed ones', () => {
    let state = observeRisk(initialRiskTrackerState, { ...observation, severity: 'high' }, NOW);
    state = observeRisk(state, { ...observation, type: 'form_dropoff', severity: 'moderate' }, NOW);
    state = observeRisk(
      state,
      { ...observation, type: 'volume_spike', exercise: 'deadlift', severity: 'moderate' },
      NOW,
    );
    const profile = buildRiskProfile(state, 'user-1', NOW);
    expect(profile).toMatchObject({
      userId: 'user-1',
      overallRisk: 'high',
      riskScore: 55,
      exerciseRiskScores: { squat: 40, deadlift: 15 },
      lastAssessment: NOW,
      nextRecommendedAssessment: NOW + 3 * MS_PER_DAY,
    });
    expect(profile.primaryConcerns[0]).toBe('The knees cave inward.');
    expect(profile.interventions).toHaveLength(1);

    const id = state.riskFactors[0]?.id ?? '';
    const dismissed = dismissRiskFactor(state, id, NOW);
    expect(buildRiskProfile(dismissed, 'user-1', NOW)).toMatchObject({
      overallRisk: 'low',
      riskScore: 30,
    });
    expect(dismissRiskFactor(dismissed, id, NOW)).toBe(dismissed);
    // A dismissal holds for a day: the same observation merges into the dismissed factor.
    expect(observeRisk(dismissed, observation, NOW + 1).riskFactors).toHaveLength(3);
  });
});
