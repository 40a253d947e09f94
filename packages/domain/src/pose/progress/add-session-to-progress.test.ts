import { describe, expect, it } from 'vitest';
import { MS_PER_DAY } from '../pose-constants';
import { buildResult, buildSession } from '../test-support/build-results';
import { addSessionToProgress } from './add-session-to-progress';
import { computeProgressMetrics, summarizeProgress } from './compute-progress-metrics';
import { initialProgressState, type ExerciseResult, type ProgressState } from './progress-types';

const START = 1_800_000_000_000;

function run(results: ExerciseResult[][], from: ProgressState = initialProgressState) {
  let state = from;
  const updates = [];
  for (const [i, exercises] of results.entries()) {
    const update = addSessionToProgress(
      state,
      buildSession(`s${i + 1}`, START + i * MS_PER_DAY, exercises),
    );
    state = update.state;
    updates.push(update);
  }
  return { state, updates };
}

const squat = (average: number, overrides: Parameters<typeof buildResult>[2] = {}) => [
  buildResult('Squats', average, overrides),
];

describe('personal records', () => {
  it('sets the first record and beats it only with a higher value', () => {
    const { updates } = run([squat(7), squat(7), squat(7.6)]);
    expect(updates[0]?.newRecords.map((r) => [r.metric, r.value, r.previousRecord])).toEqual([
      ['form_score', 7, null],
      ['consistency', 0.9, null],
    ]);
    expect(updates[1]?.newRecords).toEqual([]);
    expect(updates[2]?.newRecords).toMatchObject([
      {
        metric: 'form_score',
        value: 7.6,
        previousRecord: 7,
        improvement: 0.6,
        sessionId: 's3',
        exercise: 'Squats',
      },
    ]);
  });
});

describe('milestones', () => {
  it.each<[string, number, number, boolean]>([
    ['form 8.5, consistency 0.85, 3 sessions', 8.5, 0.85, true],
    ['form 8.4', 8.4, 0.9, false],
    ['consistency 0.84', 9, 0.84, false],
  ])('awards technique mastery for %s: %s', (_, average, formConsistency, expected) => {
    const { state } = run([
      squat(average, { formConsistency }),
      squat(average, { formConsistency }),
      squat(average, { formConsistency }),
    ]);
    expect(state.milestones.some((m) => m.type === 'technique_mastery')).toBe(expected);
  });

  it('needs 3 sessions and awards mastery once', () => {
    const { updates, state } = run([squat(9), squat(9), squat(9), squat(9)]);
    expect(
      updates.map((u) => u.newMilestones.filter((m) => m.type === 'technique_mastery').length),
    ).toEqual([0, 0, 1, 0]);
    expect(state.milestones.find((m) => m.type === 'technique_mastery')).toMatchObject({
      title: 'Squats technique mastered',
      isPersonalBest: true,
      value: 9,
    });
  });

  it('awards a safety milestone every 5 issue-free sessions in a row', () => {
    const sessions = [squat(7, { issueCount: 1 }), ...Array.from({ length: 10 }, () => squat(7))];
    const { updates } = run(sessions);
    const safety = updates.map((u) =>
      u.newMilestones.filter((m) => m.type === 'safety').map((m) => m.value),
    );
    expect(safety.flat()).toEqual([5, 10]);
    expect(safety[5]).toEqual([5]);
  });

  it.each<[number[], boolean]>([
    [[6, 6.5, 7, 7.2, 7.5], true],
    [[6, 6.5, 7, 7.2, 7.4], false],
    [[6, 6.5, 7, 7.5], false],
  ])('awards form improvement for %j: %s (1.5 over 5 sessions)', (averages, expected) => {
    const { state } = run(averages.map((a) => squat(a, { formConsistency: 0.5 })));
    expect(state.milestones.some((m) => m.type === 'form_improvement')).toBe(expected);
  });

  it('does not award improvement again from an overlapping window', () => {
    const averages = [5, 5.5, 6, 6.5, 7, 7.5, 8];
    const { state } = run(averages.map((a) => squat(a, { formConsistency: 0.5 })));
    expect(
      state.milestones.filter((m) => m.type === 'form_improvement').map((m) => m.value),
    ).toEqual([7]);
  });
});

describe('limits', () => {
  it('keeps 50 results per exercise, 500 sessions and 100 milestones', () => {
    let state = initialProgressState;
    for (let i = 0; i < 501; i += 1) {
      state = addSessionToProgress(
        state,
        buildSession(`s${i}`, START + i * MS_PER_DAY, squat(7)),
      ).state;
    }
    expect(state.sessions).toHaveLength(500);
    expect(state.exerciseHistory.Squats).toHaveLength(50);
    expect(state.milestones).toHaveLength(100);
    expect(state.milestones[0]?.value).toBe(5);
  });
});

describe('computeProgressMetrics', () => {
  it('reads one exercise over a timeframe', () => {
    const { state } = run([
      squat(6),
      squat(6.5),
      squat(7, { issueCount: 1 }),
      squat(7.5),
      squat(8),
    ]);
    const now = START + 5 * MS_PER_DAY;
    expect(computeProgressMetrics(state, 'Squats', 'week', now)).toMatchObject({
      totalSessions: 5,
      totalReps: 50,
      averageFormScore: 7,
      formTrend: 'improving',
      consistencyTrend: 'stable',
      strengthTrend: 'stable',
      improvementRate: 0.5,
      plateauRisk: 'low',
      injuryRisk: 'low',
    });
    expect(computeProgressMetrics(state, 'Squats', 'week', now + 4 * MS_PER_DAY)).toMatchObject({
      totalSessions: 2,
      formTrend: 'insufficient_data',
      recommendations: ['Track a few more sessions to see your trends.'],
    });
  });

  it.each<[number, string]>([
    [0, 'low'],
    [1, 'moderate'],
    [2, 'high'],
  ])('%i safety issues per session read %s injury risk', (issueCount, expected) => {
    const { state } = run([squat(7, { issueCount }), squat(7, { issueCount })]);
    expect(computeProgressMetrics(state, 'Squats', 'month', START + MS_PER_DAY).injuryRisk).toBe(
      expected,
    );
  });
});

describe('summarizeProgress', () => {
  it('sums a period across exercises', () => {
    const deadlift = (a: number) => buildResult('Deadlifts', a);
    const { state } = run([
      [...squat(6), deadlift(9)],
      [...squat(6.2), deadlift(9)],
      [...squat(6.4), deadlift(9)],
    ]);
    const summary = summarizeProgress(state, 'week', START + 3 * MS_PER_DAY);
    expect(summary).toMatchObject({
      period: 'week',
      totalWorkouts: 3,
      totalExercises: 6,
      totalReps: 60,
      averageFormScore: 7.6,
      formImprovement: 0.2,
      consistencyScore: 0.9,
      areasForImprovement: ['Squats: form 6.2/10'],
      strengthAreas: ['Deadlifts: form 9/10'],
      nextGoals: ['Raise Squats form to 7.2/10', 'Keep Deadlifts form above 8.5 while adding load'],
    });
    expect(summary.topAchievements).toEqual(['Deadlifts technique mastered']);
  });

  it('leaves form improvement empty under 5 records', () => {
    const { state } = run([squat(6), squat(7)]);
    expect(summarizeProgress(state, 'week', START + MS_PER_DAY).formImprovement).toBeNull();
  });
});
