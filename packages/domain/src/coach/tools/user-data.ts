import type { CoachSession, CoachUserContext } from '../coach-types';
import {
  countRecentSessions,
  describeGoals,
  describeMeasurements,
  describeNutritionTargets,
  describePlan,
  describeProfile,
  describeSafety,
} from '../describe-user-context';
import { findTopic } from '../knowledge/knowledge-index';
import type { CoachExercise } from '../understand/exercise-matcher';
import {
  asksAboutMe,
  asksHowItIsGoing,
  asksIfProgressing,
  asksPlanKnows,
  asksPriority,
  asksWhyPlanChanged,
} from '../understand/own-data-question';
import type { ToolAnswer } from './exercise-how-to';
import { describeGoalInReach } from './goal-in-reach';
import { asksGoalInReach } from '../understand/goal-asked';
import {
  comparePlanFrequency,
  consistencyOf,
  describePriority,
  describeProgressSigns,
  describeThisWeek,
  sessionsPerWeek,
} from './own-records';
import {
  describePlanFrequency,
  describeTodayForParts,
  describeTodaysDetail,
  describeWhyChanged,
} from './plan-detail';
import { conditionsOf, injuryAreasOf, requirementsOf } from './user-requirements';

const goalTemplates: Record<string, string> = {
  WEIGHT_LOSS:
    'For weight loss, a good week is 3 full-body strength sessions plus 2 cardio sessions of 20-30 minutes.',
  MUSCLE_GAIN:
    'For muscle gain, a good week is a 4-day upper/lower split with 3-4 sets of 8-12 reps per exercise.',
  STRENGTH:
    'For strength, a good week is 3 days built around squat, hinge, press and pull patterns at 3-5 sets of 3-6 reps.',
  ENDURANCE:
    'For endurance, a good week is 3 cardio sessions (one longer, one interval) plus 2 full-body strength sessions.',
  FLEXIBILITY:
    'For flexibility, a good week is 3-4 mobility sessions plus 2 full-body strength sessions.',
  REHABILITATION:
    'For rehabilitation, keep to gentle mobility and light strength work your physiotherapist has cleared.',
  MAINTENANCE:
    'A good balanced week is 3 full-body sessions with a squat, a hinge, a push, a pull and a core exercise each time.',
};

/** Whether the plan accounts for the user's injuries and conditions, as the assessment told us. */
function whatThePlanKnows(context: CoachUserContext): string {
  const told = [...injuryAreasOf(context).map((area) => `your ${area}`), ...conditionsOf(context)];
  if (told.length === 0)
    return 'Your assessment lists no injuries or health conditions, so your plan has none to work around: if something has changed, retake the assessment from Profile and your next plan will account for it.';
  return `Yes: your plan is built from your assessment, which told us about ${told.join(' and ')}, and it leaves out or swaps exercises that would load ${told.length === 1 ? 'it' : 'them'}.`;
}

