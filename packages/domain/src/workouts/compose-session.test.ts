import { describe, expect, it } from 'vitest';
import { composeSession, type SessionRequest } from './compose-session';
import { buildRequirements, buildTestCatalogue } from './engine-test-fixtures';
import type { EngineExercise } from './workout-engine-types';

const catalogue: EngineExercise[] = [
  ...buildTestCatalogue(),
  {
    ...buildTestCatalogue()[0]!,
    id: 'chair-dip',
    name: 'Chair Dip',
    pattern: 'push',
    equipment: ['Bodyweight Only'],
  },
];

function compose(request: Partial<SessionRequest>) {
  return composeSession({
    request: {
      minutes: 40,
      focus: 'full',
      equipment: null,
      lowImpact: false,
      difficultyShift: 0,
      ...request,
    },
    requirements: buildRequirements(),
    catalogue,
    seed: 'session-1',
  });
}

function chosen(request: Partial<SessionRequest>): EngineExercise[] {
  const ids = compose(request).exercises.map((exercise) => exercise.exerciseId);
  return ids.map((id) => catalogue.find((exercise) => exercise.id === id)!);
}

describe('composeSession', () => {
  it('keeps an easier or gentle session at moderate exercises at most, even for an advanced lifter', () => {
    const difficulties = (difficultyShift: number) =>
      ['a', 'b', 'c', 'd'].flatMap((seed) =>
        composeSession({
          request: {
            minutes: 30,
            focus: 'full',
            equipment: null,
            lowImpact: false,
            difficultyShift,
          },
          requirements: buildRequirements({ fitnessLevel: 'ADVANCED' }),
          catalogue,
          seed,
        }).exercises.map(
          (item) => catalogue.find((exercise) => exercise.id === item.exerciseId)!.difficulty,
        ),
      );
    expect(difficulties(-1).filter((level) => level === 'HARD' || level === 'VERY_HARD')).toEqual(
      [],
    );
    expect(difficulties(0).some((level) => level === 'HARD' || level === 'VERY_HARD')).toBe(true);
  });

  it('lists at most one exercise per 3-4 minutes and gives the time left to more sets', () => {
    // A catalogue six times as large, so that single sets could fill the time with many moves.
    const large = [1, 2, 3, 4, 5, 6].flatMap((copy) =>
      catalogue.map((exercise) => ({ ...exercise, id: `${exercise.id}-${copy}` })),
    );
    for (const [minutes, most] of [
      [10, 3],
      [20, 6],
      [45, 10],
    ] as const) {
      const session = composeSession({
        request: { minutes, focus: 'full', equipment: null, lowImpact: false, difficultyShift: -1 },
        requirements: buildRequirements({ fitnessLevel: 'BEGINNER' }),
        catalogue: large,
        seed: 'gentle',
      });
      expect(session.exercises.length).toBeLessThanOrEqual(most);
      expect(session.exercises.length).toBeGreaterThanOrEqual(3);
      expect(session.exercises.some((exercise) => exercise.sets > 1)).toBe(true);
      expect(session.minutes).toBeGreaterThanOrEqual(minutes - 3);
    }
  });

  it('takes an exercise the request names before one that only uses the kit preferred', () => {
    for (const seed of ['a', 'b', 'c', 'd', 'e']) {
      const session = composeSession({
        request: {
          minutes: 20,
          focus: 'upper',
          equipment: null,
          lowImpact: false,
          difficultyShift: 0,
          preferEquipment: ['Dumbbells'],
          preferNames: ['Chair Dip'],
        },
        requirements: buildRequirements(),
        catalogue,
        seed,
      });
      expect(session.exercises.map((exercise) => exercise.name)).toContain('Chair Dip');
    }
  });

  it('stands in for a named lift the kit rules out with the same lift on the kit at hand', () => {
    const base = buildTestCatalogue()[0]!;
    const press = (id: string, name: string, equipment: string[]): EngineExercise => ({
      ...base,
      id,
      name,
      pattern: 'press',
      muscleGroups: ['shoulders', 'triceps'],
      equipment,
      difficulty: 'EASY',
      contraindications: { injuries: [], conditions: [] },
    });
    const withPresses = [
      ...catalogue,
      press('barbell-overhead-press', 'Barbell Overhead Press', ['Barbell']),
      press('dumbbell-overhead-press', 'Dumbbell Overhead Press', ['Dumbbells']),
      press('pike-push-up', 'Pike Push-Up', ['Bodyweight Only']),
    ];
    const composed = (avoidWords?: string[]) =>
      composeSession({
        request: {
          minutes: 30,
          focus: 'full',
          equipment: ['Dumbbells'],
          lowImpact: false,
          difficultyShift: 0,
          preferEquipment: ['Dumbbells'],
          preferNames: ['Barbell Overhead Press'],
          ...(avoidWords ? { avoidWords } : {}),
        },
        requirements: buildRequirements(),
        catalogue: withPresses,
        seed: 'stand-in',
      }).exercises.map((exercise) => exercise.name);
    expect(composed()).toContain('Dumbbell Overhead Press');
    expect(composed()).not.toContain('Barbell Overhead Press');
    // One the user asked to swap out is not stood in for.
    expect(composed(['overhead'])).not.toContain('Dumbbell Overhead Press');
  });

  it('leaves barbell lifts out of a session under 8 minutes, which has no warm-up', () => {
    for (const seed of ['a', 'b', 'c', 'd', 'e']) {
      const session = composeSession({
        request: {
          minutes: 5,
          focus: 'full',
          equipment: null,
          lowImpact: false,
          difficultyShift: 0,
        },
        requirements: buildRequirements(),
        catalogue,
        seed,
      });
      expect(session.warmup).toEqual([]);
      expect(session.exercises.length).toBeGreaterThan(0);
      const kit = session.exercises.flatMap(
        (item) => catalogue.find((exercise) => exercise.id === item.exerciseId)!.equipment,
      );
      expect(kit).not.toContain('Barbell');
    }
    // With a warm-up, barbell lifts are back in the pool.
    const longer = chosen({ minutes: 40 }).flatMap((exercise) => exercise.equipment);
    expect(longer).toContain('Barbell');
  });

  it('takes the muscles asked for first, in turn, then the focus fills the time', () => {
    const withTriceps: EngineExercise[] = [
      ...catalogue,
      { ...catalogue.find((e) => e.pattern === 'arms')!, id: 'dip', muscleGroups: ['triceps'] },
    ];
    const session = composeSession({
      request: {
        minutes: 40,
        focus: 'upper',
        equipment: null,
        lowImpact: false,
        difficultyShift: 0,
        targetPatterns: ['press', 'arms:triceps'],
      },
      requirements: buildRequirements(),
      catalogue: withTriceps,
      seed: 'session-1',
    });
    const picked = session.exercises.map((item) =>
      withTriceps.find((exercise) => exercise.id === item.exerciseId)!,
    );
    expect(picked[0]?.pattern).toBe('press');
    expect(picked[1]?.id).toBe('dip');
    expect(picked[2]?.pattern).toBe('press');
    // No other triceps exercise: the second arms slot takes any arms exercise.
    expect(picked[3]?.pattern).toBe('arms');
  });

  it('keeps a push or pull day to its own patterns (onlyTargets)', () => {
    const patterns = new Set(
      chosen({ focus: 'upper', targetPatterns: ['row', 'pulldown'], onlyTargets: true }).map(
        (exercise) => exercise.pattern,
      ),
    );
    expect([...patterns].every((pattern) => ['row', 'pulldown', 'pull'].includes(pattern))).toBe(
      true,
    );
    expect(patterns.size).toBeGreaterThan(0);
  });

  it('keeps a seated session to what can be done sitting', () => {
    const seatedCatalogue: EngineExercise[] = [
      ...catalogue.filter((exercise) => exercise.pattern !== 'push'),
      {
        ...catalogue.find((e) => e.pattern === 'press')!,
        id: 'seated-press',
        name: 'Seated Dumbbell Press',
        equipment: ['Dumbbells'],
        positions: ['seated'],
      },
      {
        ...catalogue.find((e) => e.pattern === 'push')!,
        id: 'push-up',
        name: 'Push-Up',
        equipment: ['Bodyweight Only'],
        positions: ['floor-plank'],
      },
    ];
    const session = composeSession({
      request: {
        minutes: 15,
        focus: 'upper',
        equipment: null,
        lowImpact: true,
        difficultyShift: 0,
        seatedOnly: true,
      },
      requirements: buildRequirements(),
      catalogue: seatedCatalogue,
      seed: 'session-1',
    });
    const names = session.exercises.map((item) => item.name);
    expect(names.length).toBeGreaterThan(0);
    expect(names.some((name) => /push-?up|squat|lunge|plank/i.test(name))).toBe(false);
  });

  it('uses a cardio machine the user says is at hand first', () => {
    const withTreadmill: EngineExercise[] = [
      ...catalogue,
      {
        ...catalogue.find((exercise) => exercise.pattern === 'cardio')!,
        id: 'treadmill-jog',
        name: 'Treadmill Jog',
        equipment: ['Treadmill'],
      },
    ];
    const session = composeSession({
      request: {
        minutes: 25,
        focus: 'full',
        equipment: ['Treadmill'],
        preferEquipment: ['Treadmill'],
        lowImpact: false,
        difficultyShift: 0,
      },
      requirements: buildRequirements(),
      catalogue: withTreadmill,
      seed: 'session-1',
    });
    expect(session.exercises[0]?.name).toBe('Treadmill Jog');
  });

  it('fills every slot it can with the equipment the user said they have', () => {
    const exercises = chosen({ preferEquipment: ['Resistance Bands'] });
    const withBands = exercises.filter((exercise) =>
      exercise.equipment.includes('Resistance Bands'),
    );
    // The test catalogue has a band exercise for every pattern but no band exercise twice per slot.
    expect(withBands.length).toBeGreaterThanOrEqual(exercises.length / 2);
    expect(chosen({}).filter((e) => e.equipment.includes('Resistance Bands')).length).toBeLessThan(
      withBands.length,
    );
  });

  it('takes a chair to mean chair exercises first', () => {
    expect(chosen({ preferEquipment: ['Chair'], focus: 'upper' }).map((e) => e.id)).toContain(
      'chair-dip',
    );
  });

  it('leaves jumps and running on the spot out of a low-impact session, not marching', () => {
    const cardio = catalogue.find((exercise) => exercise.pattern === 'cardio')!;
    const named = ['High Knees', 'Marching High Knees', 'Treadmill Jog', 'Squat Jump'].map(
      (name): EngineExercise => ({
        ...cardio,
        id: name.toLowerCase().replace(/ /g, '-'),
        name,
        equipment: ['Bodyweight Only'],
      }),
    );
    const session = composeSession({
      request: { minutes: 20, focus: 'cardio', equipment: [], lowImpact: true, difficultyShift: 0 },
      requirements: buildRequirements(),
      catalogue: named,
      seed: 'session-1',
    });
    expect(session.exercises.map((item) => item.name)).toEqual(['Marching High Knees']);
  });

  it('builds a balance session from balance exercises first', () => {
    const session = compose({ focus: 'balance', minutes: 20 });
    expect(session.focus).toBe('balance');
    const patterns = chosen({ focus: 'balance', minutes: 20 }).map((e) => e.pattern);
    expect(patterns[0]).toBe('balance');
    expect(patterns.filter((pattern) => pattern === 'balance').length).toBeGreaterThanOrEqual(2);
  });

  it('puts the areas named first in a mobility session', () => {
    const exercises = chosen({ focus: 'mobility', minutes: 20, preferAreas: ['hamstring'] });
    expect(exercises[0]?.muscleGroups).toContain('hamstrings');
  });
});

