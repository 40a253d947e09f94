import { describe, expect, it } from 'vitest';
import { analyzeSquat } from '../analysis/analyze-squat';
import { analyzeDeadlift } from '../analysis/analyze-deadlift';
import type { FormAnalysis } from '../analysis/analysis-types';
import { buildSidePose } from '../test-support/build-pose';
import { initialCoachState, type CoachState, type CoachUserProfile } from './coach-types';
import { reduceCoach, selectVisibleCoachMessages, type CoachInput } from './reduce-coach';

const profile: CoachUserProfile = {
  name: 'Ada',
  fitnessLevel: 'INTERMEDIATE',
  goals: ['STRENGTH'],
  limitations: [],
  preferredFeedbackStyle: 'DIRECT',
};

function squatAnalysis(kneeAngleDeg: number, torsoLeanDeg = 20): FormAnalysis {
  const outcome = analyzeSquat(buildSidePose({ kneeAngleDeg, torsoLeanDeg }));
  if (!outcome.isValid) throw new Error(outcome.message);
  return outcome.analysis;
}

function rep(
  repScore: number,
  overrides: Partial<Extract<CoachInput, { type: 'repCounted' }>> = {},
): CoachInput {
  return {
    type: 'repCounted',
    exercise: 'squat',
    analysis: squatAnalysis(95),
    repScore,
    repCount: 1,
    targetReps: 100,
    timestampMs: 0,
    ...overrides,
  };
}

describe('reduceCoach corrections', () => {
  it.each<[number, number]>([
    [7.9, 1],
    [8, 0],
  ])('a rep scoring %f gets %i corrections', (repScore, count) => {
    const state = reduceCoach(initialCoachState, rep(repScore), profile);
    expect(state.messages.filter((m) => m.type === 'form_correction')).toHaveLength(count);
  });

  it('names the costliest issue with a tip for the user level', () => {
    const state = reduceCoach(initialCoachState, rep(6.5), profile);
    expect(state.messages[0]).toMatchObject({
      id: 'squat-1',
      type: 'form_correction',
      priority: 'medium',
      message: 'Acceptable depth: sink a little lower to reach parallel.',
      actionable_tip: 'Break parallel: hip crease below the top of the knee.',
      exercise: 'squat',
      context: { repCount: 1, targetReps: 100, formScore: 6.5, issue: 'depth' },
    });
    const beginner = reduceCoach(initialCoachState, rep(6.5), {
      ...profile,
      fitnessLevel: 'BEGINNER',
    });
    expect(beginner.messages[0]?.actionable_tip).toBe(
      'Sit back as if onto a chair until your thighs are level with the floor.',
    );
  });

  it.each<[number, string]>([
    [5.9, 'high'],
    [6, 'medium'],
  ])('a correction for a rep scoring %f has %s priority', (repScore, priority) => {
    expect(reduceCoach(initialCoachState, rep(repScore), profile).messages[0]?.priority).toBe(
      priority,
    );
  });

  it('turns an injuring issue into a safety warning: critical when severe', () => {
    const dangerous = rep(5, { analysis: squatAnalysis(75, 70) });
    expect(reduceCoach(initialCoachState, dangerous, profile).messages[0]).toMatchObject({
      type: 'safety_warning',
      priority: 'critical',
      context: { issue: 'forward_lean' },
    });
    const outcome = analyzeDeadlift(
      buildSidePose({ kneeAngleDeg: 160, torsoLeanDeg: 40, headDropDeg: 22 }),
    );
    if (!outcome.isValid) throw new Error(outcome.message);
    const rounded = rep(7, { exercise: 'deadlift', analysis: outcome.analysis });
    expect(reduceCoach(initialCoachState, rounded, profile).messages[0]).toMatchObject({
      type: 'safety_warning',
      priority: 'high',
      message: 'Your back is rounding: chest up, lats tight, hips back.',
    });
  });

  it.each<[CoachUserProfile['preferredFeedbackStyle'], string]>([
    ['DIRECT', 'Acceptable depth: sink a little lower to reach parallel.'],
    ['SUPPORTIVE', 'Good effort, Ada. Acceptable depth: sink a little lower to reach parallel.'],
    ['ENCOURAGING', "Acceptable depth: sink a little lower to reach parallel. You've got this!"],
    ['ANALYTICAL', 'Form 6.5/10. Acceptable depth: sink a little lower to reach parallel.'],
    [
      'HUMOROUS',
      'Acceptable depth: sink a little lower to reach parallel. Your joints will send a thank-you card.',
    ],
  ])('words a correction for the %s tone', (preferredFeedbackStyle, message) => {
    const state = reduceCoach(initialCoachState, rep(6.5), { ...profile, preferredFeedbackStyle });
    expect(state.messages[0]?.message).toBe(message);
  });

  it('does not repeat the same correction within 10 seconds', () => {
    let state = reduceCoach(initialCoachState, rep(6.5, { timestampMs: 0 }), profile);
    state = reduceCoach(state, rep(6.5, { timestampMs: 9_999 }), profile);
    expect(state.messages).toHaveLength(1);
    state = reduceCoach(state, rep(6.5, { timestampMs: 10_000 }), profile);
    expect(state.messages).toHaveLength(2);
  });

  it('praises a good rep after a correction, once', () => {
    let state = reduceCoach(initialCoachState, rep(6.5), profile);
    state = reduceCoach(state, rep(9, { timestampMs: 1 }), profile);
    state = reduceCoach(state, rep(9, { timestampMs: 2 }), profile);
    expect(state.messages.map((m) => m.type)).toEqual(['form_correction', 'encouragement']);
    expect(state.messages[1]?.message).toBe('Better. Keep that form.');
  });
});

