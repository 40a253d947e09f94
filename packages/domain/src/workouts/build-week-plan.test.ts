import { describe, expect, it } from 'vitest';
import { baselineProgression } from './advance-progression';
import { buildTrainingOutline } from './build-training-outline';
import { buildWeekPlan, type WeekPlanInput } from './build-week-plan';
import { buildRequirements, buildTestCatalogue } from './engine-test-fixtures';
import type { TrainingRequirements } from './workout-engine-types';
import {
  injuryAreas,
  medicalConditions,
  selectableSessionMinutes,
  trainingGoals,
} from './workout-vocabulary';

// Every exercise can be done standing: a knee injury (no kneeling) or pregnancy (nothing flat on
// the back) leaves it in; exercises without positions fit no limit.
const catalogue = buildTestCatalogue().map((exercise) => ({
  ...exercise,
  positions: ['standing'] as const,
}));

function buildInput(
  overrides: Partial<TrainingRequirements> = {},
  extra: Partial<WeekPlanInput> = {},
): WeekPlanInput {
  const requirements = buildRequirements(overrides);
  return {
    requirements,
    outline: buildTrainingOutline(requirements),
    weekNumber: 1,
    startDate: '2026-11-16',
    catalogue,
    previousWeek: null,
    seed: 'plan-1',
    ...extra,
  };
}

function chosenExercises(input: WeekPlanInput) {
  const ids = buildWeekPlan(input).workouts.flatMap((day) =>
    day.exercises.map((exercise) => exercise.exerciseId),
  );
  return catalogue.filter((exercise) => ids.includes(exercise.id));
}

