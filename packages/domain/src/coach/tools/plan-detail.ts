import type { CoachUserContext } from '../coach-types';
import { readSessionsAWeek, sayRange } from '../describe-user-context';
import { stemWord } from '../language/tokenize';
import type { CoachExercise } from '../understand/exercise-matcher';

const kitWords = new Set([
  'dumbbell',
  'barbell',
  'kettlebell',
  'band',
  'cable',
  'machine',
  'bodyweight',
]);

/**
 * What a question about today's workout asks of it: the sets of the exercise it names ("how many
 * sets of RDLs today?"), how many exercises and sets it holds, its order, or how long it takes.
 */
export function describeTodaysDetail(
  context: CoachUserContext,
  asked: CoachExercise | null,
  text: string,
): string[] {
  const today = context.todayWorkout;
  if (!today) return [];
  // Words of a name beyond its kit ("dumbbell" alone does not make two exercises the same).
  const words = (name: string) =>
    name
      .toLowerCase()
      .replace(/[^a-z ]/g, ' ')
      .split(/\s+/)
      .filter(Boolean)
      .map(stemWord)
      .filter((word) => !kitWords.has(word));
  // The plan's exercise a name or message means: the one sharing the most of its words, the
  // earlier on a tie ("squats" is the day's main Barbell Back Squat, not the split squat); -1 for none.
  const indexNamedIn = (said: string) => {
    const saidWords = words(said);
    const overlap = today.exercises.map(
      (item) => words(item.name).filter((word) => saidWords.includes(word)).length,
    );
    const most = Math.max(0, ...overlap);
    return most > 0 ? overlap.indexOf(most) : -1;
  };
  const planned = asked ? today.exercises[indexNamedIn(asked.name)] : undefined;
  const lines: string[] = [];
  // "What sets for the bench today?" on a leg day: it is not in today's session.
  if (asked && !planned)
    lines.push(
      `The ${asked.name.toLowerCase()} is not in today's ${today.name}, which has ${today.exercises.map((item) => item.name).join(', ')}.`,
    );
  if (planned) {
    lines.push(
      `Today you have ${planned.sets} sets of ${planned.reps ?? 'the planned reps'} on the ${planned.name.toLowerCase()}.`,
    );
  }
  // "When's my next rest day?": the days between the plan's sessions.
  if (/\b(rest|off) days?\b|\bday off\b/.test(text) && context.plan) {
    lines.push(
      `Your plan asks for ${context.plan.frequency}, so the other days of the week are rest days: rest the day after each session, keep at least one full day off between hard sessions for the same muscles, and take a day off sooner if you feel run down.`,
    );
  }
  // "Squats done, what's next?", "what's first up today?": the plan's order.
  const describe = (item: (typeof today.exercises)[number]) =>
    `${item.name}, ${item.sets} × ${item.reps ?? 'the planned reps'}`;
  if (/\b(first|start with|kick off)\b/.test(text) && today.exercises[0]) {
    lines.push(`First up in ${today.name}: ${describe(today.exercises[0])}.`);
  } else if (/\b(next|after (this|that|it))\b|\bafter (the |my )?[a-z]/.test(text)) {
    const doneIndex = indexNamedIn(text);
    const next = today.exercises[doneIndex + 1];
    if (doneIndex >= 0 && next) {
      lines.push(
        `Next up after the ${today.exercises[doneIndex]?.name.toLowerCase()}: ${describe(next)}.`,
      );
    } else if (doneIndex >= 0) {
      lines.push(
        `That was the last exercise of ${today.name}: finish with the cool-down, then tick the workout off.`,
      );
    } else {
      lines.push(`Today's order: ${today.exercises.map(describe).join('; ')}.`);
    }
  }
  const total = today.exercises.reduce((sum, item) => sum + (item.sets ?? 0), 0);
  const setsEach = new Set(today.exercises.map((item) => item.sets));
  const each = setsEach.size === 1 ? [...setsEach][0] : undefined;
  if (!planned && /\bhow many\b.{0,20}\b(exercises|moves|sets)\b/.test(text)) {
    lines.push(
      each
        ? `${today.name} has ${today.exercises.length} exercises, ${each} sets of each (${total} sets in all).`
        : `${today.name} has ${today.exercises.length} exercises and ${total} sets in all: ${today.exercises.map((item) => `${item.sets} sets of ${item.name.toLowerCase()}`).join(', ')}.`,
    );
  }
  // "What's tomorrow's workout?": only today's session reaches me.
  if (
    /\b(tomorrow'?s?|next week'?s?|(mon|tues|wednes|thurs|fri|satur|sun)day'?s)\b[^.?!]{0,12}\b(workout|session|training|plan)\b|\b(workout|session|training) (for |on )?(tomorrow|next week)\b/.test(
      text,
    )
  )
    lines.push(
      "I can see today's session only: open Workout Plan and choose the Calendar or Daily Plan view to see the days ahead.",
    );
  const length = describeSessionLength(context, text, total);
  if (length) lines.push(length);
  return lines;
}