/** The active plan and today's workout; without a plan, how to get one and a week for their goal. */
export function answerWorkoutPlan(
  context: CoachUserContext,
  asked: CoachExercise | null = null,
  text = '',
  hurting: { catalogue: readonly CoachExercise[]; parts: readonly string[] } | null = null,
): ToolAnswer {
  const plan = describePlan(context);
  if (plan) {
    const forParts = hurting
      ? describeTodayForParts(context, hurting.catalogue, hurting.parts)
      : null;
    const safety = describeSafety(context);
    const frequency = describePlanFrequency(context, text);
    // "How is my plan generated?": how the app makes it, before the plan itself.
    const howTo = asksHowPlanIsMade.test(text)
      ? findTopic('app-how-plans-are-made')?.answer
      : // "Where do I tick off my workout?": how a session is logged, before the plan.
        asksHowToLog.test(text)
        ? findTopic('app-logging-workouts')?.answer
        : null;
    return {
      lines: [
        ...(forParts ? [forParts] : []),
        ...(howTo ? [howTo] : []),
        ...(asksPlanKnows.test(text) ? [whatThePlanKnows(context)] : []),
        ...(asksWhyPlanChanged.test(text) ? [describeWhyChanged(context)] : []),
        ...(frequency ? [frequency] : []),
        ...describeTodaysDetail(context, asked, text),
        plan,
        ...(safety ? [safety] : []),
        'Open Daily Workout to start it, or ask me for a quick session if today needs something different.',
      ],
      suggestions: ['Give me a 20 minute workout', 'How many sets and reps?', 'Analyze my form'],
    };
  }
  const requirements = requirementsOf(context);
  // What it will be built from, so the user knows what to expect (and can change it first).
  const profile = describeProfile(context);
  return {
    lines: [
      'You do not have an active plan yet: open Workout Plan to generate your progressive 4-week programme from your assessment.',
      ...(profile ? [profile] : []),
      goalTemplates[requirements.primaryGoal] ?? goalTemplates.MAINTENANCE ?? '',
      'Meanwhile I can put a session together right now: tell me how many minutes you have.',
    ],
    suggestions: ['Give me a 30 minute workout', 'How many days a week?', 'How do I warm up?'],
  };
}

const weekdays = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const dayMs = 24 * 60 * 60 * 1000;

/** The UTC calendar day of a date, as a number of days since the epoch. */
function dayNumber(date: Date): number {
  return Math.floor(date.getTime() / dayMs);
}

function describeSession(session: CoachSession, now: Date): string {
  const date = new Date(session.date);
  const ago = dayNumber(now) - dayNumber(date);
  const when = `${weekdays[date.getUTCDay()]?.replace(/^./, (c) => c.toUpperCase())} ${date.getUTCDate()} ${date.toLocaleString('en-GB', { month: 'long', timeZone: 'UTC' })}`;
  const agoText = ago === 0 ? 'today' : ago === 1 ? 'yesterday' : `${ago} days ago`;
  const minutes = session.durationMinutes ? `${session.durationMinutes} minutes: ` : '';
  const names = session.exerciseNames;
  const exercises =
    names.length === 0
      ? 'no exercises recorded'
      : names.length === 1
        ? (names[0] ?? '')
        : `${names.slice(0, -1).join(', ')} and ${names.at(-1) ?? ''}`;
  return `${when} (${agoText}), ${minutes}${exercises}`;
}

/**
 * The sessions a history question asks about ("when was my last workout", "what did i do
 * yesterday", "what did i do on monday"), answered from the logged sessions; null when the
 * message asks no such thing.
 */
function answerSessionHistory(context: CoachUserContext, now: Date, text: string): string[] | null {
  const weekday = weekdays.findIndex((day) => new RegExp(`\\b${day}\\b`).test(text));
  const asksYesterday = /\byesterday\b/.test(text);
  const asksToday =
    /\b(today|this morning|tonight)\b/.test(text) && /\b(did i|have i)\b/.test(text);
  const asksLast =
    /\b(last|latest|most recent|previous)\b.{0,12}\b(workout|session|training|time i (trained|worked out))\b|\bwhen did i (last )?(train|work ?out|exercise)\b|\bwhat did i do\b/.test(
      text,
    ) ||
    // "What did I train last time?", "which muscles did I work on recently?"
    /\b(what|which)\b.{0,25}\bdid i\b.{0,15}\b(do|train\w*|work\w*|hit|lift\w*)\b/.test(text);
  if (weekday < 0 && !asksYesterday && !asksToday && !asksLast) return null;
  const sessions = [...context.recentSessions].sort(
    (a, b) => Date.parse(b.date) - Date.parse(a.date),
  );
  const latest = sessions[0];
  if (!latest) {
    return [
      'You have no logged workouts yet: tick off the exercises of your plan or finish an active workout, and I will keep your history.',
    ];
  }
  const onDay = (target: number) =>
    sessions.filter((session) => dayNumber(new Date(session.date)) === target);
  let target: number | null = null;
  let label = '';
  if (asksYesterday) {
    target = dayNumber(now) - 1;
    label = 'yesterday';
  } else if (asksToday) {
    target = dayNumber(now);
    label = 'today';
  } else if (weekday >= 0) {
    const back = (now.getUTCDay() - weekday + 7) % 7 || 7;
    target = dayNumber(now) - back;
    label = `on ${weekdays[weekday]?.replace(/^./, (c) => c.toUpperCase())}`;
  }
  if (target === null) return [`Your last workout was ${describeSession(latest, now)}.`];
  const found = onDay(target);
  if (found.length > 0)
    return found.map((session) => `You trained ${describeSession(session, now)}.`);
  return [
    `You have no workout logged ${label}. Your last one was ${describeSession(latest, now)}.`,
  ];
}

