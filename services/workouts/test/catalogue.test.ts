import {
  catalogueExerciseSchema,
  exercisePositions,
  progressiveRequirementsSchema,
} from '@repwise/contracts/workouts';
import {
  buildTrainingOutline,
  buildWeekPlan,
  equipmentOptions,
  injuryAreas,
  medicalConditions,
  muscleGroups,
  trainingGoals,
} from '@repwise/domain/workouts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exerciseCatalogue } from '../src/catalogue/exercise-catalogue';
import { buildUserId, startWorkoutsTestApp, type WorkoutsTestApp } from './workouts-test-app';

let app: WorkoutsTestApp;
let token = '';

beforeAll(async () => {
  app = await startWorkoutsTestApp();
  token = app.signToken(buildUserId());
});
afterAll(() => app.close());

const search = (query: string) => app.call('GET', `/workouts/exercises${query}`, { token });

describe('GET /workouts/exercises', () => {
  it('serves at least 150 seeded exercises, 50 per page by name', async () => {
    const answer = await search('');
    expect(answer.status).toBe(200);
    expect(answer.body.data.total).toBeGreaterThanOrEqual(150);
    expect(answer.body.data.exercises).toHaveLength(50);
    const names = answer.body.data.exercises.map((exercise: { name: string }) =>
      exercise.name.toLowerCase(),
    );
    expect(names).toEqual([...names].sort());
  });

  it('filters by category, difficulty and muscle group together', async () => {
    const answer = await search('?category=STRENGTH&difficulty=EASY&muscleGroup=Glutes&limit=200');
    expect(answer.body.data.total).toBeGreaterThan(0);
    for (const exercise of answer.body.data.exercises) {
      expect(exercise).toMatchObject({ category: 'STRENGTH', difficulty: 'EASY' });
      expect(exercise.muscleGroups).toContain('glutes');
    }
  });

  it('searches names and descriptions case-insensitively', async () => {
    const answer = await search('?search=PUSH-UP');
    expect(answer.body.data.exercises.map((exercise: { name: string }) => exercise.name)).toContain(
      'Push-Up',
    );
    expect((await search('?search=zzzz-nothing')).body.data).toMatchObject({
      exercises: [],
      total: 0,
    });
  });

  it('treats regex characters in a search as text', async () => {
    expect((await search(`?search=${encodeURIComponent('.*(')}`)).status).toBe(200);
  });

  it('pages with limit and offset', async () => {
    const first = await search('?limit=5&offset=0');
    const second = await search('?limit=5&offset=5');
    expect(second.body.data.exercises[0].name).not.toBe(first.body.data.exercises[0].name);
    expect(second.body.data).toMatchObject({ limit: 5, offset: 5 });
  });

  it('ignores blank filters', async () => {
    expect((await search('?category=&search=')).body.data.total).toBe(exerciseCatalogue.length);
  });

  it.each(['?category=YOGA', '?difficulty=IMPOSSIBLE', '?limit=500', '?offset=-1'])(
    'rejects %s with 400',
    async (query) => {
      const answer = await search(query);
      expect(answer.status).toBe(400);
      expect(answer.body.error.code).toBe('VALIDATION_ERROR');
    },
  );

  it('serves one exercise with its full coaching content, 404 for an unknown id', async () => {
    const answer = await app.call('GET', '/workouts/exercises/goblet-squat', { token });
    expect(answer.body.data.exercise).toMatchObject({
      id: 'goblet-squat',
      name: 'Goblet Squat',
      equipment: ['Dumbbells'],
    });
    expect(answer.body.data.exercise.instructions.length).toBeGreaterThan(2);
    expect(answer.body.data.exercise.aliases).toContain('goblet squats');
    expect(answer.body.data.exercise.commonMistakes.length).toBeGreaterThanOrEqual(2);
    expect(answer.body.data.exercise.positions).toEqual(['standing']);
    expect((await app.call('GET', '/workouts/exercises/moon-walk', { token })).status).toBe(404);
  });

  it('requires a signed-in user', async () => {
    expect((await app.call('GET', '/workouts/exercises')).status).toBe(401);
  });
});