// "How long is today's workout?", "if I start at 6 can I get it done by 7?", "will it fit in 40
// minutes?": the time the session takes.
const asksTime =
  /\b(how long|how much time|take|takes|taking|done|finish\w*|fit|in time|out by|by \d|\d+ ?(min|mins|minutes|hours?|hrs?)|an hour|half an hour|time)\b/;

/** How long today's session is planned to take, against the minutes the message has for it. */
function describeSessionLength(
  context: CoachUserContext,
  text: string,
  sets: number,
): string | null {
  const today = context.todayWorkout;
  const planned = Number(context.plan?.sessionLength?.match(/\d+/)?.[0] ?? NaN);
  if (!today || Number.isNaN(planned) || !asksTime.test(text)) return null;
  const stated = /\b(\d+) ?(min|mins|minutes)\b/.exec(text)?.[1];
  const budget = stated
    ? Number(stated)
    : /\bhalf an hour\b/.test(text)
      ? 30
      : /\b(an|one|1) (hour|hr)\b/.test(text)
        ? 60
        : minutesBetween(text);
  const line = `${today.name} is planned as a ${planned}-minute session: ${today.exercises.length} exercises and ${sets} sets, rests included.`;
  if (budget === null) return line;
  if (budget >= planned)
    return `${line} ${budget === planned ? 'It just fits the' : 'That fits the'} ${budget} minutes you have${budget === planned ? ': keep to the planned rests and warm up with lighter first sets' : ''}.`;
  return `${line} With ${budget} minutes, keep the first exercises, do one set fewer of each and shorten the rests, or ask me for a ${budget}-minute session.`;
}

// Clock times on a 12-hour dial: "start at 6, out by 7" is an hour whether morning or evening.
const clock = String.raw`(\d{1,2})(?:[:.](\d{2}))? ?(?:am|pm)?`;
const startsAt = new RegExp(
  String.raw`\b(?:start|starting|begin|get there|get to the gym|arrive)\w* (?:at|around|by) ${clock}`,
);
const endsBy = new RegExp(
  String.raw`\b(?:out|done|finished|leave|gone|home|back) (?:by|at|before) ${clock}`,
);

/** The minutes between a start time and an end time the message names ("start at 6, out by 7"). */
function minutesBetween(text: string): number | null {
  const start = startsAt.exec(text);
  const end = endsBy.exec(text);
  if (!start || !end) return null;
  const minutesOf = (match: RegExpExecArray) =>
    (Number(match[1]) % 12) * 60 + Number(match[2] ?? 0);
  const span = (minutesOf(end) - minutesOf(start) + 720) % 720;
  return span > 0 ? span : null;
}

// "Why does my plan say 4 days when I told the quiz 5-6?", "how many days a week is my plan?":
// the plan's sessions a week, and the assessment's when they differ.
const asksFrequency =
  /\b(days?|times|sessions?|workouts?) (a|per|each|every) week\b|\bhow many (days|times|sessions|workouts)\b|\b\d ?(-|to) ?\d\b|\b(only )?(has|have|got|gives?|says?) (me )?\d\b/;

/**
 * The plan's sessions a week when the message asks about them; when the assessment asked for
 * more or fewer, which to follow, what to do on the other days and how to change it. Null when
 * not asked or without a plan frequency.
 */
export function describePlanFrequency(context: CoachUserContext, text: string): string | null {
  const plan = readSessionsAWeek(context.plan?.frequency);
  if (!plan || !asksFrequency.test(text)) return null;
  const told = readSessionsAWeek(context.profile?.frequency);
  const planSays = `Your plan, ${context.plan?.name ?? 'your plan'}, has ${sayRange(plan)} sessions a week`;
  if (!told || (told[0] === plan[0] && told[1] === plan[1]))
    return `${planSays}, as your assessment asked: keep a day off between hard sessions for the same muscles.`;
  if (told[0] > plan[1]) {
    const spare: [number, number] = [told[0] - plan[1], told[1] - plan[1]];
    return `${planSays}, though your assessment said ${sayRange(told)}: follow the plan's ${sayRange(plan)} hard sessions, which leave room to recover between them, and on your other ${sayRange(spare)} day${spare[1] === 1 ? '' : 's'} rest or do something light, such as a walk, easy cardio or mobility work. If you want ${sayRange(told)} training days, press Edit Quiz on Workout Plans, change your days and generate a new plan, and it will adjust.`;
  }
  return `${planSays}, more than the ${sayRange(told)} your assessment said: train the days you can, keep the order of the sessions, and press Edit Quiz on Workout Plans to change your days and generate a plan that fits.`;
}

