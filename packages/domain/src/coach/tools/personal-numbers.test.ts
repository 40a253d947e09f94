import { describe, expect, it } from 'vitest';
import { buildCoachContext, conversation, reply } from '../coach-fixtures.test-helpers';
import type { CoachProfile, CoachUserContext } from '../coach-types';
import { answerPersonalNumbers } from './personal-numbers';

// The fixture user: 34 years old, 72 kg, a plan of 2000 kcal (150 g protein) and 2.5 L of water.
/** The fixture user with some onboarding answers changed. */
function withProfile(changes: Partial<CoachProfile>): CoachUserContext {
  const base = buildCoachContext();
  return base.profile ? { ...base, profile: { ...base.profile, ...changes } } : base;
}

function sumFor(
  message: string,
  history: string[] = [],
  context: CoachUserContext = buildCoachContext(),
) {
  return answerPersonalNumbers({ message, history, context });
}

describe('answerPersonalNumbers: heart rate', () => {
  it.each([
    [
      'im 34, whats 60-70% of my max hr in bpm?',
      /184 bpm.*gives 186\).*60-70% of it is about 111-129 bpm/,
    ],
    ['whats my max heart rate supposed to be at 63?', /^At 63: .*about 164 bpm .*gives 157\)\.$/],
    ['how many bpm is zone 2 for me', /zone 2 .*is about 111-129 bpm/],
    ["i'm 45 what should my heart rate be for fat burning", /At 45: .*177 bpm.*106-124 bpm/],
    ['whats my max hart rate', /^For you \(34\): your maximum heart rate is about 184 bpm/],
    ['zone 4 in bpm for a 50 year old?', /At 50: .*173 bpm.*80-90%.*138-156 bpm/],
    ['im 52 yo female whats my fat burning heart rate', /At 52: .*172 bpm.*103-120 bpm/],
    ['max hr for a 40 yr old?', /^At 40: your maximum heart rate is about 180 bpm/],
    ['what hr should i train at for zone 2', /zone 2 .*111-129 bpm/],
    ['whats my target heart rate', /50-85% of it, the usual target zone .* 92-157 bpm/],
    [
      "what's a safe heart rate for me when exercising",
      /64-76% of it, moderate effort .* 118-140 bpm/,
    ],
    ['what number should my hr stay under when walking', /64-76%.*brisk walking.*118-140 bpm/],
  ])('works out "%s" for the age said or stored', (message, expected) => {
    expect(sumFor(message)).toMatch(expected);
  });

  it.each([
    [
      'my resting hr is 55, whats my zone 2',
      /113-131 bpm\. With your resting 55 bpm .* 135-148 bpm/,
    ],
    ['whats my max hr, my rhr is 50', /^For you \(29\): your maximum heart rate is about 188 bpm/],
  ])('adds the heart-rate reserve of a stated resting rate to "%s"', (message, expected) => {
    expect(sumFor(message, [], withProfile({ age: 29 }))).toMatch(expected);
  });

  it.each(['what should my resting heart rate be', 'is a resting hr of 75 good'])(
    'leaves the resting heart rate of "%s" to the topic',
    (message) => {
      expect(sumFor(message)).toBeNull();
    },
  );

  it('asks for the age when none is known, with the formula and an example', () => {
    const context = buildCoachContext({ profile: null });
    expect(sumFor('what is my max heart rate', [], context)).toMatch(/tell me your age/);
  });

  it('tells a user with high blood pressure to go by effort', () => {
    const context = withProfile({ conditions: ['hypertension'] });
    expect(sumFor('what bpm should i stay under', [], context)).toMatch(
      /With your high blood pressure .*beta-blocker/,
    );
  });
});

