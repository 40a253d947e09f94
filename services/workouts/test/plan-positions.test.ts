import {
  progressiveRequirementsSchema,
  type ProgressiveRequirementsInput,
} from '@repwise/contracts/workouts';
import {
  allowedPositions,
  buildTrainingOutline,
  buildWeekPlan,
  trainingGoals,
  type ExercisePosition,
  type PositionLimits,
  type WeekPlanContent,
} from '@repwise/domain/workouts';
import { describe, expect, it } from 'vitest';
import { exerciseCatalogue } from '../src/catalogue/exercise-catalogue';

const byId = new Map(exerciseCatalogue.map((exercise) => [exercise.id, exercise]));
const equipmentSets = [
  [],
  ['Dumbbells', 'Resistance Bands'],
  ['Dumbbells', 'Barbell', 'Cable Machine', 'Stationary Bike', 'Pull-up Bar'],
];

/** A 4-week programme on the real catalogue, each week built on the last one's levels. */
function buildProgramme(input: ProgressiveRequirementsInput): WeekPlanContent[] {
  const requirements = progressiveRequirementsSchema.parse(input);
  const outline = buildTrainingOutline(requirements);
  const weeks: WeekPlanContent[] = [];
  for (let weekNumber = 1; weekNumber <= outline.totalDuration; weekNumber += 1) {
    const last = weeks.at(-1);
    weeks.push(
      buildWeekPlan({
        requirements,
        outline,
        weekNumber,
        startDate: '2026-11-16',
        catalogue: exerciseCatalogue,
        previousWeek: last ? { progression: last.progression, checkIn: null } : null,
        seed: `positions-${requirements.primaryGoal}`,
      }),
    );
  }
  return weeks;
}

// Each limit and what the plan may use: a wheelchair only seated moves; no floor nothing lying,
// sitting or kneeling on it; pregnancy nothing that can only be done flat on the back.
const cases: [string, ProgressiveRequirementsInput, PositionLimits][] = [
  ['a wheelchair user', { mobilityAids: ['wheelchair'] }, { seatedOnly: true }],
  [
    'someone who cannot get down to the floor',
    { limitations: "can't get down on the floor" },
    { standingOnly: true },
  ],
  ['a pregnant user', { conditions: ['pregnancy'] }, { noLyingOnBack: true }],
  ["someone who wrote 'Cannot kneel'", { limitations: 'Cannot kneel' }, { noKneeling: true }],
];

describe('plans on the real catalogue keep the position limits', () => {
  it.each(cases)(
    'gives %s only exercises within the limit, and no empty day',
    (_, told, limits) => {
      for (const primaryGoal of trainingGoals)
        for (const equipment of equipmentSets) {
          const weeks = buildProgramme({ ...told, primaryGoal, equipment, daysPerWeek: 5 });
          for (const day of weeks.flatMap((week) => week.workouts)) {
            const where = `${primaryGoal} ${equipment.join('+') || 'bodyweight'} ${day.day}`;
            expect(day.exercises.length, where).toBeGreaterThan(0);
            expect(day.warmup.length + day.cooldown.length, where).toBeGreaterThan(0);
            for (const item of day.exercises) {
              const exercise = byId.get(item.exerciseId)!;
              expect(allowedPositions(exercise, limits), `${where}: ${exercise.name}`).not.toEqual(
                [],
              );
            }
          }
        }
    },
  );

  it('tells a pregnant user to do an exercise usually done lying on the back another way', () => {
    const notes = buildProgramme({ conditions: ['pregnancy'], primaryGoal: 'FLEXIBILITY' })
      .flatMap((week) => week.workouts.flatMap((day) => day.exercises))
      .filter((item) => {
        const usual: ExercisePosition | undefined = byId.get(item.exerciseId)?.positions[0];
        return usual === 'floor-back' || usual === 'bench-back';
      })
      .map((item) => item.notes);
    expect(notes.every((note) => /^Do it (?!lying on your back)/.test(note))).toBe(true);
  });
});
