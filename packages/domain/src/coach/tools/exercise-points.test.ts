import { describe, expect, it } from 'vitest';
import { buildCoachContext, fixtureCatalogue } from '../coach-fixtures.test-helpers';
import type { CoachExercise } from '../understand/exercise-matcher';
import { describeExerciseHowTo } from './exercise-how-to';
import {
  askedCuesOf,
  asksWorthOf,
  nextStepLine,
  placementLine,
  purposeLine,
  seatedLine,
  variationLine,
} from './exercise-points';

const base = fixtureCatalogue.find((entry) => entry.name === 'Push-Up')!;

/** A catalogue exercise of this name (its id the name's slug), otherwise the fixture push-up. */
function exercise(fields: Partial<CoachExercise> & { name: string }): CoachExercise {
  const id = fields.name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return { ...base, aliases: [], isTimed: false, category: 'STRENGTH', id, ...fields };
}

const smith = exercise({
  name: 'Smith Machine Squat',
  pattern: 'squat',
  equipment: ['Smith Machine'],
  instructions: ['Set the bar at shoulder height.', 'Place feet slightly in front of the bar.'],
  commonMistakes: ['Standing with the feet directly under the bar, which pushes the knees forward'],
});

describe('the point a question about one exercise asks', () => {
  it.each([
    [
      exercise({ name: 'Bulgarian Split Squat', pattern: 'lunge' }),
      'should my front knee go past my toes',
      /fine and normal/,
    ],
    [
      exercise({ name: 'Step-Up', pattern: 'lunge' }),
      'is it bad if my knee goes past my toes',
      /fine and normal/,
    ],
    [
      exercise({ name: 'Goblet Squat', pattern: 'squat' }),
      'squats holding my toddler ok?',
      /close to your chest/,
    ],
    [smith, 'is the smith machine cheating', /^Not cheating: a machine/],
    [
      exercise({ name: 'Knee Push-Up', pattern: 'push' }),
      'are knee push ups cheating',
      /^Not cheating: a version/,
    ],
    [
      exercise({ name: 'Split Squat', pattern: 'lunge' }),
      'how deep should i go',
      /back knee is just above the floor/,
    ],
    [
      exercise({ name: 'Romanian Deadlift', pattern: 'hinge' }),
      'how low do i go',
      /back stays flat/,
    ],
    [
      exercise({ name: 'Box Squat', pattern: 'squat' }),
      'which height, a sofa or a dining chair?',
      /higher seat is easier.*touch it lightly/,
    ],
    [
      exercise({ name: 'Calf Stretch', pattern: 'stretch', category: 'FLEXIBILITY' }),
      'how long should i hold it',
      /20-30 seconds/,
    ],
  ])('%s: "%s"', (item, text, expected) => {
    expect(askedCuesOf(item, text)[0]?.text).toMatch(expected);
  });

  it.each([
    [
      exercise({ name: 'Push-Up', pattern: 'push' }),
      'where should i look during push ups',
      /^Head and eyes/,
    ],
    [
      exercise({ name: 'Leg Press', pattern: 'squat' }),
      'do i lock my knees at the top',
      /^Top of the rep/,
    ],
    [
      exercise({ name: 'Band Row', pattern: 'row' }),
      'palms up or down?',
      /^Grip: palms facing each other/,
    ],
    [
      exercise({ name: 'Barbell Bench Press', pattern: 'push' }),
      'how far down should the bar go on bench',
      /^Depth: lower under control until the bar touches/,
    ],
    [
      exercise({ name: 'Dumbbell Bench Press', pattern: 'push' }),
      'is it bad that my back arches',
      /^Arch: a small arch is normal/,
    ],
    [
      exercise({ name: 'Pull-Up', pattern: 'pulldown' }),
      'do i straighten my arms fully at the bottom',
      /^Bottom of the rep/,
    ],
    [
      exercise({ name: 'Tandem Stance', pattern: 'balance', category: 'BALANCE' }),
      'should i close my eyes',
      /^Eyes closed: it makes balance work much harder/,
    ],
  ])('%s: "%s" (any exercise of the family)', (item, text, expected) => {
    expect(askedCuesOf(item, text)[0]?.text).toMatch(expected);
  });

  it('keeps a wall sit’s knees over its ankles', () => {
    const wallSit = exercise({ name: 'Wall Sit', pattern: 'squat', isTimed: true });
    expect(
      askedCuesOf(wallSit, 'is it ok if my knees go over my toes').map((cue) => cue.aspect),
    ).not.toContain('knees past toes');
  });

  it('asks nothing of the family when the words are only the name', () => {
    expect(askedCuesOf(exercise({ name: 'Box Squat', pattern: 'squat' }), 'box squat')).toEqual([]);
    expect(askedCuesOf(exercise({ name: 'Lateral Lunge', pattern: 'lunge' }), 'how deep')).toEqual(
      [],
    );
  });

  it("answers where a part goes from the exercise's own steps and mistakes", () => {
    expect(placementLine(smith, 'where do my feet go')).toBe(
      'Feet on the smith machine squat: Place feet slightly in front of the bar. Avoid standing with the feet directly under the bar, which pushes the knees forward.',
    );
    expect(placementLine(smith, 'my feet hurt')).toBeNull();
    const bench = exercise({
      name: 'Barbell Bench Press',
      pattern: 'push',
      aliases: ['bench'],
      instructions: ['Lie on a bench.'],
    });
    expect(placementLine(bench, 'how far down should the bar go on bench')).toBeNull();
  });

  it('says whether it can be done seated, from its positions', () => {
    const curl = exercise({
      name: 'Hammer Curl',
      pattern: 'arms',
      positions: ['standing', 'seated'],
    });
    expect(seatedLine(curl, 'can i do these sitting down')).toMatch(
      /^Yes, the hammer curl can be done seated/,
    );
    const lunge = exercise({ name: 'Reverse Lunge', pattern: 'lunge', positions: ['standing'] });
    expect(seatedLine(lunge, 'can i do them seated')).toMatch(/done standing, not seated/);
    expect(seatedLine(lunge, 'how do i do them')).toBeNull();
  });

  it('says what it is for when asked', () => {
    const pallof = exercise({
      name: 'Pallof Press',
      pattern: 'core',
      description: 'Pressing a band away while resisting rotation.',
      muscleGroups: ['core'],
    });
    expect(purposeLine(pallof, 'what are pallof presses actually for')).toMatch(
      /^What it is for: .*resisting rotation/,
    );
    expect(purposeLine(pallof, "what's the point of them")).not.toBeNull();
    expect(purposeLine(pallof, 'how do i do them')).toBeNull();
  });

  it('answers "can I do it on my knees / with a band" from its easier and harder versions', () => {
    const plank = exercise({
      name: 'Plank Hold',
      pattern: 'core',
      modifications: ['Knee plank'],
      progressions: ['Longer holds'],
    });
    expect(variationLine(plank, 'can i do planks on my knees')).toMatch(
      /^Yes: knee plank is the easier version/,
    );
    const bridge = exercise({
      name: 'Glute Bridge',
      pattern: 'glute',
      modifications: ['Smaller range'],
      progressions: ['Single-Leg Glute Bridge'],
    });
    expect(variationLine(bridge, 'could i do the glute bridge on one leg')).toMatch(
      /^Yes, as the harder version: single-leg glute bridge/,
    );
    expect(variationLine(bridge, 'how do i do a glute bridge')).toBeNull();
    expect(variationLine(plank, 'can i do planks with a band')).toBeNull();
    const clam = exercise({
      name: 'Banded Clamshell',
      pattern: 'glute',
      equipment: ['Resistance Bands'],
      modifications: ['No band'],
      progressions: ['Heavier band'],
    });
    expect(variationLine(clam, 'could you walk me through clamshells with a band')).toBeNull();
    expect(variationLine(clam, 'can i do clamshells without a band')).toMatch(
      /^Yes: no band is the easier/,
    );
  });

  it('names the next step up, or a step down, from its progressions and modifications', () => {
    const box = exercise({
      name: 'Box Squat',
      pattern: 'squat',
      modifications: ['Higher box'],
      progressions: ['Lower the box', 'Bodyweight Squat'],
    });
    expect(nextStepLine(box, "what's the next step up from a box squat")).toMatch(
      /^Next step up from the box squat: lower the box; bodyweight squat\./,
    );
    expect(nextStepLine(box, 'is there an easier version')).toMatch(
      /^A step down from the box squat: higher box\./,
    );
    expect(nextStepLine(box, 'how do i do a box squat')).toBeNull();
  });

  it('puts the point asked before the steps', () => {
    const lines = describeExerciseHowTo({
      exercise: smith,
      text: 'is the smith squat cheating? and where do my feet go',
      context: buildCoachContext({ profile: null }),
      followUp: null,
    }).lines;
    expect(lines[0]).toMatch(/^Not cheating/);
    expect(lines[1]).toMatch(/^Feet on the smith machine squat/);
    expect(lines.findIndex((line) => line.startsWith('How to do'))).toBeGreaterThan(1);
  });
});

describe('asksWorthOf', () => {
  it.each([
    ['push ups worth it?', true],
    ['are push-ups any good', true],
    ['honestly are pushups even worth doing', true],
    ['is there any point doing push ups', true],
    // Another thing weighed beside the exercise.
    ['push ups stalled at 20 for weeks, are microplates worth it', false],
    ['is carb loading before push up day worth it', false],
    ['how do i do a push up', false],
  ])('reads "%s" as weighing the push-up itself: %s', (message, expected) => {
    expect(asksWorthOf(message, base)).toBe(expected);
  });
});
