import { describe, expect, it } from 'vitest';
import { fixtureCatalogue } from '../coach-fixtures.test-helpers';
import { createExerciseMatcher, type CoachExercise } from './exercise-matcher';

const base = fixtureCatalogue.find((entry) => entry.name === 'Push-Up')!;
const named = (name: string, aliases: string[] = []): CoachExercise => ({
  ...base,
  id: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
  name,
  aliases,
});
const matcher = createExerciseMatcher(
  [
    named('Crunch', ['crunches']),
    named('Cable Chest Press', ['cable press']),
    named('Dumbbell Bench Press', ['db bench']),
    named('Barbell Bench Press', ['bench']),
    named('Landmine Press'),
    named('Prone Y-T-W Raise', ['ytw']),
    named('Leg Raise'),
    named('Knee Push-Up'),
    named('Sumo Deadlift'),
    named('Sumo Squat'),
    named('Push-Up', ['push up']),
    named('Dumbbell Bent-Over Row'),
    named('Seated Cable Row', ['seated row']),
    named('Rowing Machine Steady Row', ['rowing']),
    named('Bulgarian Split Squat', ['bulgarian split squats']),
    named("Farmer's Carry", ['farmers carry']),
    named('Incline Dumbbell Press'),
    named('Incline Barbell Bench Press', ['incline bench press', 'incline bench']),
  ],
  new Set(),
);

describe('createExerciseMatcher', () => {
  it.each([
    ['how to do a proper sit up', 'Crunch'],
    ['100 sit-ups a day', 'Crunch'],
    ['how do i set up a landmine', 'Landmine Press'],
    ['y raises for posture', 'Prone Y-T-W Raise'],
    ['ok how do i set up for sumo then', 'Sumo Deadlift'],
    ['how deep on sumo squats', 'Sumo Squat'],
    ['how do i do a dumbbell bench press', 'Dumbbell Bench Press'],
    ['how do i do a push up on my knees', 'Knee Push-Up'],
    ['should my back be flat on rows', 'Dumbbell Bent-Over Row'],
    ['seated rows or pulldowns', 'Seated Cable Row'],
    ['only cables for rows here. seated row - where do i pull to?', 'Seated Cable Row'],
    ['rowing machine tips', 'Rowing Machine Steady Row'],
    ['how deep should i go on the bulgarian ones', 'Bulgarian Split Squat'],
    ['bulgarians are killing me', 'Bulgarian Split Squat'],
    ['do i need to touch my chest on the bench', 'Barbell Bench Press'],
    ["what's the benefit of farmers carries", "Farmer's Carry"],
    ['how wide should my grip be on the bench', 'Barbell Bench Press'],
    ['how do i do incline bench press', 'Incline Barbell Bench Press'],
    ['incline db press form', 'Incline Dumbbell Press'],
    ['incline dumbbell bench tips', 'Incline Dumbbell Press'],
  ])('finds the exercise "%s" names by another name', (text, name) => {
    expect(matcher.find(text)?.name).toBe(name);
  });

  it.each([
    ['what is the correct way to do a bent over row with dumbells', 'Dumbbell Bent-Over Row'],
    ['bent over rows using a barbell', 'Barbell Bent-Over Row'],
    ['bench press with dumbbells, how low', 'Dumbbell Bench Press'],
    ['bench press then dumbbell flyes', 'Barbell Bench Press'],
    ['how high should the surface be for incline pushups', 'Incline Push-Up'],
  ])('takes the kit said beside a name, and a name partly joined: "%s"', (text, name) => {
    const kits = createExerciseMatcher(
      [
        named('Dumbbell Bent-Over Row'),
        named('Barbell Bent-Over Row', ['bent over row', 'barbell row']),
        named('Dumbbell Bench Press'),
        named('Barbell Bench Press', ['bench press']),
        named('Push-Up', ['push up', 'push ups']),
        named('Incline Push-Up'),
      ],
      new Set(),
    );
    expect(kits.find(text)?.name).toBe(name);
  });

  it.each([
    [
      'bench press for years with no issue but now my shoulder hurts on landmine press',
      'Landmine Press',
    ],
    [
      'dumbbell bench press is fine but incline dumbbell press hurts my shoulder',
      'Incline Dumbbell Press',
    ],
    [
      'how do i do a sumo squat.. actually wait no i meant the sumo deadlift, how wide',
      'Sumo Deadlift',
    ],
    ['sumo deadlifts... do i kinda crunch the core or just brace', 'Sumo Deadlift'],
    ['how do i do a push up? i already do crunches fine', 'Push-Up'],
  ])('takes the exercise of the clause that asks or complains: "%s"', (text, name) => {
    expect(matcher.find(text)?.name).toBe(name);
  });

  it('reads "the next step up from" as an idiom, not the step-up', () => {
    const steps = createExerciseMatcher(
      [named('Step-Up', ['step up', 'step ups']), named('Box Squat', ['box squats'])],
      new Set(),
    );
    expect(steps.find("what's the next step up from a box squat")?.name).toBe('Box Squat');
    expect(steps.find('step ups onto a box')?.name).toBe('Step-Up');
  });

  it('reads "leg press" as the leg press machine, not the press that "press" alone stands for', () => {
    expect(matcher.find('is the leg press as good as squats')?.name).toBe('Leg Press');
  });

  it.each([
    ['squats holding my toddler is that safe', 'Bodyweight Squat'],
    ['lunges holding dumbbells', 'Reverse Lunge'],
    ['squat hold for mobility', 'Deep Squat Hold'],
  ])('reads "holding" a load as the load, not a hold: "%s"', (text, name) => {
    const holds = createExerciseMatcher(
      [
        named('Bodyweight Squat', ['squat', 'squats']),
        named('Deep Squat Hold', ['squat hold']),
        named('Reverse Lunge', ['lunges']),
      ],
      new Set(),
    );
    expect(holds.find(text)?.name).toBe(name);
  });

  it.each([
    'how do i sit up straight at my desk',
    'ok and if i dont have a bench?',
    'one hand on the bench for support, elbow to the hip',
    'one hand on a bench for support',
  ])('finds none in "%s"', (text) => {
    expect(matcher.find(text)).toBeNull();
  });
});