/**
 * Why the week's workouts changed ("why did my workout change this week?", "why is there less
 * deadlift volume than before?"): the check-in adapts each week, and tracked form adapts the lifts
 * whose form slips.
 */
export function describeWhyChanged(context: CoachUserContext): string {
  const checkIn =
    'Your workouts change because your progressive programme adapts: each new week is generated from your check-in, with less volume when you completed under 70 % of the last week, rated it 8 or harder out of 10 or had energy of 4 or lower, and more when it went well.';
  const slipping = context.form.exercises.filter(
    (entry) =>
      entry.trend === 'declining' ||
      context.form.riskFactors.some(
        (risk) => sameLift(risk.exercise, entry.exercise) && risk.severity !== 'low',
      ),
  );
  if (slipping.length === 0)
    return `${checkIn} With AI tracking on, the adaptive plan also adjusts your squats and deadlifts from the form it scores.`;
  const reasons = slipping.map((entry) => {
    const risk = context.form.riskFactors.find((factor) =>
      sameLift(factor.exercise, entry.exercise),
    );
    const flagged = risk
      ? ` and flagged: ${risk.description.replace(/\.$/, '').toLowerCase()}`
      : '';
    return `your ${entry.exercise.toLowerCase()} form is ${entry.trend.replace('_', ' ')} at ${entry.averageScore}/10${flagged}`;
  });
  return `${checkIn} The adaptive plan also follows your tracked lifts, and ${reasons.join('; ')}: that is the likely reason for less of it, since it lowers the load or sets of a lift whose form is slipping until every rep looks right again.`;
}

/** Whether two names of a tracked lift are the same ("squat", "Squat"). */
function sameLift(first: string, second: string): boolean {
  return first.toLowerCase() === second.toLowerCase();
}

// The movement patterns that load a body part most, beside what the catalogue says to avoid.
const patternsLoading: Readonly<Record<string, readonly string[]>> = {
  knee: ['squat', 'lunge', 'plyometric', 'jump'],
  hip: ['squat', 'lunge', 'hinge'],
  ankle: ['lunge', 'plyometric', 'jump', 'calf'],
  'lower back': ['hinge', 'squat', 'row'],
  shoulder: ['press', 'push', 'pulldown', 'hang'],
  wrist: ['push', 'press', 'plank'],
  elbow: ['push', 'press', 'arms', 'pulldown'],
  hand: ['push', 'plank', 'row', 'carry'],
  neck: ['press', 'carry'],
  foot: ['plyometric', 'jump', 'lunge'],
  shin: ['plyometric', 'jump'],
};

/**
 * Today's exercises against a part that hurts ("knee twinging, which of today's should I go easy
 * on?"): those that load it, to take lighter or swap, and those that spare it; null without a
 * workout today or a part named.
 */
export function describeTodayForParts(
  context: CoachUserContext,
  catalogue: readonly CoachExercise[],
  parts: readonly string[],
): string | null {
  const today = context.todayWorkout;
  const part = parts[0];
  if (!today || today.exercises.length === 0 || !part) return null;
  const byName = new Map(catalogue.map((exercise) => [exercise.name.toLowerCase(), exercise]));
  const loads = (name: string) => {
    const exercise = byName.get(name.toLowerCase());
    if (!exercise) return false;
    return (
      exercise.contraindications.injuries.some((injury) => injury.includes(part)) ||
      (patternsLoading[part] ?? []).includes(exercise.pattern)
    );
  };
  const names = today.exercises.map((exercise) => exercise.name);
  const loading = names.filter(loads);
  const sparing = names.filter((name) => !loads(name));
  const list = (items: readonly string[]) =>
    items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
  if (loading.length === 0)
    return `None of today's exercises (${list(names)}) loads your ${part} much: keep every rep pain-free and stop any that brings the pain on.`;
  return `Of today's exercises, ${list(loading)} ${loading.length === 1 ? 'loads' : 'load'} your ${part} most: go lighter, shorten the range or swap ${loading.length === 1 ? 'it' : 'them'} today, and stop if the pain sharpens.${sparing.length > 0 ? ` ${list(sparing)} ${sparing.length === 1 ? 'spares' : 'spare'} it.` : ''}`;
}