/** Sessions of the test catalogue for a user, one per seed, with the exercises they hold. */
function composedFor(
  requirements: Parameters<typeof buildRequirements>[0],
  request: Partial<SessionRequest>,
  seeds = ['a', 'b', 'c', 'd'],
) {
  return seeds.map((seed) => {
    const session = composeSession({
      request: {
        minutes: 30,
        focus: 'full',
        equipment: null,
        lowImpact: false,
        difficultyShift: 0,
        ...request,
      },
      requirements: buildRequirements(requirements),
      catalogue,
      seed,
    });
    const exercises = session.exercises.map((item) =>
      catalogue.find((exercise) => exercise.id === item.exerciseId)!,
    );
    return { session, exercises };
  });
}

describe('composeSession at the user’s level', () => {
  const levels = ['VERY_EASY', 'EASY', 'MODERATE', 'HARD', 'VERY_HARD'];
  const rank = (exercise: EngineExercise) => levels.indexOf(exercise.difficulty);

  it('fills an advanced lifter’s slots with exercises near the top of their level', () => {
    const picked = composedFor({ fitnessLevel: 'ADVANCED' }, { minutes: 40, focus: 'lower' });
    const easiest = picked.flatMap(({ exercises }) =>
      exercises.filter((exercise) => exercise.difficulty === 'VERY_EASY'),
    );
    expect(easiest).toEqual([]);
  });

  it('composes a beginner’s session from easier exercises than an advanced lifter’s', () => {
    const average = (fitnessLevel: 'BEGINNER' | 'ADVANCED') => {
      const picked = composedFor({ fitnessLevel }, {}).flatMap(({ exercises }) => exercises);
      return picked.reduce((sum, exercise) => sum + rank(exercise), 0) / picked.length;
    };
    expect(average('BEGINNER')).toBeLessThan(average('ADVANCED'));
  });
});

