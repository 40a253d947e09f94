import { describe, expect, it } from 'vitest';
import { buildTrainingOutline } from './build-training-outline';
import { buildWeekPlan } from './build-week-plan';
import { buildEveryPositionCatalogue, buildRequirements } from './engine-test-fixtures';
import { allowedPositions, type PositionLimits } from './position-limits';
import { resolveTrainingRestrictions } from './resolve-training-restrictions';
import { requirementsPositionLimits } from './requirements-position-limits';
import type { EngineExercise, TrainingRequirements, WeekPlanContent } from './workout-engine-types';
import type { ExercisePosition } from './workout-vocabulary';

const catalogue = buildEveryPositionCatalogue();
const byId = new Map(catalogue.map((exercise) => [exercise.id, exercise]));

/** The 4 weeks of a programme, each week built on the last one's levels. */
function buildProgramme(
  overrides: Partial<TrainingRequirements>,
  exercises: readonly EngineExercise[] = catalogue,
  seed = 'positions-plan',
): WeekPlanContent[] {
  const requirements = buildRequirements({ daysPerWeek: 5, ...overrides });
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
        catalogue: exercises,
        previousWeek: last ? { progression: last.progression, checkIn: null } : null,
        seed,
      }),
    );
  }
  return weeks;
}

function positionsUsed(weeks: readonly WeekPlanContent[]): Set<ExercisePosition> {
  return new Set(
    weeks.flatMap((week) =>
      week.workouts.flatMap((day) =>
        day.exercises.flatMap((item) => byId.get(item.exerciseId)?.positions ?? []),
      ),
    ),
  );
}

describe('buildWeekPlan: body positions', () => {
  it.each<[string, Partial<TrainingRequirements>, readonly ExercisePosition[]]>([
    ['a wheelchair (mobility aid)', { mobilityAids: ['wheelchair'] }, ['seated']],
    ['a wheelchair (limitations)', { limitations: 'Wheelchair user' }, ['seated']],
    [
      "can't get down on the floor",
      { limitations: "I can't get down on the floor" },
      ['standing', 'leaning', 'seated', 'reclined', 'bench-back', 'bench-front', 'hanging'],
    ],
    [
      'crutches',
      { mobilityAids: ['crutches'] },
      ['standing', 'leaning', 'seated', 'reclined', 'bench-back', 'bench-front', 'hanging'],
    ],
  ])('with %s, a 4-week programme uses only %j, and every day has exercises', (_, told, only) => {
    const weeks = buildProgramme(told);
    expect([...positionsUsed(weeks)].filter((position) => !only.includes(position))).toEqual([]);
    for (const day of weeks.flatMap((week) => week.workouts))
      expect(day.exercises.length, `${day.day}: ${day.name}`).toBeGreaterThan(0);
  });

  it('takes standing or seated exercises before bench ones when the floor is ruled out', () => {
    const used = positionsUsed(buildProgramme({ limitations: 'Cannot get down on the floor' }));
    expect([...used].every((position) => position === 'standing' || position === 'seated')).toBe(
      true,
    );
  });

  it.each<[string, Partial<TrainingRequirements>, readonly ExercisePosition[]]>([
    ['pregnancy (stored)', { conditions: ['pregnancy'] }, ['floor-back', 'bench-back']],
    ['pregnancy (limitations)', { limitations: '20 weeks pregnant' }, ['floor-back', 'bench-back']],
    ["'Cannot kneel'", { limitations: 'Cannot kneel' }, ['kneeling']],
    ['a knee injury', { injuries: ['knee'] }, ['kneeling']],
    ["'no hanging'", { limitations: 'no hanging from a bar' }, ['hanging']],
  ])('with %s, the programme never uses %j', (_, told, never) => {
    const used = positionsUsed(buildProgramme(told));
    expect(used.size).toBeGreaterThan(3);
    expect(never.filter((position) => used.has(position))).toEqual([]);
  });

  it('keeps the positions unlimited, and the plan unchanged, for a user with no limit', () => {
    const used = positionsUsed(buildProgramme({ limitations: 'Busy mornings' }));
    expect(used.has('floor-back')).toBe(true);
    expect(buildProgramme({ limitations: 'Busy mornings' })).toEqual(buildProgramme({}));
  });

  it('builds the same limited programme from the same seed', () => {
    const told = { mobilityAids: ['wheelchair'] as const, equipment: [] };
    expect(buildProgramme(told)).toEqual(buildProgramme(told));
  });

  it('keeps a usual position out by naming the allowed one on the exercise', () => {
    // Only a pelvic tilt usually done lying on the back fits the core slot; pregnant, it is done standing.
    const tilt: EngineExercise = {
      ...byId.get('core-0-floor-back')!,
      id: 'tilt',
      name: 'Pelvic Tilt',
      positions: ['floor-back', 'standing'],
    };
    const exercises = [...catalogue.filter((exercise) => exercise.pattern !== 'core'), tilt];
    const [week] = buildProgramme({ conditions: ['pregnancy'] }, exercises);
    const cards = week!.workouts.flatMap((day) => day.exercises);
    const card = cards.find((item) => item.exerciseId === 'tilt');
    expect(card?.notes).toMatch(/^Do it standing\./);
    expect(
      cards.filter((item) => item.exerciseId !== 'tilt').map((item) => item.notes),
    ).not.toContain(expect.stringMatching(/^Do it/));
  });

  it('fills a seated day with no equipment from a circuit rather than leaving it empty', () => {
    // Seated, bodyweight only: only conditioning, mobility and stretches can be done seated.
    const seatedCircuit = catalogue.filter(
      (exercise) =>
        exercise.positions?.[0] !== 'seated' ||
        ['conditioning', 'cardio', 'mobility', 'stretch'].includes(exercise.pattern),
    );
    const weeks = buildProgramme(
      { mobilityAids: ['wheelchair'], equipment: [], primaryGoal: 'STRENGTH' },
      seatedCircuit,
    );
    for (const day of weeks.flatMap((week) => week.workouts)) {
      expect(day.exercises.length, day.name).toBeGreaterThanOrEqual(3);
      expect(day.notes).toContain('Every exercise is done seated.');
    }
  });
});

