import type { CoachGoal, CoachUserContext } from '../coach-types';

const weekMs = 7 * 24 * 60 * 60 * 1000;

// Safe weekly change of body weight, as a share of it: losing 0.5-1 % a week keeps muscle
// (ISSN position stand: diets and body composition, 2017); gaining faster than about 0.25-0.5 %
// a week adds mostly fat (Iraki et al., Nutrition recommendations for bodybuilders in the
// off-season, Sports 2019).
const safeWeeklyShare = { loss: [0.005, 0.01], gain: [0.0025, 0.005] } as const;

const months = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

// The day a season or holiday starts, as [month, day] (meteorological seasons).
const namedDays: Readonly<Record<string, readonly [number, number]>> = {
  spring: [2, 1],
  summer: [5, 1],
  autumn: [8, 1],
  fall: [8, 1],
  winter: [11, 1],
  christmas: [11, 25],
  xmas: [11, 25],
};

/**
 * The date a message gives its goal ("by june": the 1st of the next June; "by the end of june":
 * its last day; "by the summer": 1 June); null when it names no month, season or Christmas.
 */
function dateSaid(text: string, now: Date): Date | null {
  const said =
    /\b(by|before|for|in|in time for) (the )?(end of )?(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|spring|summer|autumn|fall|winter|christmas|xmas)[a-z]*\b/.exec(
      text,
    );
  if (!said) return null;
  const word = said[4] ?? '';
  const [month, day] = namedDays[word] ?? [months.indexOf(word), 1];
  const atEnd = said[3] !== undefined;
  const year = month < now.getUTCMonth() ? now.getUTCFullYear() + 1 : now.getUTCFullYear();
  return atEnd && !(word in namedDays)
    ? new Date(Date.UTC(year, month + 1, 0))
    : new Date(Date.UTC(year, month, day));
}

/** One decimal, without a trailing ".0" ("0.4", "7"). */
function sayKg(value: number): string {
  return `${Math.round(value * 10) / 10}`;
}

/**
 * The goal a message asks about: the one whose description holds a number the message says
 * ("85kg by august" and "Reach 85 kg"), else a body-weight goal when it speaks of weight, else the
 * first one.
 */
function goalAsked(goals: readonly CoachGoal[], text: string): CoachGoal | undefined {
  const numbers = new Set(text.match(/\d+(?:\.\d+)?/g) ?? []);
  const named = goals.find((goal) =>
    (goal.description?.match(/\d+(?:\.\d+)?/g) ?? []).some((number) => numbers.has(number)),
  );
  if (named) return named;
  if (/\b(weigh\w*|kg|kilos?|lbs?|pounds|stone|lose|losing|lost)\b/.test(text)) {
    const bodyWeight = goals.find((goal) => /^WEIGHT_(LOSS|GAIN)$/.test(goal.goalType));
    if (bodyWeight) return bodyWeight;
  }
  return goals[0];
}

/** A body-weight goal's pace: the kilos a week it needs against the safe range. */
function bodyWeightPace(goal: CoachGoal, weight: number, weeks: number): string | null {
  const target = /\b(\d{2,3}(?:\.\d)?) ?kg\b/.exec(goal.description ?? '')?.[1];
  if (!target) return null;
  const left = Number(target) - weight;
  if (Math.abs(left) < 0.05) return `You have reached it: ${sayKg(weight)} kg.`;
  const losing = left < 0;
  const [low, high] = losing ? safeWeeklyShare.loss : safeWeeklyShare.gain;
  const needed = Math.abs(left) / weeks;
  const range = `${sayKg(weight * low)}-${sayKg(weight * high)} kg a week`;
  const share = losing ? '0.5-1%' : '0.25-0.5%';
  const pace = `${sayKg(Math.abs(left))} kg in ${Math.round(weeks)} weeks is about ${sayKg(needed)} kg a week`;
  const steady = `Keep the ${losing ? 'deficit' : 'surplus'} steady and judge it by your weekly average.`;
  if (needed < weight * low)
    return `Yes, it is realistic: ${pace}, gentler than the ${range} (${share} of your weight) that is safe, so you have room to spare. ${steady}`;
  if (needed <= weight * high)
    return `Yes, it is realistic: ${pace}, within the safe pace of ${range} (${share} of your weight). ${steady}`;
  const weeksAtSafePace = Math.ceil(Math.abs(left) / (weight * ((low + high) / 2)));
  return `Not at a safe pace: ${pace}, above the ${range} (${share} of your weight) that ${losing ? 'keeps your muscle' : 'keeps the gain mostly muscle'}. At a steady pace it takes about ${weeksAtSafePace} weeks: move the date in Progress rather than ${losing ? 'cutting harder' : 'eating more'}.`;
}

const repWords: Readonly<Record<string, number>> = { single: 1, double: 2, triple: 3 };

/**
 * The lift the message says the user does now ("pulling like 105 rn", "pulled 125 for a triple",
 * "my max is 120"), as kilos and reps, never the target itself; null when it says none.
 */
function liftNowSaid(text: string, target: number): { kg: number; reps: number } | null {
  const lifts = text.matchAll(
    /\b(?:pull(?:ing|ed)?|lift(?:ing|ed)?|hit|did|got|squat(?:ting|ted)?|bench(?:ing|ed)?|deadlift(?:ing|ed)?|press(?:ing|ed)?|max(?: is| was)?|at)\s+(?:like |about |around |only )?(\d{2,3}(?:\.\d)?)\s?(?:kg|kgs|kilos?)?(?:\s?(?:for|x)\s?(?:a |an )?(single|double|triple|\d{1,2})(?: reps?)?)?/g,
  );
  for (const [, kg = '', reps] of lifts) {
    if (Number(kg) === target) continue;
    const count = reps ? (repWords[reps] ?? Number(reps)) : 1;
    if (count >= 1 && count <= 12) return { kg: Number(kg), reps: count };
  }
  return null;
}