describe('composeSession without refused kit', () => {
  it('leaves out every exercise of a piece of kit refused by its word', () => {
    expect(catalogue.some((exercise) => exercise.equipment.includes('Barbell'))).toBe(true);
    const picked = composedFor(
      { fitnessLevel: 'ADVANCED' },
      { minutes: 40, avoidWords: ['barbel'] },
    ).flatMap(({ exercises }) => exercises);
    expect(picked.filter((exercise) => exercise.equipment.includes('Barbell'))).toEqual([]);
  });
});

describe('composeSession around a sore ankle', () => {
  it('leaves out lower-body work done standing on the feet', () => {
    const onFeet = new Set(['squat', 'lunge', 'hinge', 'calf', 'cardio', 'conditioning']);
    for (const { session, exercises } of composedFor({ injuries: ['ankle'] }, { focus: 'lower' })) {
      expect(exercises.length).toBeGreaterThan(0);
      expect(exercises.filter((exercise) => onFeet.has(exercise.pattern))).toEqual([]);
      expect(session.warmup.map((step) => step.name)).not.toContain('Leg swings');
    }
  });

  it('leads with the exercises named, even one the focus only reaches late (core on an upper day)', () => {
    const upperNaming = (name: string) =>
      composeSession({
        request: {
          minutes: 20,
          focus: 'upper',
          equipment: null,
          lowImpact: false,
          difficultyShift: 0,
          preferNames: [name],
        },
        requirements: buildRequirements(),
        catalogue,
        seed: 'named-1',
      });
    const core = catalogue.find((exercise) => exercise.pattern === 'core')!;
    expect(upperNaming(core.name).exercises[0]?.exerciseId).toBe(core.id);
    // A named exercise outside the focus's patterns is not forced in (a story's "walk").
    const walk = catalogue.find((exercise) => exercise.pattern === 'cardio')!;
    const strength = upperNaming(walk.name);
    expect(strength.exercises.map((item) => item.exerciseId)).not.toContain(walk.id);
  });
});