describe('reduceCoach progress messages', () => {
  function run(target: number, reps: number): CoachState {
    let state = reduceCoach(
      initialCoachState,
      { type: 'setStarted', exercise: 'squat', timestampMs: 0 },
      profile,
    );
    for (let count = 1; count <= reps; count += 1) {
      state = reduceCoach(
        state,
        rep(9, { repCount: count, targetReps: target, timestampMs: count * 20_000 }),
        profile,
      );
    }
    return state;
  }

  it.each<[number, string[]]>([
    [2, []],
    [3, ['Good start: 3 of 10 reps done.']],
    [5, ['Good start: 3 of 10 reps done.', 'Halfway there: 5 of 10 reps.']],
    [
      10,
      [
        'Good start: 3 of 10 reps done.',
        'Halfway there: 5 of 10 reps.',
        'Almost there: 2 reps to go!',
        'Set complete, Ada: all 10 reps done!',
      ],
    ],
  ])('after %i of 10 reps says %j', (reps, messages) => {
    expect(run(10, reps).messages.map((m) => m.message)).toEqual(messages);
  });

  it('announces only the highest fraction a rep jumps past', () => {
    expect(run(2, 1).messages.map((m) => m.message)).toEqual(['Halfway there: 1 of 2 reps.']);
  });

  it('announces again in the next set', () => {
    let state = run(10, 3);
    state = reduceCoach(state, { type: 'setStarted', exercise: 'squat', timestampMs: 0 }, profile);
    state = reduceCoach(state, rep(9, { repCount: 3, targetReps: 10, timestampMs: 1e6 }), profile);
    expect(state.messages.filter((m) => m.type === 'progress')).toHaveLength(2);
  });
});

describe('coach history', () => {
  it('keeps 6 messages and shows the 3 newest, most urgent first', () => {
    let state = initialCoachState;
    for (let i = 0; i < 8; i += 1) {
      const analysis = i === 6 ? squatAnalysis(75, 70) : squatAnalysis(95);
      state = reduceCoach(state, rep(6.5, { analysis, timestampMs: i * 20_000 }), profile);
    }
    expect(state.messages).toHaveLength(6);
    expect(state.messages[0]?.id).toBe('squat-3');
    expect(selectVisibleCoachMessages(state).map((m) => m.id)).toEqual([
      'squat-7',
      'squat-8',
      'squat-6',
    ]);
  });
});
