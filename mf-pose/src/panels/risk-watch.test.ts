import {
  initialRiskTrackerState,
  type DeadliftAnalysis,
  type RiskTrackerState,
} from '@repwise/domain/pose';
import { describe, expect, it } from 'vitest';
import { watchRepRisk, type RepForRisk } from './risk-watch';

const NOW = 1_800_000_000_000;

function deadliftAnalysis(backSeverity: DeadliftAnalysis['backRounding']['severity']) {
  const analysis: DeadliftAnalysis = {
    exercise: 'deadlift',
    overallScore: backSeverity === 'none' ? 9 : 4,
    label: backSeverity === 'none' ? 'Excellent' : 'Fair',
    feedback: [],
    confidence: 0.9,
    timestamp: 1000,
    backRounding: {
      spineAngle: backSeverity === 'none' ? 2 : 34,
      severity: backSeverity,
      isRounded: backSeverity !== 'none',
      correction: 'Keep your chest up and your back flat.',
    },
    barPath: {
      deviation: 0.01,
      category: 'optimal',
      trajectory: 'vertical',
      isOptimal: true,
      guidance: 'Bar path is straight.',
    },
    hipHinge: {
      hipAngle: 100,
      kneeAngle: 150,
      ratio: 2.6,
      quality: 'excellent',
      feedback: 'Great hinge.',
    },
  };
  return analysis;
}

function rep(overrides: Partial<RepForRisk> = {}): RepForRisk {
  return {
    exercise: 'deadlift',
    sessionId: 'workout-1',
    score: 9,
    analysis: deadliftAnalysis('none'),
    ...overrides,
  };
}

describe('watchRepRisk', () => {
  it('reports nothing for a clean rep but remembers it as a movement', () => {
    const { state, event } = watchRepRisk(initialRiskTrackerState, rep(), NOW);

    expect(event).toBeNull();
    expect(state.movementHistory).toHaveLength(1);
  });

  it('reports a severely rounded back as a critical factor with a danger alert', () => {
    const { event } = watchRepRisk(
      initialRiskTrackerState,
      rep({ score: 4, analysis: deadliftAnalysis('severe') }),
      NOW,
    );

    expect(event).toMatchObject({
      exercise: 'deadlift',
      riskFactors: [{ type: 'back_rounding', severity: 'critical' }],
      alert: { issue: 'back_rounding', severity: 'critical', exercise: 'deadlift' },
    });
  });

  it('does not report the same factor again when a later rep only adds evidence', () => {
    let state: RiskTrackerState = initialRiskTrackerState;
    const rounded = rep({ score: 4, analysis: deadliftAnalysis('severe') });
    state = watchRepRisk(state, rounded, NOW).state;

    const again = watchRepRisk(state, rounded, NOW + 5_000);

    expect(again.event).toBeNull();
    expect(again.state.riskFactors[0]?.evidence).toHaveLength(2);
  });

  it('reports a factor again when its severity rises', () => {
    const moderate = watchRepRisk(
      initialRiskTrackerState,
      rep({ score: 6, analysis: deadliftAnalysis('moderate') }),
      NOW,
    );
    expect(moderate.event?.riskFactors).toMatchObject([{ severity: 'high' }]);

    const severe = watchRepRisk(
      moderate.state,
      rep({ score: 4, analysis: deadliftAnalysis('severe') }),
      NOW + 5_000,
    );

    expect(severe.event?.riskFactors).toMatchObject([
      { type: 'back_rounding', severity: 'critical' },
    ]);
    // One alert per issue and exercise a day: the first one stands.
    expect(severe.event?.alert).toBeNull();
  });
});
