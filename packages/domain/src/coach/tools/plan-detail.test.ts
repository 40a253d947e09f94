import { describe, expect, it } from 'vitest';
import { buildCoachContext, fixtureCatalogue, reply } from '../coach-fixtures.test-helpers';
import { describeTodayForParts } from './plan-detail';

const context = buildCoachContext({
  todayWorkout: {
    name: 'Full Body A',
    exercises: [
      { name: 'Bodyweight Squat', sets: 3, reps: '15' },
      { name: 'Glute Bridge', sets: 3, reps: '12' },
    ],
  },
});

describe("describeTodayForParts: today's workout against a part that hurts", () => {
  it('names the exercises that load the knee and those that spare it', () => {
    expect(describeTodayForParts(context, fixtureCatalogue, ['knee'])).toBe(
      "Of today's exercises, Bodyweight Squat loads your knee most: go lighter, shorten the range or swap it today, and stop if the pain sharpens. Glute Bridge spares it.",
    );
  });

  it('says when none of them loads the part', () => {
    expect(describeTodayForParts(context, fixtureCatalogue, ['wrist'])).toMatch(
      /^None of today's exercises \(Bodyweight Squat and Glute Bridge\) loads your wrist much/,
    );
  });

  it('says nothing without a workout today', () => {
    expect(
      describeTodayForParts(buildCoachContext({ todayWorkout: null }), fixtureCatalogue, ['knee']),
    ).toBeNull();
  });

  it("answers which of today's exercises to go easy on with a twinging knee", () => {
    expect(
      reply('knee is twinging a bit this morning. which of todays exercises should i go easy on', {
        context,
      }).message,
    ).toMatch(/^Of today's exercises, Bodyweight Squat loads your knee most/);
  });
});