describe('buildWeekPlan', () => {
  it.each(injuryAreas)('never gives an exercise contraindicated for a %s injury', (injury) => {
    for (const primaryGoal of trainingGoals) {
      const chosen = chosenExercises(
        buildInput({ injuries: [injury], primaryGoal, fitnessLevel: 'ATHLETE', daysPerWeek: 6 }),
      );
      expect(chosen.length).toBeGreaterThan(0);
      expect(
        chosen.filter((exercise) => exercise.contraindications.injuries.includes(injury)),
      ).toEqual([]);
    }
  });

  it.each(medicalConditions)('never gives an exercise contraindicated for %s', (condition) => {
    for (const primaryGoal of trainingGoals) {
      const chosen = chosenExercises(
        buildInput({
          conditions: [condition],
          primaryGoal,
          fitnessLevel: 'ATHLETE',
          daysPerWeek: 6,
        }),
      );
      expect(
        chosen.filter((exercise) => exercise.contraindications.conditions.includes(condition)),
      ).toEqual([]);
    }
  });

  it('also avoids an injury named only in the limitations text', () => {
    const chosen = chosenExercises(buildInput({ limitations: 'knee; sore wrist', daysPerWeek: 7 }));
    expect(
      chosen.filter((exercise) =>
        exercise.contraindications.injuries.some((area) => area === 'knee' || area === 'wrist'),
      ),
    ).toEqual([]);
  });

  it.each(selectableSessionMinutes)(
    'keeps every %i-minute session within its duration',
    (sessionDuration) => {
      for (const daysPerWeek of [2, 3, 4, 5, 6, 7]) {
        for (const volumeLevel of [-2, 0, 3]) {
          const week = buildWeekPlan(
            buildInput(
              { sessionDuration, daysPerWeek, fitnessLevel: 'ATHLETE' },
              {
                weekNumber: 2,
                previousWeek: {
                  progression: { ...baselineProgression, volumeLevel },
                  checkIn: null,
                },
              },
            ),
          );
          expect(week.workouts).toHaveLength(daysPerWeek);
          for (const day of week.workouts) {
            expect(day.duration).toBeLessThanOrEqual(sessionDuration);
            expect(day.exercises.length).toBeGreaterThan(0);
          }
          const weeklyMinutes = week.workouts.reduce((sum, day) => sum + day.duration, 0);
          expect(weeklyMinutes).toBeLessThanOrEqual(sessionDuration * daysPerWeek);
        }
      }
    },
  );

  it('is deterministic for the same input and seed', () => {
    expect(buildWeekPlan(buildInput())).toEqual(buildWeekPlan(buildInput()));
  });

  it('varies with the seed', () => {
    const names = (seed: string) =>
      JSON.stringify(
        buildWeekPlan(buildInput({ daysPerWeek: 6 }, { seed })).workouts.map((day) =>
          day.exercises.map((exercise) => exercise.exerciseId),
        ),
      );
    expect(new Set(['a', 'b', 'c', 'd', 'e'].map(names)).size).toBeGreaterThan(1);
  });

  it('balances an upper/lower week: both upper days push and pull, both lower days squat or lunge and hinge', () => {
    const week = buildWeekPlan(buildInput({ daysPerWeek: 4, sessionDuration: 60 }));
    const patternsOf = (index: number) =>
      (week.workouts[index]?.exercises ?? []).map((exercise) => exercise.exerciseId.split('-')[0]);
    for (const index of [0, 2])
      expect(patternsOf(index)).toEqual(expect.arrayContaining(['push', 'row']));
    for (const index of [1, 3])
      expect(patternsOf(index)).toEqual(expect.arrayContaining(['squat', 'hinge']));
  });

  it('dates the training days within the week from Monday', () => {
    const week = buildWeekPlan(buildInput({ daysPerWeek: 3 }));
    expect(week.workouts.map((day) => [day.day, day.workoutDate])).toEqual([
      ['Monday', '2026-11-16'],
      ['Wednesday', '2026-11-18'],
      ['Friday', '2026-11-20'],
    ]);
  });

  it('adds sets after a strong check-in and removes them after a hard one', () => {
    const setsAfter = (checkIn: { completionRate: number; difficulty: number; energy: number }) =>
      buildWeekPlan(
        buildInput(
          {},
          { weekNumber: 2, previousWeek: { progression: baselineProgression, checkIn } },
        ),
      ).workouts[0]?.exercises[0]?.sets;
    const base = buildWeekPlan(buildInput()).workouts[0]?.exercises[0]?.sets ?? 0;
    expect(setsAfter({ completionRate: 1, difficulty: 5, energy: 8 })).toBe(base + 1);
    expect(setsAfter({ completionRate: 0.5, difficulty: 8, energy: 4 })).toBe(base - 1);
    expect(setsAfter({ completionRate: 0.8, difficulty: 7, energy: 6 })).toBe(base);
  });

  it('records the advanced levels and explains them in the message', () => {
    const week = buildWeekPlan(
      buildInput(
        {},
        {
          weekNumber: 2,
          previousWeek: {
            progression: baselineProgression,
            checkIn: { completionRate: 0.5, difficulty: 9, energy: 3 },
          },
        },
      ),
    );
    expect(week.progression).toEqual({ volumeLevel: -1, intensityLevel: -1, recovery: 'more' });
    expect(week.message).toMatch(
      /^Week 2 – Build: .*volume decrease, intensity decrease, recovery more/,
    );
  });

  it.each([
    ['more', { completionRate: 0.8, difficulty: 8, energy: 6 }, 75],
    ['same', { completionRate: 0.8, difficulty: 7, energy: 6 }, 60],
    ['less', { completionRate: 0.8, difficulty: 6, energy: 8 }, 50],
  ])(
    'sets rests for %s recovery (the first exercise rests 60 s as planned)',
    (_, checkIn, restSeconds) => {
      const week = buildWeekPlan(
        buildInput(
          {},
          { weekNumber: 2, previousWeek: { progression: baselineProgression, checkIn } },
        ),
      );
      expect(week.workouts[0]?.exercises[0]?.rest).toBe(restSeconds);
    },
  );
});