describe('the catalogue data', () => {
  it('gives every exercise a description, instructions, cues, modifications, progressions and safety notes', () => {
    for (const exercise of exerciseCatalogue) {
      expect(exercise.description.length, exercise.id).toBeGreaterThan(10);
      expect(exercise.instructions.length, exercise.id).toBeGreaterThanOrEqual(2);
      for (const list of [
        exercise.formCues,
        exercise.modifications,
        exercise.progressions,
        exercise.safetyNotes,
      ]) {
        expect(list.length, exercise.id).toBeGreaterThan(0);
      }
    }
  });

  it('gives every exercise the body positions it can be done in, valid by the contract', () => {
    for (const exercise of exerciseCatalogue) {
      expect(catalogueExerciseSchema.safeParse(exercise).success, exercise.id).toBe(true);
      expect(exercise.positions.length, exercise.id).toBeGreaterThan(0);
      expect(new Set(exercise.positions).size, exercise.id).toBe(exercise.positions.length);
      for (const position of exercise.positions)
        expect(exercisePositions, exercise.id).toContain(position);
    }
  });

  it.each([
    [/^(Seated|Concentration|Preacher)\b/, ['seated', 'floor-seated']],
    [
      /(?<!Side-)\b(Lying|Supine|(?<!Cable )Crunch|Glute Bridge|Dead Bug|(?<!Incline \w+ )Bench Press)\b/,
      ['floor-back', 'bench-back'],
    ],
    [/^Incline\b.*\b(Press|Fly)$/, ['reclined']],
    [/\b(Kneeling|Knee Push-Up|Bird Dog|Cat-Cow|Cable Crunch)\b/, ['kneeling']],
    [/\b(Standing|Wall|(?<!Crab )Walk|Lunge|Squat)\b/, ['standing']],
    [/\b(Hanging|Pull-Up|Chin-Up|Dead Hang)\b/, ['hanging']],
    [/^(Plank Hold|Push-Up|Mountain Climber|Burpee)$/, ['floor-plank']],
  ])('puts exercises named %s in their usual position first', (name, usual) => {
    const named = exerciseCatalogue.filter((exercise) => name.test(exercise.name));
    expect(named.length).toBeGreaterThan(0);
    for (const exercise of named) expect(usual, exercise.id).toContain(exercise.positions[0]);
  });

  it('gives every exercise 2-3 common mistakes', () => {
    for (const exercise of exerciseCatalogue) {
      expect(exercise.commonMistakes.length, exercise.id).toBeGreaterThanOrEqual(2);
      expect(exercise.commonMistakes.length, exercise.id).toBeLessThanOrEqual(3);
      for (const mistake of exercise.commonMistakes)
        expect(mistake.length, exercise.id).toBeGreaterThan(10);
    }
  });

  it('keeps aliases lower-case, unique across the catalogue and clear of other exercise names', () => {
    const names = new Map(
      exerciseCatalogue.map((exercise) => [exercise.name.toLowerCase(), exercise.id]),
    );
    const owners = new Map<string, string>();
    for (const exercise of exerciseCatalogue) {
      expect(exercise.aliases.length, exercise.id).toBeLessThanOrEqual(6);
      for (const alias of exercise.aliases) {
        expect(alias, exercise.id).toBe(alias.toLowerCase().trim());
        expect(alias.length, exercise.id).toBeGreaterThan(0);
        expect(names.has(alias), `${exercise.id}: '${alias}' is an exercise name`).toBe(false);
        expect(
          owners.get(alias),
          `'${alias}' is also an alias of ${owners.get(alias)}`,
        ).toBeUndefined();
        owners.set(alias, exercise.id);
      }
    }
  });

  it('tags every exercise with equipment and muscle groups from the fixed lists', () => {
    for (const exercise of exerciseCatalogue) {
      for (const item of exercise.equipment)
        expect(equipmentOptions as readonly string[], exercise.id).toContain(item);
      for (const muscle of exercise.muscleGroups)
        expect(muscleGroups as readonly string[], exercise.id).toContain(muscle);
    }
  });

  // Common gym exercises people ask the coach about by these names: each must be its own entry,
  // or the coach answers with the nearest name (the rowing machine for "upright rows").
  it.each([
    ['upright rows', 'upright-row'],
    ['cable laterals', 'cable-lateral-raise'],
    ['barbell shrugs', 'barbell-shrug'],
    ['cgbp', 'close-grip-bench-press'],
    ['close grip bench', 'close-grip-bench-press'],
    ['incline bench press', 'incline-barbell-bench-press'],
    ['cable curls', 'cable-biceps-curl'],
    ['ez bar curl', 'barbell-curl'],
    ['straight arm pulldown', 'straight-arm-pulldown'],
    ['cable crunches', 'cable-crunch'],
    ['cable kickbacks', 'cable-glute-kickback'],
    ['dumbbell step ups', 'dumbbell-step-up'],
    ['decline pushups', 'decline-push-up'],
  ])("names the exercise '%s' people ask for", (alias, id) => {
    const owner = exerciseCatalogue.find((exercise) => exercise.aliases.includes(alias));
    expect(owner?.id).toBe(id);
    expect(owner?.instructions.length).toBeGreaterThanOrEqual(3);
  });

  const variants = trainingGoals.flatMap((primaryGoal) =>
    [2, 5, 7].map((daysPerWeek) => ({
      primaryGoal,
      daysPerWeek,
      fitnessLevel: 'ATHLETE' as const,
      equipment: [
        'Dumbbells',
        'Barbell',
        'Kettlebells',
        'Resistance Bands',
        'Pull-up Bar',
        'Cable Machine',
        'Treadmill',
        'Medicine Ball',
      ],
    })),
  );

  it.each([...injuryAreas, ...medicalConditions])(
    'never puts an exercise contraindicated for %s in a plan',
    (restriction) => {
      const isInjury = (injuryAreas as readonly string[]).includes(restriction);
      for (const variant of variants) {
        const requirements = progressiveRequirementsSchema.parse({
          ...variant,
          ...(isInjury ? { injuries: [restriction] } : { conditions: [restriction] }),
        });
        const week = buildWeekPlan({
          requirements,
          outline: buildTrainingOutline(requirements),
          weekNumber: 1,
          startDate: '2026-11-16',
          catalogue: exerciseCatalogue,
          previousWeek: null,
          seed: 'catalogue',
        });
        const chosen = new Set(
          week.workouts.flatMap((day) => day.exercises.map((exercise) => exercise.exerciseId)),
        );
        const offending = exerciseCatalogue.filter(
          (exercise) =>
            chosen.has(exercise.id) &&
            [...exercise.contraindications.injuries, ...exercise.contraindications.conditions].some(
              (item) => item === restriction,
            ),
        );
        expect(offending.map((exercise) => exercise.id)).toEqual([]);
        for (const day of week.workouts) expect(day.exercises.length).toBeGreaterThan(0);
      }
    },
  );
});