// The lifts a "how many times have I squatted this week?" asks about: how the message names
// them, how the catalogue's exercise names do, and what to call them.
const countedLifts: readonly { asks: RegExp; named: RegExp; label: string }[] = [
  { asks: /\bsquat(s|ted|ting)?\b/, named: /squat/i, label: 'squatted' },
  { asks: /\bbench(ed|ing)?\b/, named: /bench/i, label: 'benched' },
  {
    asks: /\bdead ?lift(s|ed|ing)?\b|\bpull(ed)? from the floor\b/,
    named: /deadlift/i,
    label: 'deadlifted',
  },
  { asks: /\bpull[- ]?ups?\b/, named: /pull-?up/i, label: 'done pull-ups' },
  { asks: /\bchin[- ]?ups?\b/, named: /chin-?up/i, label: 'done chin-ups' },
  { asks: /\blunges?d?\b/, named: /lunge/i, label: 'done lunges' },
  { asks: /\brows?\b|\browed\b/, named: /\brow\b/i, label: 'done rows' },
  { asks: /\bcurls?(ed)?\b/, named: /curl/i, label: 'done curls' },
];

/**
 * How many of the logged sessions in the last week (or fortnight, or month) held the lift the
 * message names ("how many times have i squatted this past week"), with when; null when the
 * message asks no such count.
 */
