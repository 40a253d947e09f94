import { describe, expect, it } from 'vitest';
import { buildCoachContext, fixtureCatalogue, reply } from '../coach-fixtures.test-helpers';
import type { CoachExercise } from '../understand/exercise-matcher';
import { describeExerciseHowTo } from './exercise-how-to';

const context = buildCoachContext({ profile: null });

const base = fixtureCatalogue.find((entry) => entry.name === 'Push-Up')!;

/** A catalogue exercise of this name (its id the name's slug), otherwise the fixture push-up. */
function exercise(
  fields: Partial<CoachExercise> & { name: string; pattern: string },
): CoachExercise {
  const id = fields.name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return { ...base, aliases: [], isTimed: false, category: 'STRENGTH', id, ...fields };
}

const howTo = (item: CoachExercise, text: string, followUp: 'dose' | null = null) =>
  describeExerciseHowTo({ exercise: item, text, context, followUp }).lines.join('\n');

describe('describeExerciseHowTo', () => {
  it.each([
    ['Step-Up', 'lunge', 'how do i do step ups properly', /whole foot flat/],
    ['Dumbbell Floor Press', 'push', 'how do i do a floor press', /knees bent and feet flat/],
    ['Landmine Press', 'press', 'how do i set up a landmine press', /corner of a room/],
    ['Dead Hang', 'pull', 'how do i do dead hangs', /pull-up bar/],
    ['Side Plank', 'core', 'how do i do a side plank', /elbow right under your shoulder/],
  ])('gives the %s its set-up and key cue', (name, pattern, text, expected) => {
    expect(howTo(exercise({ name, pattern }), text)).toMatch(expected);
  });

  it.each([
    [
      'Glute Bridge',
      'glute',
      'my knee clicks and aches on glute bridges, can i keep doing them',
      /push through your heels/,
    ],
    [
      'Dumbbell Bent-Over Row',
      'pull',
      'how do i do a bent over row without hurting my back? history of lower back trouble',
      /one-arm row with one hand and knee on a bench.*hinge at the hips/,
    ],
    ['Lat Pulldown', 'pull', 'lat pulldown wide grip or close grip for a v taper', /lats/],
    [
      'Incline Push-Up',
      'push',
      'incline push ups, what do i put my hands on at home and how high?',
      /kitchen counter.*The higher the surface, the easier/,
    ],
    [
      'Landmine Press',
      'press',
      'is the landmine press kinder on a cranky shoulder than ohp',
      /in an arc, at an angle rather than straight overhead/,
    ],
    [
      'Barbell Front Squat',
      'squat',
      'front squats wreck my wrists in the rack position, how should i hold the bar',
      /^Front rack: .*fingertips/m,
    ],
    ['Bodyweight Squat', 'squat', 'hip pinches at the bottom of my squat', /^Hip pinch/m],
    ['Hip Thrust', 'glute', 'hip thrusts at home, what do i lean my back on', /^Back on: .*sofa/m],
    ['Bench Dip', 'push', 'bench dips, what can i use instead of a bench', /^Hands on: .*chair/m],
    ['Lat Pulldown', 'pulldown', 'lat pulldown how tight should the thigh pad be', /^Thigh pad/m],
    ['Bench Dip', 'push', 'how deep should i go on bench dips', /^Depth and shoulders/m],
    [
      'Barbell Deadlift',
      'hinge',
      'on deadlifts do i pull with my arms',
      /^Arms: keep them straight/m,
    ],
    ['Plank Hold', 'core', 'plank: should my butt be up or down', /hips neither up in a pike/],
    ['Bird Dog', 'core', 'my knees hurt kneeling for bird dogs', /^Knees: kneel on a folded mat/m],
    [
      'Dead Bug',
      'core',
      'lower back arches on dead bugs, how do i stop it',
      /^Lower back: press it/m,
    ],
    ['Plank Hold', 'core', 'my wrists hurt in the plank', /^Wrists: plank on your forearms/m],
    [
      'Upright Row',
      'row',
      'should my back be flat on upright rows',
      /^Stand tall: keep your back/m,
    ],
    [
      'Inverted Row',
      'row',
      'inverted rows, how high should the bar be',
      /^Angle: the more upright/m,
    ],
    [
      'Incline Dumbbell Press',
      'press',
      'what angle should the bench be for incline press',
      /30 degrees/,
    ],
    [
      'Seated Cable Row',
      'row',
      'seated cable row how far back should i sit',
      /^Sitting: far enough back/m,
    ],
  ])(
    'answers the %s set-up detail or complaint asked with its own cue',
    (name, pattern, text, expected) => {
      expect(howTo(exercise({ name, pattern }), text)).toMatch(expected);
    },
  );

  it('reads no seated question in a story of sitting in a chair', () => {
    const wallSit = exercise({ name: 'Wall Sit', pattern: 'squat', positions: ['standing'] });
    expect(
      howTo(wallSit, 'sliding down the wall like sitting in a chair, how long do i hold it'),
    ).not.toContain('not seated');
    expect(howTo(wallSit, 'can i do wall sits from my chair')).toContain('not seated');
  });

  it('reads no seated question in an exercise named seated', () => {
    const row = exercise({ name: 'Seated Cable Row', pattern: 'row', positions: ['seated'] });
    expect(howTo(row, 'seated cable row - where do i pull to?')).not.toContain(
      'can be done seated',
    );
    expect(howTo(row, 'can i do the seated cable row sitting on a chair')).toContain(
      'can be done seated',
    );
  });

  it('names an exercise described or asked for by name before saying how to do it', () => {
    const pallof = exercise({ name: 'Pallof Press', pattern: 'core' });
    expect(
      howTo(
        pallof,
        'an exercise with a band where you push it out from your chest, what is it called',
      ),
    ).toMatch(/^That sounds like the pallof press\./);
    expect(howTo(pallof, 'pallof press, what is it good for')).not.toContain('That sounds like');
    expect(
      howTo(
        exercise({ name: 'Wall Sit', pattern: 'squat' }),
        'my physio had me standing with my back against the wall and sliding down. what is it for?',
      ),
    ).toMatch(/^That sounds like the wall sit\./);
  });

  it.each([
    ['One-Arm Dumbbell Row', 'row', ['back', 'biceps'], /back \(lats, rhomboids and mid traps\)/],
    ['Lat Pulldown', 'pulldown', ['back', 'biceps'], /back \(lats most of all\)/],
    ['Dumbbell Lateral Raise', 'press', ['shoulders'], /shoulders \(side delts\)/],
    ['Bodyweight Squat', 'squat', ['quadriceps', 'glutes'], /Muscles worked: quadriceps, glutes\./],
  ])(
    'names the part of a muscle group the %s works most',
    (name, pattern, muscleGroups, expected) => {
      expect(
        howTo(exercise({ name, pattern, muscleGroups }), `what muscles does the ${name} work`),
      ).toMatch(expected);
    },
  );

  it("picks today's load by effort for a lifter, a light start for a beginner", () => {
    const squat = exercise({ name: 'Barbell Back Squat', pattern: 'squat' });
    expect(howTo(squat, 'what weight should i put on the bar for squats today')).toMatch(
      /^Load for today: .*reps in reserve \(RPE 7-9\)/m,
    );
    expect(howTo(squat, 'how do i squat and what weight should i start with')).toMatch(
      /^Starting weight: learn the barbell back squat unloaded/m,
    );
  });

  it('names the common mistake that loads the part the user feels it in', () => {
    const burpee = exercise({
      name: 'Burpee',
      pattern: 'conditioning',
      commonMistakes: [
        'Landing the jump stiff-legged, which jars the knees',
        'Letting the hips sag in the plank, which strains the lower back',
      ],
    });
    expect(howTo(burpee, 'i feel burpees in my lower back is that bad')).toContain(
      'Feeling it in your lower back usually comes from letting the hips sag in the plank',
    );
    expect(howTo(burpee, 'how do i do burpees')).not.toContain('Feeling it in');
  });

  it('says how fast to move when the question asks it', () => {
    expect(
      howTo(
        exercise({ name: 'Romanian Deadlift', pattern: 'hinge' }),
        'how fast should i lower on rdls',
      ),
    ).toMatch(/^Tempo: lower under control in 2-3 seconds/m);
  });

  it('says how long to hold a timed exercise that has no set-up of its own', () => {
    const hold = exercise({ name: 'Tandem Walk Hold', pattern: 'balance', isTimed: true });
    expect(howTo(hold, 'how do i do it')).toMatch(/Hold: about \d+ seconds/);
  });

  it('turns a bench press into a floor press when the user has no bench', () => {
    const bench = exercise({
      name: 'Dumbbell Bench Press',
      pattern: 'push',
      instructions: ['Lie on a bench holding dumbbells.', 'Press up.', 'Lower.'],
    });
    expect(howTo(bench, "ok and if i don't have a bench?")).toContain('Do it as a floor press');
    expect(howTo(bench, 'how do i do a dumbbell bench press')).not.toContain('floor press');
  });

  it('starts light and pain-free when the user is back from an injury', () => {
    const press = exercise({ name: 'Dumbbell Overhead Press', pattern: 'press' });
    const text =
      'physio signed off my shoulder, how do i do the db shoulder press without wrecking it again';
    expect(howTo(press, text)).toMatch(/start light.*pain-free/);
    expect(howTo(press, 'how do i do the db shoulder press')).not.toContain(
      'Coming back from an injury',
    );
    expect(howTo(press, 'how do i do swings without wrecking my back')).not.toContain(
      'Coming back from an injury',
    );
  });

  it('builds up to an exercise the user cannot do yet with its easier versions', () => {
    const pullUp = exercise({
      name: 'Pull-Up',
      pattern: 'pull',
      modifications: ['Band-Assisted Pull-Up', 'Negative pull-ups'],
    });
    expect(howTo(pullUp, 'how do i do pull ups if i cant do one yet')).toContain(
      "Can't do one yet? Build up with band-assisted pull-up; negative pull-ups",
    );
    expect(howTo(pullUp, 'how do i do pull ups')).not.toContain("Can't do one yet");
  });

  it.each([
    ['im 72, how do i do squats safely', /^At 72: .*something sturdy within reach for balance/m],
    ['how do i do lunges without hurting myself', /^Safely: learn it with the easier version/m],
  ])('shapes a line by what "%s" says around the how-to', (text, expected) => {
    expect(howTo(exercise({ name: 'Bodyweight Squat', pattern: 'squat' }), text)).toMatch(expected);
  });

  it.each(['im 30 how do i do squats', 'i squat at 80 kg, how do i go deeper'])(
    'says no age or safety line for "%s"',
    (text) => {
      expect(howTo(exercise({ name: 'Bodyweight Squat', pattern: 'squat' }), text)).not.toMatch(
        /^(At \d+|Safely):/m,
      );
    },
  );

  it('doses the goal a sets-and-reps question names ("for size")', () => {
    const bench = exercise({ name: 'Dumbbell Bench Press', pattern: 'push' });
    expect(howTo(bench, 'how many reps for size', 'dose')).toMatch(/^For size .*sets of 10 reps/);
    expect(howTo(bench, 'how many reps', 'dose')).toMatch(/^For you:/);
    expect(howTo(bench, 'how many reps', 'dose')).toMatch(
      /reps of the dumbbell bench press \(anywhere in \d+-\d+ reps works\)/,
    );
  });

  it("doses an exercise of today's plan with the plan's own numbers", () => {
    const planned = buildCoachContext({
      profile: null,
      todayWorkout: {
        name: 'Lower Body Strength',
        exercises: [
          { name: 'Romanian Deadlift', sets: 3, reps: '8' },
          { name: 'Plank Hold', sets: 3, reps: '30 s' },
        ],
      },
    });
    const dose = (item: CoachExercise, text: string) =>
      describeExerciseHowTo({ exercise: item, text, context: planned, followUp: 'dose' }).lines[0];
    const rdl = exercise({ name: 'Romanian Deadlift', pattern: 'hinge' });
    expect(dose(rdl, 'how many reps')).toMatch(
      /^Today's Lower Body Strength has 3 sets of 8 reps of the romanian deadlift/,
    );
    expect(dose(exercise({ name: 'Plank Hold', pattern: 'core' }), 'how many sets')).toMatch(
      /3 sets of 30 s of the plank hold/,
    );
    // A goal named asks for that goal's dose, not the plan's.
    expect(dose(rdl, 'how many reps for size')).toMatch(/^For size/);
    // Not in the plan: the user's own dose.
    expect(dose(exercise({ name: 'Hip Thrust', pattern: 'hinge' }), 'how many reps')).toMatch(
      /^For you:/,
    );
  });
});

describe("describeExerciseHowTo: a harder form asked beside today's plan", () => {
  it("gives the exercise's harder versions, not the plan read back", () => {
    const answer = reply('todays workout says push-up 3x12 but way too easy, harder version?');
    expect(answer.intent).toBe('exercise-technique');
    expect(answer.message).toMatch(/To make the push-up harder/);
  });
});
