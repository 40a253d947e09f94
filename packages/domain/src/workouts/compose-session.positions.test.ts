import { describe, expect, it } from 'vitest';
import { composeSession, type SessionRequest } from './compose-session';
import {
  buildEveryPositionCatalogue,
  buildRequirements,
  buildTestCatalogue,
} from './engine-test-fixtures';
import { allowedPositions, type PositionLimits } from './position-limits';
import type { EngineExercise, TrainingRequirements } from './workout-engine-types';
import type { ExercisePosition } from './workout-vocabulary';

const catalogue = buildEveryPositionCatalogue();

function compose(
  request: Partial<SessionRequest>,
  requirements: Partial<TrainingRequirements> = {},
  exercises: readonly EngineExercise[] = catalogue,
) {
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
    catalogue: exercises,
    seed: 'positions-1',
  });
  const chosen = session.exercises.map((item) =>
    exercises.find((exercise) => exercise.id === item.exerciseId)!,
  );
  return { session, chosen };
}

function positionsOf(chosen: readonly EngineExercise[]): ExercisePosition[] {
  return chosen.flatMap((exercise) => exercise.positions ?? []);
}

describe('composeSession: body positions', () => {
  it.each<PositionLimits>([
    { standingOnly: true },
    { seatedOnly: true },
    { noLyingOnBack: true },
    { noLyingFaceDown: true },
    { noKneeling: true },
    { noHanging: true },
    { noStanding: true },
    { standingOnly: true, noHanging: true, noLyingOnBack: true },
  ])('never breaks the limit %j', (limits) => {
    for (const focus of ['full', 'upper', 'lower', 'core', 'mobility'] as const) {
      const { chosen } = compose({ ...limits, focus });
      expect(chosen.length).toBeGreaterThan(0);
      for (const exercise of chosen)
        expect(allowedPositions(exercise, limits), exercise.id).not.toEqual([]);
    }
  });

  it('takes standing or seated exercises before leaning or bench ones when nothing may touch the floor', () => {
    const { chosen } = compose({ standingOnly: true });
    expect(positionsOf(chosen).every((position) => ['standing', 'seated'].includes(position))).toBe(
      true,
    );
  });

  it('takes an exercise done standing the usual way before one that is usually done lying', () => {
    const core = catalogue.find((exercise) => exercise.id === 'core-0-standing')!;
    const either: EngineExercise[] = [
      ...['a', 'b', 'c', 'd', 'e'].map((letter) => ({
        ...core,
        id: `tilt-${letter}`,
        name: `Tilt ${letter}`,
        positions: ['floor-back', 'standing'] as const,
      })),
      { ...core, id: 'hold', name: 'Hold', positions: ['standing'] },
    ];
    for (const seed of ['a', 'b', 'c', 'd']) {
      const session = composeSession({
        request: {
          minutes: 5,
          focus: 'core',
          equipment: null,
          lowImpact: false,
          difficultyShift: 0,
          standingOnly: true,
        },
        requirements: buildRequirements(),
        catalogue: either,
        seed,
      });
      expect(session.exercises[0]?.exerciseId, seed).toBe('hold');
    }
  });

  it('puts standing balance work in for core work that needs the floor or a bench', () => {
    const noUprightCore = catalogue.filter(
      (exercise) =>
        exercise.pattern !== 'core' ||
        !['standing', 'seated'].includes(exercise.positions?.[0] ?? ''),
    );
    const { chosen } = compose(
      { standingOnly: true, focus: 'core', minutes: 10 },
      {},
      noUprightCore,
    );
    expect(chosen[0]?.pattern).toBe('balance');
    expect(['standing', 'seated']).toContain(chosen[0]?.positions?.[0]);
  });

  it('keeps nothing flat on the back in pregnancy and nothing kneeling with a knee injury', () => {
    const pregnant = positionsOf(compose({ focus: 'core' }, { conditions: ['pregnancy'] }).chosen);
    expect(pregnant).not.toContain('floor-back');
    expect(pregnant).not.toContain('bench-back');
    const stated = compose({ focus: 'core', conditions: ['pregnancy'] });
    expect(stated.session.positionLimits.noLyingOnBack).toBe(true);
    expect(positionsOf(stated.chosen)).not.toContain('floor-back');
    const knee = compose({ focus: 'lower' }, { injuries: ['knee'] });
    expect(positionsOf(knee.chosen)).not.toContain('kneeling');
  });

  it('fills the time with more rounds when only a few exercises fit', () => {
    const few = catalogue.filter(
      (exercise) =>
        ![
          'standing',
          'seated',
          'leaning',
          'reclined',
          'bench-back',
          'bench-front',
          'hanging',
        ].includes(exercise.positions?.[0] ?? '') ||
        ['squat-0-standing', 'push-0-standing'].includes(exercise.id),
    );
    const { session } = compose({ standingOnly: true, minutes: 20 }, {}, few);
    expect(session.exercises.map((item) => item.exerciseId)).toEqual([
      'squat-0-standing',
      'push-0-standing',
    ]);
    expect(session.exercises.every((item) => item.sets > 3)).toBe(true);
    expect(session.minutes).toBeGreaterThanOrEqual(15);
    expect(session.minutes).toBeLessThanOrEqual(20);
  });

  it('makes a seated session with nothing for its strength slots a light circuit, not an empty card', () => {
    const gentleSeated = catalogue.filter(
      (exercise) =>
        exercise.positions?.[0] !== 'seated' ||
        ['conditioning', 'cardio', 'stretch', 'mobility'].includes(exercise.pattern),
    );
    const { session, chosen } = compose({ seatedOnly: true, minutes: 20 }, {}, gentleSeated);
    expect(chosen.length).toBeGreaterThanOrEqual(3);
    expect(chosen.every((exercise) => exercise.positions?.[0] === 'seated')).toBe(true);
    expect(session.minutes).toBeGreaterThanOrEqual(15);
  });

  it('leaves out an exercise without position data once a limit is set', () => {
    const unknown = buildTestCatalogue();
    expect(compose({}, {}, unknown).chosen.length).toBeGreaterThan(0);
    expect(compose({ noHanging: true }, {}, unknown).chosen).toEqual([]);
  });

  it('keeps a session off the feet for a leg in a boot: nothing standing or on the toes, an arms-only pulse raiser', () => {
    const { session, chosen } = compose({ noStanding: true, focus: 'upper' });
    expect(chosen.length).toBeGreaterThan(0);
    for (const exercise of chosen) {
      const allowed = allowedPositions(exercise, { noStanding: true });
      expect(allowed, exercise.id).not.toContain('standing');
      expect(allowed, exercise.id).not.toContain('floor-plank');
      expect(allowed, exercise.id).not.toEqual([]);
    }
    expect(session.warmup[0]?.name).toBe('Seated arm punches');
    // Without the limit the pulse raiser is done on the feet.
    expect(compose({ focus: 'upper' }).session.warmup[0]?.name).not.toBe('Seated arm punches');
  });
});
