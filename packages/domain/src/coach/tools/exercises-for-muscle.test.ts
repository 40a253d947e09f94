import { describe, expect, it } from 'vitest';
import { buildCoachContext, fixtureCatalogue, reply } from '../coach-fixtures.test-helpers';
import { answerExercisesForMuscle, findMuscleAsked } from './exercises-for-muscle';

describe('findMuscleAsked', () => {
  it.each([
    ['best exercises for glutes', 'glutes'],
    ['good chest moves', 'chest'],
    ['what exercises work the hamstrings', 'hamstrings'],
    ['exercises for my inner thighs', 'inner thighs'],
    ['which exercises are best for abs', 'core'],
    ['rear delts lagging, best stuff for them?', 'rear delts'],
    ['best side delt exercises', 'side delts'],
    ['my back is weak, best exercises', 'back'],
    ['how do i do a glute bridge', null],
    ['my glutes are sore', null],
    ['glute exercises without kneeling', 'glutes'],
    ['core exercises without lying down', 'core'],
    ['can i do my band leg exercises two days in a row', null],
    ['how often should i do ab exercises', null],
    ['what works the rear delts', 'rear delts'],
    ['anything that hits my side delts?', 'side delts'],
    ['how do i target my lower abs', 'core'],
    ['best way to train calves', 'calves'],
    ['what works best for fat loss', null],
    ['how do i train consistently with kids', null],
    ['chest?', 'chest'],
    ['what about triceps', 'triceps'],
    ['arms pls', 'arms'],
    ['and rear delts?', 'rear delts'],
    ['biceps and triceps', 'arms'],
    ['chest and triceps', 'chest and triceps'],
    ['chest and back', 'chest and back'],
    ['my back', null],
    ['stomach', null],
    ['chest pain', null],
    ['what about squats', null],
    ['leg workout pls', null],
    ['arms day', null],
  ])('"%s" asks exercises for %s', (text, label) => {
    expect(findMuscleAsked(text)?.label ?? null).toBe(label);
  });
});

describe('answerExercisesForMuscle', () => {
  const answer = (text: string, context = buildCoachContext({ profile: null })) => {
    const muscle = findMuscleAsked(text);
    if (!muscle) throw new Error(`no muscle in ${text}`);
    return answerExercisesForMuscle({ muscle, context, catalogue: fixtureCatalogue });
  };

  it('lists catalogue exercises that train the muscle, with how to program them', () => {
    const lines = answer('best exercises for glutes').lines;
    const names = lines[0]?.replace('Good exercises for your glutes: ', '').replace('.', '');
    const chosen = names?.split(', ') ?? [];
    expect(chosen.length).toBeGreaterThan(0);
    for (const name of chosen) {
      const exercise = fixtureCatalogue.find((entry) => entry.name === name);
      expect(exercise?.muscleGroups).toContain('glutes');
    }
    expect(lines[1]).toMatch(/3 sets of 8-15 reps/);
  });

  it('ranks the exercises that isolate a small muscle first', () => {
    const row = fixtureCatalogue.find((entry) => entry.pattern === 'row');
    if (!row) throw new Error('the fixture catalogue has no row');
    const facePull = { ...row, id: 'face-pull', name: 'Face Pull', muscleGroups: ['shoulders'] };
    const muscle = findMuscleAsked('best exercises for rear delts');
    if (!muscle) throw new Error('rear delts not understood');
    const { lines } = answerExercisesForMuscle({
      muscle,
      context: buildCoachContext({ profile: null }),
      catalogue: [...fixtureCatalogue, facePull],
    });
    expect(lines[0]).toMatch(/^Good exercises for your rear delts: Face Pull/);
  });

  it("leaves out what loads the user's injuries and says so", () => {
    const context = buildCoachContext();
    const lines = answer('best leg exercises', context).lines;
    const chosen = lines[0]?.split(': ')[1]?.replace('.', '').split(', ') ?? [];
    for (const name of chosen) {
      const exercise = fixtureCatalogue.find((entry) => entry.name === name);
      expect(exercise?.contraindications.injuries).not.toContain('knee');
    }
    expect(lines.at(-1)).toMatch(/I left out exercises that load your knee/);
  });

  it('keeps to the body positions the message rules out, and says so', () => {
    const muscle = findMuscleAsked('glute exercises without kneeling');
    if (!muscle) throw new Error('no muscle');
    const { lines } = answerExercisesForMuscle({
      muscle,
      context: buildCoachContext({ profile: null }),
      catalogue: fixtureCatalogue,
      asked: { noKneeling: true },
    });
    const chosen = (lines[0] ?? '').replace('Good exercises for your glutes: ', '').split(/, |\./);
    for (const name of chosen.filter(Boolean)) {
      const positions = fixtureCatalogue.find((entry) => entry.name === name)?.positions ?? [];
      expect(positions.some((position) => position !== 'kneeling')).toBe(true);
    }
    expect(lines.at(-1)).toMatch(/no kneeling, as you asked/);
  });

  it('keeps the list asked before within a limit said as a follow-up', () => {
    const answer = reply('no kneeling please', { history: ['best glute exercises'] });
    expect(answer.message).toMatch(/^Good exercises for your glutes/);
    expect(answer.message).toMatch(/All of them fit no kneeling, as you asked/);
  });
});