describe('answerPersonalNumbers: kg and lb', () => {
  it.each([
    ['how many pounds is 100kg', '100 kg is about 220.5 lb.'],
    ['225 lbs in kg?', '225 lb is about 102.1 kg.'],
    ['my deadlift goal is 140kg right? whats that in lbs', '140 kg is about 308.6 lb.'],
    ['whats my weight in lbs rn', 'Your latest weight, 72 kg, is about 158.7 lb.'],
    ['whats my weight in stone', 'Your latest weight, 72 kg, is about 11 st 5 lb.'],
    ['convert my weight to pounds', 'Your latest weight, 72 kg, is about 158.7 lb.'],
    ['60 kg = ? lbs', '60 kg is about 132.3 lb.'],
    ["what's 135 in kg", '135 lb is about 61.2 kg.'],
    ['i lift 225, how much is that in kg', '225 lb is about 102.1 kg.'],
    ['how many stone is 90kg', '90 kg is about 14 st 2 lb.'],
    ['14st 7lb in kg', '203 lb is about 92.1 kg.'],
  ])('converts "%s"', (message, expected) => {
    expect(sumFor(message)).toBe(expected);
  });

  it('converts the goal the user set when asked for "my goal"', () => {
    const context = buildCoachContext({
      progressGoals: [
        {
          goalType: 'STRENGTH',
          description: 'Deadlift 140 kg for a single',
          progressPercentage: 75,
          targetDate: null,
        },
      ],
    });
    expect(sumFor('whats my goal in pounds', [], context)).toMatch(/140 kg, about 308.6 lb/);
  });
});

describe('answerPersonalNumbers: per kg of body weight', () => {
  it.each([
    [
      'how much protein for bulking, im 165 lbs. in grams pls',
      /^At 165 lb \(about 74.8 kg\): .*120-165 g a day\.$/,
    ],
    ['how much water should i drink, i weigh 200 lbs', /2.7-3.2 litres a day/],
    ['my husband is 90kg, how much protein does he need', /^At 90 kg: .*145-200 g a day/],
    [
      'how much protein do i need',
      /For your 72 kg: .*115-160 g a day\. Your plan's 150 g is within that\./,
    ],
    ['how many carbs should a 60kg woman eat', /At 60 kg: .*180-300 g a day/],
    ['how many calories should i eat at 80kg', /maintenance .*2400-2800 kcal/],
    [
      'im 6ft 200lbs how much water should i drink',
      /^At 200 lb \(about 90.7 kg\): .*2.7-3.2 litres/,
    ],
    ["i'm 34, 5'10 and 80kg, how much protein", /^At 80 kg: .*130-175 g a day/],
    [
      'im 12 stone, how much water should i drink',
      /^At 168 lb \(about 76.2 kg\): .*2.3-2.7 litres/,
    ],
    ['protein per day at 80kg', /At 80 kg: .*130-175 g a day/],
    ['how fast should i lose weight', /0\.36-0\.72 kg/],
    [
      'how much should i lose a week, whats safe for me',
      /0\.5-1% .*0\.36-0\.72 kg \(0\.8-1\.6 lb\)/,
    ],
  ])('works out "%s"', (message, expected) => {
    expect(sumFor(message)).toMatch(expected);
  });

  it.each([
    [
      'how long to lose 10kg',
      /^Losing 10 kg at a safe 0.5-1% .*\(0.36-0.72 kg\) takes roughly 14-28 weeks/,
    ],
    ['how many weeks to get down to 65kg', /^Going from 72 to 65 kg \(7 kg\) .* 10-20 weeks/],
    ['how long does it take to lose 20 pounds', /^Losing 20 lb .* 13-26 weeks/],
  ])('works out how long "%s" takes', (message, expected) => {
    expect(sumFor(message)).toMatch(expected);
  });

  it.each(['how long should i rest between sets', 'how long until i see results'])(
    'asks for no loss time in "%s"',
    (message) => {
      expect(sumFor(message)).toBeNull();
    },
  );

  it('counts the goal weight for protein when the user is losing weight', () => {
    const context = buildCoachContext({
      goals: ['weight-loss'],
      latestMeasurement: { weight: 92.4, bodyFat: 31, muscleMass: null, recordedAt: null },
      progressGoals: [
        {
          goalType: 'WEIGHT_LOSS',
          description: 'Reach 85 kg',
          progressPercentage: 40,
          targetDate: null,
        },
      ],
    });
    expect(sumFor('how much protein should i eat', [], context)).toMatch(
      /150-205 g a day; based on your goal weight \(85 kg\).*135-185 g/,
    );
    expect(sumFor('how long will it take me to reach my goal weight', [], context)).toMatch(
      /^Going from 92.4 to 85 kg \(7.4 kg\) .* 9-17 weeks/,
    );
  });
});