describe('requirementsPositionLimits', () => {
  it.each<[Partial<TrainingRequirements>, PositionLimits]>([
    [{}, {}],
    [{ mobilityAids: ['wheelchair'] }, { seatedOnly: true, standingOnly: true }],
    [{ mobilityAids: ['walker'] }, { standingOnly: true }],
    [{ mobilityAids: ['cane', 'prosthetic'] }, {}],
    [{ limitations: 'wheelchair user' }, { seatedOnly: true, standingOnly: true }],
    [{ limitations: 'Seated exercises only' }, { seatedOnly: true, standingOnly: true }],
    [{ limitations: 'chair based workouts only' }, { seatedOnly: true, standingOnly: true }],
    [{ limitations: 'Cannot kneel' }, { noKneeling: true }],
    [
      { limitations: 'knee; Can’t get down on the floor' },
      { standingOnly: true, noKneeling: true },
    ],
    [{ limitations: 'Not flat on my back' }, { noLyingOnBack: true }],
    [{ limitations: "can't lie on my stomach" }, { noLyingFaceDown: true }],
    [{ conditions: ['pregnancy'] }, { noLyingOnBack: true }],
    [{ injuries: ['knee'] }, { noKneeling: true }],
    [{ limitations: 'Lower back pain when running; no hanging around after work' }, {}],
  ])('reads %j as %j', (told, limits) => {
    const requirements = buildRequirements(told);
    const read = requirementsPositionLimits(
      requirements,
      resolveTrainingRestrictions(requirements),
    );
    expect(Object.fromEntries(Object.entries(read).filter(([, isSet]) => isSet))).toEqual(limits);
  });

  it('every chosen exercise keeps the limits read', () => {
    const requirements = buildRequirements({
      mobilityAids: ['wheelchair'],
      conditions: ['pregnancy'],
    });
    const limits = requirementsPositionLimits(
      requirements,
      resolveTrainingRestrictions(requirements),
    );
    for (const day of buildProgramme(requirements).flatMap((week) => week.workouts))
      for (const item of day.exercises)
        expect(allowedPositions(byId.get(item.exerciseId)!, limits)).not.toEqual([]);
  });
});