describe('createExerciseMatcher: an exercise described, not named', () => {
  const described = (
    name: string,
    instructions: string[],
    fields: Partial<CoachExercise> = {},
  ): CoachExercise => ({ ...named(name), instructions, description: '', formCues: [], ...fields });
  const catalogue = [
    described(
      'Lat Pulldown',
      ['Sit with thighs under the pad.', 'Pull the bar to the upper chest.'],
      {
        equipment: ['Cable Machine'],
        muscleGroups: ['back'],
      },
    ),
    described(
      'Hip Thrust',
      ['Sit with upper back against a bench and a bar over the hips.', 'Drive the hips up.'],
      {
        muscleGroups: ['glutes'],
      },
    ),
    described(
      'Dumbbell Bent-Over Row',
      ['Hinge forward with a flat back.', 'Row the weights to the hips.'],
      {
        muscleGroups: ['back'],
      },
    ),
    described('Side Plank', ['Lie on your side, elbow under the shoulder.', 'Lift the hips.'], {
      muscleGroups: ['core'],
    }),
    described('Plank Hold', ['Forearms on the floor.', 'Hold a straight line.'], {
      muscleGroups: ['core'],
    }),
    described('Hammer Curl', ['Hold dumbbells with palms facing in.', 'Curl them up.'], {
      formCues: ['Thumbs up'],
      muscleGroups: ['biceps'],
    }),
    described('Dumbbell Biceps Curl', ['Hold dumbbells, palms forward.', 'Curl them up.'], {
      muscleGroups: ['biceps'],
    }),
    described(
      'Dead Bug',
      ['Lie on your back, arms up, knees bent.', 'Extend one arm and the opposite leg.'],
      {
        muscleGroups: ['core'],
      },
    ),
    described(
      'Dumbbell Pullover',
      ['Lie on a bench holding one dumbbell.', 'Lower it behind your head.'],
      {
        aliases: ['lying dumbbell pullover'],
        formCues: ['Move only at the shoulders'],
        muscleGroups: ['back'],
      },
    ),
    described(
      'Glute Bridge',
      ['Lie on your back with knees bent.', 'Press through the heels to lift the hips.'],
      { muscleGroups: ['glutes'] },
    ),
    described(
      'Flutter Kicks',
      ['Lie on your back, hands under the hips.', 'Lift both straight legs and kick.'],
      { aliases: ['lying flutter kicks'], muscleGroups: ['core'] },
    ),
    described(
      'Bodyweight Squat',
      ['Stand with feet shoulder-width.', 'Sit down between your heels.'],
      {
        muscleGroups: ['quadriceps'],
      },
    ),
  ];
  const describedMatcher = createExerciseMatcher(catalogue, new Set());

  it.each([
    [
      'that thing where you pull the bar down to your chest while sitting, am i meant to lean back',
      'Lat Pulldown',
    ],
    ['the hip thing with the barbell across your lap and your back on a bench', 'Hip Thrust'],
    [
      'the one where you bend over and pull the dumbbells up to your belly, how far do i bend',
      'Dumbbell Bent-Over Row',
    ],
    ["the plank where you're on your side on one elbow", 'Side Plank'],
    ["what's it called when you lie on your back and move the opposite arm and leg", 'Dead Bug'],
    ['what do you call the one where you sit down between your heels', 'Bodyweight Squat'],
    ['is there an exercise where you lie on your back and lift your hips', 'Glute Bridge'],
    ['the curl where your thumbs face up, is it better', 'Hammer Curl'],
    ["what's the one where you lie on your back and move the opposite arm and leg?", 'Dead Bug'],
    ['my physio said to do that plank thing on your side to help my lower back', 'Side Plank'],
  ])('finds the exercise "%s" describes', (text, name) => {
    expect(describedMatcher.find(text)?.name).toBe(name);
  });

  describe('by body position, what the limbs do and the kit, whatever the words', () => {
    const positions = createExerciseMatcher(
      [
        ...catalogue,
        described(
          'Bird Dog',
          ['Start on hands and knees.', 'Extend one arm forward and the opposite leg back.'],
          {
            muscleGroups: ['core'],
          },
        ),
        described(
          'Pigeon Pose',
          [
            'From all fours, bring the right knee forward behind the right wrist.',
            'Slide the left leg straight back.',
          ],
          {
            muscleGroups: ['glutes'],
            formCues: ['Breathe into the stretch'],
            category: 'FLEXIBILITY',
          },
        ),
        described(
          'Pallof Press',
          [
            'Anchor a band at chest height to your side.',
            'Hold it at the chest and step away.',
            'Press the hands straight out and back.',
          ],
          {
            equipment: ['Resistance Bands'],
            formCues: ['Do not let the band turn you'],
          },
        ),
        described(
          'Standing Band Anti-Rotation Hold',
          [
            'Stand side-on to a band anchored at chest height.',
            'Press the hands straight out.',
            'Hold, resisting the pull.',
          ],
          {
            equipment: ['Resistance Bands'],
          },
        ),
        described(
          'Upright Row',
          [
            'Stand tall with a dumbbell in each hand, palms facing you.',
            'Pull the weights up, elbows out to the sides.',
          ],
          {
            muscleGroups: ['shoulders'],
          },
        ),
        described(
          'Goblet Squat',
          ['Hold a dumbbell vertically at the chest.', 'Squat between the knees.'],
          {
            aliases: ['goblet squats'],
          },
        ),
        described(
          'Dumbbell Overhead Press',
          ['Stand or sit holding dumbbells at shoulder height.', 'Press them overhead.'],
          { muscleGroups: ['shoulders'] },
        ),
        described('Standing Calf Raise', ['Stand tall.', 'Rise onto the balls of the feet.'], {
          muscleGroups: ['calves'],
        }),
        described('Barbell Curl', ['Hold the bar, palms forward.', 'Curl it up.'], {
          aliases: ['curl', 'curls'],
        }),
        described('Romanian Deadlift', ['Hinge at the hips with soft knees.'], {
          aliases: ['rdl'],
        }),
        described('Single-Leg Romanian Deadlift', [
          'Stand on one leg, the other straight behind.',
          'Hinge with a straight leg.',
        ]),
      ],
      new Set(),
    );

    it.each([
      [
        "she showed me a move where you're on all fours and stretch one arm out in front and the other leg out behind",
        'Bird Dog',
      ],
      [
        'whats the exercise where you kneel on hands and knees and reach one arm forward and the opposite leg back',
        'Bird Dog',
      ],
      [
        'the stretch on all fours where you bring one knee forward and slide the other leg back',
        'Pigeon Pose',
      ],
      [
        'an exercise with a band where you hold it at your chest and push your arms straight out, and the band tries to pull you round to the side',
        'Pallof Press',
      ],
      [
        "the exercise where you're on your back, arms up, and lower the opposite arm and leg",
        'Dead Bug',
      ],
      [
        'the one where you lie on your back and push your hips up with your feet on the floor',
        'Glute Bridge',
      ],
      ['which squat is the one where you hold the weight at your chest', 'Goblet Squat'],
      ['the one where you sit and push dumbells over your head', 'Dumbbell Overhead Press'],
      ['that exercise where you stand and rise up onto your tiptoes', 'Standing Calf Raise'],
      [
        'is there a name for the exercise where you lie on your back and lift your hips',
        'Glute Bridge',
      ],
      ['that excercise were u lay on ur back n reach the opposite arm and leg', 'Dead Bug'],
    ])('finds "%s"', (text, name) => {
      expect(positions.find(text)?.name).toBe(name);
    });

    it.each([
      [
        'hammer curl is the one with palms facing each other right? and what does it work',
        'Hammer Curl',
      ],
      ['the romanian deadlift is the one with straight legs right?', 'Romanian Deadlift'],
      ['which curl is the one where your palms face each other', 'Hammer Curl'],
      ['which curl is the one where your thumbs point up', 'Hammer Curl'],
      [
        'the hip thing with the barbell across your lap and your back on a bench, where should the bench hit my back',
        'Hip Thrust',
      ],
    ])(
      'takes a name stated beside a description, a one-word name as its kind: "%s"',
      (text, name) => {
        expect(positions.find(text)?.name).toBe(name);
      },
    );
  });

  it('reads "showed me one where..." as a description, "no one where i live..." not', () => {
    expect(
      describedMatcher.find('my physio showed me one where you lie on your back and lift your hips')
        ?.name,
    ).toBe('Glute Bridge');
    expect(describedMatcher.find('no one where i live lifts weights, is that weird')).toBeNull();
    expect(
      describedMatcher.find('my physio had me lying on my back lifting my hips, what is it for')
        ?.name,
    ).toBe('Glute Bridge');
  });

  it('names no exercise by a posture alone ("single leg stand" is not every "standing")', () => {
    const stands = createExerciseMatcher(
      [named('Single-Leg Balance', ['single leg stand', 'stork stand'])],
      new Set(),
    );
    expect(stands.find('i was standing with my back against the wall')).toBeNull();
    expect(stands.find('stork stand for balance')?.name).toBe('Single-Leg Balance');
  });

  it.each([
    ['the one with the bands, is it good for me', null],
    [
      "my knee, the one that's been dodgy since I came off my bike, aches after squats",
      'Bodyweight Squat',
    ],
  ])('reads no description in "%s"', (text, name) => {
    expect(describedMatcher.find(text)?.name ?? null).toBe(name);
  });

  it.each([
    [
      'is the leg machine where you push the platform away with your feet as good as squats',
      'Leg Press',
    ],
    ['the machine where you sit and squeeze your knees apart', 'Hip Abduction Machine'],
    ['leg extension machine, is it bad for knees', 'Leg Extension'],
    ['lying leg curl or nordics', 'Machine Leg Curl'],
    ['hack squat how deep', 'Hack Squat'],
  ])('knows the gym machines the catalogue lacks: "%s"', (text, name) => {
    expect(describedMatcher.find(text)?.name).toBe(name);
  });

  it('names a machine by its whole name only: "shoulder press" stays the catalogue\'s', () => {
    const presses = createExerciseMatcher(
      [named('Dumbbell Overhead Press', ['shoulder press'])],
      new Set(),
    );
    expect(presses.find('shoulder press form')?.name).toBe('Dumbbell Overhead Press');
    expect(presses.find('shoulder press machine seat')?.name).toBe('Machine Shoulder Press');
  });
});

describe('an alias said only in the plural', () => {
  const plurals = createExerciseMatcher(
    [
      named('Barbell Deadlift', ['deadlift', 'deads']),
      named('Romanian Deadlift', ['rdl']),
      named('Mountain Climber', ['climbers']),
    ],
    new Set(),
  );

  it.each([
    ['my phone was dead so i couldnt log it', null],
    ['best exercises for a climber?', null],
    ['deads hurt my lower back', 'Barbell Deadlift'],
    ['lower back tight after dead lifts yday', 'Barbell Deadlift'],
    ['romanian dead lift or normal?', 'Romanian Deadlift'],
    ['20 climbers then rest', 'Mountain Climber'],
  ])('"%s" names %s', (message, name) => {
    expect(plurals.find(message)?.name ?? null).toBe(name);
  });
});