describe('answerPersonalNumbers: other sums', () => {
  it.each([
    ['whats 70% of 180', '70% of 180 is 126.'],
    ['105 is what percent of 140', '105 is 75% of 140.'],
    ['im at 105kg on deadlift, goal is 140kg, what % am i at', '105 kg is 75% of 140 kg.'],
    ["my squat max is 225 lbs, what's 70 percent of my max", '70% of 225 lb is 157.5 lb.'],
    [
      'roughly how many calories do i burn running a 5k at my weight',
      /^5 km of running burns roughly 360 kcal for you \(72 kg\)/,
    ],
    [
      'how many calories does a 3 mile walk burn',
      /^3 miles \(4.8 km\) of walking burns roughly 170-240 kcal for you \(72 kg\)/,
    ],
    [
      'how many carbs should i eat a day',
      /220-360 g a day\. Your plan's 200 g is a little under that\./,
    ],
    [
      'how many calories does 45 min of running burn',
      /^45 min of running burns roughly 380-540 kcal for you \(72 kg\)/,
    ],
  ])('works out "%s"', (message, expected) => {
    expect(sumFor(message)).toMatch(expected);
  });

  it('reads the message as the spelling corrector left it when the raw one asks nothing', () => {
    const line = answerPersonalNumbers({
      message: 'how much protien for 70kg',
      corrected: 'how much protein for 70kg',
      history: [],
      context: buildCoachContext(),
    });
    expect(line).toMatch(/^At 70 kg: .*110-155 g a day/);
  });

  it('works out what an activity burns at 70 kg when no weight is known', () => {
    const context = buildCoachContext({ latestMeasurement: null });
    expect(sumFor('how many calories does a 30 minute walk burn', [], context)).toMatch(
      /^30 min of brisk walking burns roughly 120-150 kcal at 70 kg/,
    );
  });

  it.each([
    [['what is zone 2 for running?'], 'ok and what bpm is that for me', /zone 2 .*111-129 bpm/],
    [
      ['how many calories does walking burn?'],
      'for like 30 min at my age',
      /30 min of brisk walking burns roughly 130-150 kcal for you \(72 kg\)/,
    ],
    [['whats my max heart rate'], 'and at 50?', /At 50: /],
  ])('reads the follow-up of %j, "%s", with the message before', (history, message, expected) => {
    expect(sumFor(message, history)).toMatch(expected);
  });

  it.each([
    'is a heart rate monitor worth it?',
    'im 63 and my heart rate goes up fast, is that ok',
    'my heart rate gets really high when i run, is that bad?',
    'what is zone 2 training',
    'do i need protein after a workout?',
    'i deadlifted 140kg today!',
    'apple watch says 600 cals burned on a 30 min walk. can i eat those back??',
    'does running burn more calories than walking?',
    'i hit 80% of my sets today',
    'i went from 80kg to 75kg',
    'how long should i rest between sets',
    'im 34 and want to lose weight',
    'what should i eat before a workout',
    'is 10% body fat realistic',
    'how many rest days a week should i take? i want to do every day to lose weight faster',
    'how many kg to go till my goal weight',
    'meal prep sunday, what should i batch cook to hit my protein all week',
    'my plan says 30% protein, how many grams is that for me',
    'how much water should i drink when working out',
  ])('asks for no number in "%s"', (message) => {
    expect(sumFor(message)).toBeNull();
  });

  it('does not say the sum of the message before again after a follow-up that changes nothing', () => {
    expect(sumFor('what about 3 eggs', ['how much protein do i need'])).toBeNull();
  });

  it('does not take thanks after a sum for a new question', () => {
    expect(sumFor('thanks!', ['whats my max heart rate'])).toBeNull();
  });

  it('does not read "a week ... fat loss" before a follow-up as a weekly loss asked', () => {
    const history = ['how much zone 2 a week for fat loss?'];
    expect(sumFor('how do i know im in zone 2 w no hr monitor', history)).toBeNull();
  });

  it('leaves carbs to the calorie target of someone losing weight', () => {
    const context = buildCoachContext({ goals: ['weight-loss'] });
    expect(sumFor('how many carbs should i eat a day', [], context)).toBeNull();
  });
});