function answerLiftCount(context: CoachUserContext, now: Date, text: string): string[] | null {
  if (!/\bhow (many times|often)\b/.test(text) || !/\b(have i|did i|i'?ve)\b/.test(text))
    return null;
  const lift = countedLifts.find((entry) => entry.asks.test(text));
  if (!lift) return null;
  const days = /\b(month|30 days|4 weeks|four weeks)\b/.test(text)
    ? 30
    : /\b(fortnight|2 weeks|two weeks|14 days)\b/.test(text)
      ? 14
      : 7;
  const inWindow = context.recentSessions.filter(
    (session) => dayNumber(now) - dayNumber(new Date(session.date)) < days,
  );
  // Only the latest sessions are read: when the month holds more, say what was counted.
  const scope =
    days >= 30 && (context.sessionsLast30Days ?? 0) > inWindow.length
      ? `your last ${inWindow.length} logged workouts`
      : `the last ${days} days`;
  const found = inWindow
    .filter((session) => session.exerciseNames.some((name) => lift.named.test(name)))
    .sort((x, y) => Date.parse(y.date) - Date.parse(x.date));
  if (found.length === 0) return [`You have not ${lift.label} in ${scope}.`];
  const times =
    found.length === 1 ? 'once' : found.length === 2 ? 'twice' : `${found.length} times`;
  const when = found.map((session) => describeSession(session, now)).join('; ');
  return [`You have ${lift.label} ${times} in ${scope}: ${when}.`];
}

/** How long the recent logged sessions lasted; null when none has a duration. */
function describeSessionLength(context: CoachUserContext): string | null {
  const minutes = context.recentSessions
    .map((session) => session.durationMinutes)
    .filter((value): value is number => value !== null && value > 0);
  if (minutes.length === 0) return null;
  const average = Math.round(minutes.reduce((sum, value) => sum + value, 0) / minutes.length);
  const low = Math.min(...minutes);
  const high = Math.max(...minutes);
  const range = low === high ? '' : ` (${low}-${high} minutes)`;
  return `Your last ${minutes.length} session${minutes.length === 1 ? '' : 's'} lasted about ${average} minutes on average${range}.`;
}

/** Measurements, trend, goals and training frequency; how to start tracking when nothing is logged. */
export function answerProgress(context: CoachUserContext, now: Date, text = ''): ToolAnswer {
  const sessions = context.sessionsLast30Days ?? countRecentSessions(context, now, 30);
  const profile = asksAboutMe.test(text) ? describeProfile(context) : null;
  if (profile) {
    const plan = describePlan(context);
    const form = describeTrackedForm(context);
    const records = [
      describeMeasurements(context),
      describeGoals(context),
      sessions > 0
        ? `You logged ${sessions} workout${sessions === 1 ? '' : 's'} in the last 30 days.`
        : null,
      form,
    ].filter((line): line is string => line !== null);
    // With nothing logged yet, say so: the assessment is all there is.
    const nothingYet =
      !plan && records.length === 0
        ? [
            'You have no plan, logged workouts, measurements or goals yet: as you add them in the app, I will use them too.',
          ]
        : [];
    return {
      lines: [profile, ...(plan ? [plan] : []), ...records, ...nothingYet],
      suggestions: ['Track my progress', "What's today's workout?", 'Analyze my form'],
    };
  }
  const history = answerLiftCount(context, now, text) ?? answerSessionHistory(context, now, text);
  if (history) {
    return {
      lines: [
        ...history,
        ...(sessions > 0
          ? [`You logged ${sessions} workout${sessions === 1 ? '' : 's'} in the last 30 days.`]
          : []),
      ],
      suggestions: ["What's today's workout?", 'How am I doing on my goals?', 'Analyze my form'],
    };
  }
  // "How close am I to the 140 pull?": the goals first.
  const asksGoals =
    /\b(goals?|targets?|how (far|close)|on track|hit|reach|deadline|due|by when|target date)\b/.test(
      text,
    );
  const records = asksGoals
    ? [describeGoals(context), describeMeasurements(context)]
    : [describeMeasurements(context), describeGoals(context)];
  const lines = records.filter((line): line is string => line !== null);
  // "Whats my goal?" with none set in Progress: the assessment's goal, and how to set one.
  const mainGoal = context.profile?.primaryGoal;
  if (asksGoals && context.progressGoals.length === 0 && mainGoal)
    lines.unshift(
      `Your main goal from your assessment is ${mainGoal.replace(/-/g, ' ')}; you have no goal with a target set in Progress yet: press Set Goal there, choose a target and a date, and I will tell you how close you are.`,
    );
  // "What's my calorie target again? and how far am I from 85 kg": the targets too.
  const targets = /\b(calorie|calories|kcal|protein|macros?|carbs?|water)\b/.test(text)
    ? describeNutritionTargets(context)
    : null;
  if (targets) lines.unshift(targets);
  // "How consistent have I been?", "am I sticking to my plan?": the sessions against the plan.
  const asksConsistency =
    /\b(consistent|consistency|how regular|regularly|regular|sticking (to|with)|keeping (it )?up)\b/.test(
      text,
    );
  const asksSessions =
    asksConsistency || /\b(workouts?|sessions?|streak|trained|train|worked out|times)\b/.test(text);
  if (sessions > 0) {
    const sessionLines = [
      asksConsistency
        ? `You logged ${sessions} workout${sessions === 1 ? '' : 's'} in the last 30 days, ${consistencyOf(sessions)}.`
        : `You logged ${sessions} workout${sessions === 1 ? '' : 's'} in the last 30 days.`,
      comparePlanFrequency(context, sessions),
      /\bhow long\b|\b(length|duration)\b/.test(text) ? describeSessionLength(context) : null,
    ].filter((line): line is string => line !== null);
    // "How many times did I train, and how long are my sessions?": the sessions first.
    if (asksSessions) lines.unshift(...sessionLines);
    else lines.push(...sessionLines);
  } else if (
    asksSessions ||
    (describeMeasurements(context) === null && describeGoals(context) === null)
  )
    // Asked about workouts, or about progress with nothing else to read: say there are none
    // yet, first, and how they get counted.
    lines.unshift(
      'You have not logged a workout in the last 30 days yet: tick off the exercises of your plan or finish an active workout, and I will count your sessions and streak.',
    );
  const form = describeTrackedForm(context);
  if (form) lines.push(form);
  // "Whats my streak looking like", "how many sessions this week": this week's count first.
  // (With nothing logged at all, the line above already says so.)
  if (asksThisWeek.test(text) && context.recentSessions.length > 0)
    lines.unshift(...describeThisWeek(context, now, text));
  // "If I could only fix one thing, what should it be?": the records' priority first.
  const priority = asksPriority.test(text)
    ? describePriority(context, sessionsPerWeek(sessions))
    : null;
  if (priority) lines.unshift(priority);
  // "Am I actually getting anywhere?": what the records show, first.
  const askedOpenly = asksHowItIsGoing.test(text);
  const signs =
    asksIfProgressing.test(text) || askedOpenly
      ? describeProgressSigns(context, sessions, askedOpenly)
      : null;
  if (signs) lines.unshift(signs);
  // "Is 85kg by august actually doable?": the goal's pace against its date, first.
  const inReach = asksGoalInReach(text) ? describeGoalInReach(context, now, text) : null;
  if (inReach) lines.unshift(inReach);
  const hasTracking =
    describeMeasurements(context) !== null || describeGoals(context) !== null || sessions > 0;
  if (!hasTracking) {
    lines.push(
      'There is nothing tracked yet: log your weight, body fat and muscle mass in Progress once a week (same time of day), set a goal with a target date, and I will read the trends with you.',
    );
  } else if (describeMeasurements(context) !== null) {
    lines.push(
      'Judge the trend over 3-4 weeks, not single days: water and food shift the scale daily.',
    );
  }
  return {
    lines,
    suggestions: ['How am I doing on my goals?', 'Analyze my form', 'How do I break a plateau?'],
  };
}

/** "Tracked form: squat 7.8/10 (improving), ..."; null when the camera tracked nothing. */
function describeTrackedForm(context: CoachUserContext): string | null {
  const form = context.form.exercises;
  if (form.length === 0) return null;
  return `Tracked form: ${form.map((entry) => `${entry.exercise.toLowerCase()} ${entry.averageScore}/10 (${entry.trend.replace('_', ' ')})`).join(', ')}.`;
}

// "Whats my streak", "how many sessions this week", "workouts so far this week".
const asksThisWeek = /\b(this week|streak|in a row|so far this|progress score)\b/;

// "How is my plan generated?", "who picks the exercises in my plan?".
const asksHowPlanIsMade =
  /\b(how|who|what)\b[^.?!]{0,12}\b(is|was|are|were|does|did|decides?|chooses?|picks?)\b[^.?!]{0,25}\b(generated|made|built|created|chosen|picked|decided|designed|pick|choose|decide)\b/;

// "Where do I tick off my workout?", "how do I mark today's session done?".
const asksHowToLog =
  /\b(tick|check) (it |them |this |that |my |the |today'?s )?(\w+ )?off\b|\b(mark|log|record)\b[^.?!]{0,25}\b(done|complete|completed|finished)\b|\b(get|make) (it|my \w+|today'?s \w+) (to )?count\b/;