// What a main lift gains a week: a newer lifter adds weight fast, a trained one slowly
// (Rippetoe & Baker, Practical Programming for Strength Training, 3rd ed.: novice to intermediate).
const liftGainPerWeek = {
  newer: { low: 1, high: 2.5, who: 'a newer lifter' },
  trained: { low: 0.5, high: 1, who: 'a trained lifter' },
} as const;

/**
 * A strength goal's pace from the lift said now: its one-rep max estimated (Epley: kilos × (1 +
 * reps ÷ 30)) against the target, at what a main lift gains a week at the user's level.
 */
function liftPace(
  goal: CoachGoal,
  text: string,
  weeks: number,
  level: string | null,
): string | null {
  const target = Number(/\b(\d{2,3}(?:\.\d)?) ?kg\b/.exec(goal.description ?? '')?.[1] ?? NaN);
  const now = liftNowSaid(text, target);
  if (Number.isNaN(target) || !now) return null;
  const estimate = Math.round(now.kg * (1 + (now.reps > 1 ? now.reps / 30 : 0)));
  const best =
    now.reps > 1
      ? `${sayKg(now.kg)} kg for ${now.reps} is about ${estimate} kg for one`
      : `your best is ${estimate} kg`;
  const gap = target - estimate;
  if (gap <= 0)
    return `Yes: ${best}, already at your ${sayKg(target)} kg target. Test it on a fresh day after a lighter week.`;
  const { low, high, who } =
    liftGainPerWeek[/beginner|novice/i.test(level ?? '') ? 'newer' : 'trained'];
  const rate = `${sayKg(low)}-${sayKg(high)} kg a week ${who} can add to a main lift`;
  const perWeek = gap / weeks;
  const pace = `${best}, so ${sayKg(target)} kg is ${sayKg(gap)} kg away with about ${Math.round(weeks)} weeks left, ${sayKg(perWeek)} kg a week`;
  const finish =
    'Add small jumps, keep your form tight and test it in the final 2 weeks, not before.';
  if (perWeek < low)
    return `Realistic, with room to spare: ${pace}, well under the ${rate}. ${finish}`;
  if (perWeek <= high) return `Realistic: ${pace}, within the ${rate}. ${finish}`;
  if (perWeek <= high * 2)
    return `Ambitious: ${pace}, faster than the ${rate}. It needs every week to go well; if it stalls for 3-4 weeks, move the date rather than grinding out ugly reps.`;
  const steady = Number(sayKg((low + high) / 2));
  return `Unlikely by then: ${pace}, well above the ${rate}. At about ${sayKg(steady)} kg a week it takes some ${Math.ceil(gap / steady)} weeks: keep the goal and move its date in Progress.`;
}

/** Any other goal's pace: the share left against the weeks left. */
function sharePace(goal: CoachGoal, weeks: number): string {
  const label = goal.description
    ? goal.description.replace(/^./, (first) => first.toLowerCase())
    : `your ${goal.goalType.toLowerCase().replace(/_/g, ' ')} goal`;
  const done = Math.round(goal.progressPercentage);
  if (done >= 100) return `You have reached it: ${label} is 100% done.`;
  const perWeek = (100 - done) / weeks;
  const where = `You are ${done}% of the way to ${label} with about ${Math.round(weeks)} weeks left`;
  const slowEnd =
    goal.goalType === 'STRENGTH'
      ? ' The last stretch of a strength goal comes slowest: add small jumps, train the lift 1-2 times a week and test it in the final 2 weeks, not before.'
      : '';
  if (perWeek <= 3) return `${where}: realistic if you keep training as you are.${slowEnd}`;
  if (perWeek <= 6)
    return `${where}: possible but ambitious, with no missed weeks.${slowEnd} If it stalls for 3-4 weeks, move the date rather than forcing it.`;
  return `${where}: unlikely at a healthy pace. Keep the goal and move its date in Progress, so the pace stays one you can keep.`;
}

/**
 * Whether the goal a message asks about ("is 85kg by august actually doable?") will be reached by
 * its date: a body-weight goal by the kilos a week it needs against the safe pace, any other by
 * the share left against the weeks left; how to set one when there is none.
 */
export function describeGoalInReach(context: CoachUserContext, now: Date, text: string): string {
  const goal = goalAsked(context.progressGoals, text);
  if (!goal)
    return 'You have no goal set yet: press Set Goal in Progress with your target and its date, and log your weight, and I will tell you the pace it needs. As a guide, 0.5-1% of your body weight a week is a realistic pace to lose, and 0.25-0.5% to gain.';
  const due = dateSaid(text, now) ?? (goal.targetDate ? new Date(goal.targetDate) : null);
  if (!due || Number.isNaN(due.getTime()))
    return 'Your goal has no target date yet: set one in Progress and I can tell you whether the pace it needs is realistic.';
  const weeks = (due.getTime() - now.getTime()) / weekMs;
  if (weeks < 1)
    return 'Its target date has come: set a new date in Progress from where you are now, and I will work out the pace it needs.';
  const weight = context.latestMeasurement?.weight;
  const isBodyWeight = /^WEIGHT_(LOSS|GAIN)$/.test(goal.goalType);
  const byWeight =
    isBodyWeight && weight !== null && weight !== undefined
      ? bodyWeightPace(goal, weight, weeks)
      : null;
  const level = context.fitnessLevel ?? context.profile?.fitnessLevel ?? null;
  const byLift = goal.goalType === 'STRENGTH' ? liftPace(goal, text, weeks, level) : null;
  return byWeight ?? byLift ?? sharePace(goal, weeks);
}