describe('answerPersonalNumbers: a loss over a stated time, judged', () => {
  // The fixture user weighs 72 kg: 0.5-1 % a week is 0.36-0.72 kg.
  it.each([
    [
      'ive lost like 2 kilos in a month is that even good',
      /about 0.46 kg a week .*a healthy, sustainable pace/,
    ],
    ['lost 3kg in 2 weeks is that too fast', /1.5 kg a week .*fast, which is normal at the start/],
    ['down 6kg in 4 weeks is that ok', /1.5 kg a week .*on the fast side/],
    ['i lost 1kg this week is that good', /^1 kg in a week is 1.4% of your body weight: fast/],
    ['lost 0.5kg in a month, normal?', /0.11 kg a week .*slow, but it is real progress/],
    ['lost 4 lbs in two weeks, normal?', /^4 lb in two weeks is about 0.91 kg a week/],
  ])('%s', (message, expected) => {
    expect(sumFor(message)).toMatch(expected);
  });

  it('asks nothing of a loss told without a judgement or without a time', () => {
    expect(sumFor('lost 2kg in a month')).toBeNull();
    expect(sumFor('ive lost 3kg, is that good')).toBeNull();
  });

  it('answers with how fast weight comes off, after the verdict', () => {
    const answer = reply('ive lost like 2 kilos in a month is that even good');
    expect(answer.intent).toBe('nutrition');
    expect(answer.message).toMatch(/^2 kg in a month .*\n\nPlan on about 0.5-1 kg a week/s);
  });
});

describe('answerPersonalNumbers: warm-up sets', () => {
  it.each([
    [
      'how shud i do warm up sets for squat 5x5, working weight is 90',
      /^Warming up to 90 kg: the empty bar \(20 kg\) × 10, 35 kg × 5, 55 kg × 3, 67.5 kg × 2, 80 kg × 1/,
    ],
    [
      'warm up sets for a 225 lb bench top set?',
      /^Warming up to 225 lb: the empty bar \(45 lb\) × 10, 90 lb × 5/,
    ],
  ])('%s', (message, expected) => {
    expect(sumFor(message)).toMatch(expected);
  });

  it('reads the lift asked after with its own load', () => {
    expect(
      sumFor('and deadlift? top set is 115', [
        'how shud i do warm up sets for squat 5x5, working weight is 90',
      ]),
    ).toMatch(/^Warming up to 115 kg/);
  });

  it('asks nothing of a warm-up without a working weight', () => {
    expect(sumFor('how do i warm up for squats')).toBeNull();
  });
});

describe('answerPersonalNumbers: lifts, runs and BMI', () => {
  it.each([
    [
      'i did 100kg for 5 reps whats my 1rm',
      /^100 kg for 5 reps estimates a one-rep max of about 117 kg/,
    ],
    ['whats my 1rm if i can do 225 x 8', /^225 for 8 reps .* about 285 \(Epley/],
    ['3 x 10 at 60kg, whats my max', /^60 kg for 10 reps .* about 80 kg/],
    ['6 reps at 80kg, estimated max?', /^80 kg for 6 reps .* about 96 kg/],
    ['how many miles is a 10k', /^10 km is about 6.2 miles\.$/],
    ['3 miles in km?', /^3 miles is about 4.8 km\.$/],
    [
      'i ran 10k in 52:30, what was my pace',
      /^52:30 for 10 km is a pace of about 5:15 per km \(8:27 per mile\)/,
    ],
    [
      'whats the pace for a 1:45:00 half marathon',
      /^1:45:00 for a half marathon \(21.1 km\) .* 4:59 per km/,
    ],
    ['whats my bmi im 180cm and 80kg', /^At 80 kg and 180 cm your BMI is about 24.7, within/],
    ["whats my bmi, im 5'6", /^For your 72 kg and 168 cm your BMI is about 25.5, above/],
    ["what's my bmi", /tell me your height \(I have your 72 kg\)/],
  ])('works out "%s"', (message, expected) => {
    expect(sumFor(message)).toMatch(expected);
  });

  it.each([
    'should i do 5x5 at 80% of max',
    'how do i test my max safely',
    'how far should i run, 5k or 10k?',
    'my bmi says overweight but im muscular',
    'is bmi accurate for lifters',
    'how do i improve my 5k pace',
    '3x10 or 5x5 for strength?',
  ])('asks for no number in "%s"', (message) => {
    expect(sumFor(message)).toBeNull();
  });
});

describe('composeCoachReply with a personal number', () => {
  it('leads the reply with the sum, then the topic', () => {
    expect(reply('im 34, whats 60-70% of my max hr in bpm?').message).toMatch(
      /^[^\n]*184 bpm[\s\S]+\n/,
    );
    expect(
      conversation('what is zone 2 for running?', 'and what bpm is that for me').message,
    ).toMatch(/111-129 bpm/);
  });

  it('does not do the sum of a question out of scope', () => {
    expect(reply('whats a 15% tip on an $84 bill').message).not.toMatch(/15% of/);
  });
});
