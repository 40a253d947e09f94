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
import {
  acknowledgementPattern,
  asksAboutCoach,
  asksIfThere,
  asksForLuck,
  asksHowAreYou,
  asksToComeBack,
  saysBack,
  sharesPersonalBest,
  farewellPattern,
  withoutEmoji,
} from '../language/small-talk';
import { stemWord } from '../language/tokenize';
import type { CoachExercise } from '../understand/exercise-matcher';
import { asksAboutMe } from '../understand/own-data-question';
import type { ToolAnswer } from './exercise-how-to';
import { requirementsOf } from './user-requirements';

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

/** The active plan and today's workout; without a plan, how to get one and a week for their goal. */
export function answerWorkoutPlan(
  context: CoachUserContext,
  asked: CoachExercise | null = null,
  text = '',
): ToolAnswer {
  const plan = describePlan(context);
  if (plan) {
    const safety = describeSafety(context);
    return {
      lines: [
        ...todaysDetail(context, asked, text),
        plan,
        ...(safety ? [safety] : []),
        'Open Daily Workout to start it, or ask me for a quick session if today needs something different.',
      ],
      suggestions: ['Give me a 20 minute workout', 'How many sets and reps?', 'Analyze my form'],
    };
  }
  const requirements = requirementsOf(context);
  return {
    lines: [
      'You do not have an active plan yet: open Workout Plan to generate your progressive 4-week programme from your assessment.',
      goalTemplates[requirements.primaryGoal] ?? goalTemplates.MAINTENANCE ?? '',
      'Meanwhile I can put a session together right now: tell me how many minutes you have.',
    ],
    suggestions: ['Give me a 30 minute workout', 'How many days a week?', 'How do I warm up?'],
  };
}

/**
 * What a question about today's workout asks of it: the sets of the exercise it names ("how many
 * sets of RDLs today?"), or how many exercises and sets it holds.
 */
function todaysDetail(
  context: CoachUserContext,
  asked: CoachExercise | null,
  text: string,
): string[] {
  const today = context.todayWorkout;
  if (!today) return [];
  const words = (name: string) =>
    name
      .toLowerCase()
      .replace(/[^a-z ]/g, ' ')
      .split(/\s+/)
      .filter(Boolean)
      .map(stemWord);
  // The plan's exercise the question names: two shared words, or else the one sharing the most
  // (the earlier on a tie: "squats" is the day's main Barbell Back Squat, not the split squat).
  const overlapWith = (name: string) =>
    today.exercises.map(
      (item) => words(item.name).filter((word) => words(name).includes(word)).length,
    );
  const planned = asked
    ? (today.exercises.find((item) => {
        const mine = words(item.name);
        return (
          words(asked.name).filter((word) => mine.includes(word)).length >= Math.min(2, mine.length)
        );
      }) ??
      (() => {
        const overlap = overlapWith(asked.name);
        const most = Math.max(0, ...overlap);
        return most > 0 ? today.exercises[overlap.indexOf(most)] : undefined;
      })())
    : undefined;
  const lines: string[] = [];
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
  } else if (/\b(next|after (this|that|it))\b/.test(text)) {
    // The exercise the message names: the most of its words, the earlier one on a tie.
    const textWords = words(text);
    const overlap = today.exercises.map(
      (item) => words(item.name).filter((word) => textWords.includes(word)).length,
    );
    const most = Math.max(0, ...overlap);
    const doneIndex = most > 0 ? overlap.indexOf(most) : -1;
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
  if (!planned && /\bhow many\b.{0,20}\b(exercises|moves|sets)\b/.test(text)) {
    const sets = today.exercises.reduce((sum, item) => sum + (item.sets ?? 0), 0);
    lines.push(`${today.name} has ${today.exercises.length} exercises and ${sets} sets in all.`);
  }
  return lines;
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

/**
 * The plan's sessions a week against the last 30 days' average ("Your plan asks for 4 a week; you
 * averaged 3.5"); null without a plan frequency.
 */
function comparePlanFrequency(context: CoachUserContext, sessions: number): string | null {
  const numbers = (context.plan?.frequency ?? '').match(/\d+/g)?.map(Number) ?? [];
  const low = numbers[0];
  if (low === undefined) return null;
  const high = numbers[1] ?? low;
  const perWeek = Math.round((sessions / (30 / 7)) * 10) / 10;
  const asked = high === low ? `${low}` : `${low}-${high}`;
  const verdict =
    perWeek < low - 0.5
      ? 'a little under it: one more session a week closes the gap'
      : perWeek > high + 0.5
        ? 'above it: make sure your rest days stay rest days'
        : 'right on it';
  return `Your plan asks for ${asked} sessions a week; you averaged ${perWeek} a week, ${verdict}.`;
}

/** Measurements, trend, goals and training frequency; how to start tracking when nothing is logged. */
export function answerProgress(context: CoachUserContext, now: Date, text = ''): ToolAnswer {
  const profile = asksAboutMe.test(text) ? describeProfile(context) : null;
  if (profile) {
    const plan = describePlan(context);
    const records = [describeMeasurements(context), describeGoals(context)].filter(
      (line): line is string => line !== null,
    );
    return {
      lines: [profile, ...(plan ? [plan] : []), ...records],
      suggestions: ['Track my progress', "What's today's workout?", 'Analyze my form'],
    };
  }
  const history = answerSessionHistory(context, now, text);
  if (history) {
    const sessions = context.sessionsLast30Days ?? countRecentSessions(context, now, 30);
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
  const lines = [describeMeasurements(context), describeGoals(context)].filter(
    (line): line is string => line !== null,
  );
  // "What's my calorie target again? and how far am I from 85 kg": the targets too.
  const targets = /\b(calorie|calories|kcal|protein|macros?|carbs?|water)\b/.test(text)
    ? describeNutritionTargets(context)
    : null;
  if (targets) lines.unshift(targets);
  const sessions = context.sessionsLast30Days ?? countRecentSessions(context, now, 30);
  if (sessions > 0) {
    lines.push(`You logged ${sessions} workout${sessions === 1 ? '' : 's'} in the last 30 days.`);
    const againstPlan = comparePlanFrequency(context, sessions);
    if (againstPlan) lines.push(againstPlan);
  } else if (/\b(workouts?|sessions?|streak|trained|worked out|times)\b/.test(text))
    // Asked about workouts: say there are none yet, first, and how they get counted.
    lines.unshift(
      'You have not logged a workout in the last 30 days yet: tick off the exercises of your plan or finish an active workout, and I will count your sessions and streak.',
    );
  const form = context.form.exercises;
  if (form.length > 0) {
    lines.push(
      `Tracked form: ${form.map((entry) => `${entry.exercise.toLowerCase()} ${entry.averageScore}/10 (${entry.trend.replace('_', ' ')})`).join(', ')}.`,
    );
  }
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

const welcome = [
  'Create a workout plan',
  'Analyze my form',
  'Track my progress',
  'Nutrition advice',
];

/** A hello: what the coach can do, with today's workout when there is one. */
export function answerGreeting(context: CoachUserContext, message = ''): ToolAnswer {
  const plan = describePlan(context);
  // Read without emoji, like the understanding ("cheers, that's exactly what i needed 🙏").
  const text = withoutEmoji(message);
  // "Done for today": well done, and what helps recovery.
  if (/\b(done|finished)\b/.test(text)) {
    return {
      lines: [
        'Well done, that is another session in the bank! Drink some water, have a meal with 20-40 g of protein in the next few hours and get a good night of sleep to recover.',
      ],
      suggestions: [
        'What should I eat after a workout?',
        'Track my progress',
        "What's today's workout?",
      ],
    };
  }
  // "Hit a squat PR today 💪": celebrate it, and keep the next weeks steady.
  if (sharesPersonalBest.test(text) && !text.includes('?')) {
    return {
      lines: [
        'Congratulations on the new PR, well done! That is your training paying off. Log it so your plan builds from it, then keep your next sessions at your usual working weights with a rep or two in reserve: new bests come from steady weeks, not from testing every session.',
      ],
      suggestions: ['Track my progress', 'How do I keep progressing?', "What's today's workout?"],
    };
  }
  // "How's it going?": fine, thanks, and over to them.
  if (asksHowAreYou.test(text)) {
    return {
      lines: [
        "Hi! All good here, thanks for asking, and ready when you are. How are you feeling today? Ask me for today's workout, a quick session, or anything on training, food, recovery or your progress.",
      ],
      suggestions: welcome,
    };
  }
  // "I'm back, did you miss me?": welcome back, and where to pick up.
  if (saysBack.test(text)) {
    return {
      lines: [
        `Welcome back, good to see you! Let's pick up where you are now, not where you left off: ask me for today's workout, an easy session to restart, or anything on your training, food or recovery.`,
      ],
      suggestions: ["What's today's workout?", 'Give me a 20 minute workout', 'Track my progress'],
    };
  }
  // "Wish me luck": good luck, and one thing to remember.
  if (asksForLuck.test(text)) {
    return {
      lines: [
        'Good luck, you have got this! Warm up first, keep every rep controlled, breathe out on the effort, and tick the workout off when you finish.',
      ],
      suggestions: ["What's today's workout?", 'How long should I rest between sets?'],
    };
  }
  // "Can I fire questions at you through the day?": yes, any time.
  if (asksToComeBack.test(text)) {
    return {
      lines: [
        `${/^(thanks?|thank (you|u)|thx|ty|cheers)\b/.test(text) ? "You're welcome! " : ''}Of course, anytime: ask whenever a question comes up, day or night. I keep our conversation, so we can pick up where we left off.`,
      ],
      suggestions: welcome,
    };
  }
  // "Are you a real person?", "what's your name?": what the coach is, plainly.
  if (asksAboutCoach.test(text)) {
    return {
      lines: [
        "I am RepWise's AI coach, a computer program, not a human or a certified personal trainer; you can just call me Coach. I answer any time, day or night, from evidence-based guidance (ACSM, WHO and ISSN position stands and research reviews) and your own RepWise data: your assessment, plan, workouts, measurements, goals and tracked form. For pain that persists or a medical question, a doctor or physiotherapist is the right person.",
      ],
      suggestions: welcome,
    };
  }
  // "Gn coach", "see you tomorrow": a goodbye, with rest in mind.
  if (farewellPattern.test(text)) {
    return {
      lines: [
        /\b(gn|night|nite)\b/.test(text)
          ? 'Good night! Sleep well: 7-9 hours is when your body recovers and builds. I am here whenever you need me.'
          : 'See you soon! I am here whenever you need me for training, food, recovery or your progress.',
      ],
      suggestions: welcome,
    };
  }
  // "Ok cool", "lol ok", "got it": on with the conversation, not the introduction again.
  if (acknowledgementPattern.test(text) && !/\b(thanks?|thx|ty|cheers)\b/.test(text)) {
    return {
      lines: [
        'Sounds good! Ask me anything else about your training, food, recovery or progress whenever you need.',
      ],
      suggestions: welcome,
    };
  }
  // "Thanks, that helped": a welcome, not the introduction again; on their way, a goodbye too.
  if (/^(thanks?|thank (you|u)|thx|ty|cheers)\b/.test(text) || acknowledgementPattern.test(text)) {
    const leaving =
      /\b(gotta|got to|have to|must|need to) (go|run|dash|head off)\b|\b(bye|off now|heading off)\b/.test(
        text,
      );
    return {
      lines: [
        leaving
          ? "You're welcome, glad it helped! Have a good one, and come back whenever you need me."
          : "You're welcome, glad it helped! Ask me anything else about your training, food, recovery or progress whenever you need.",
      ],
      suggestions: welcome,
    };
  }
  return {
    lines: [
      `${asksIfThere.test(text) ? "Hi, I'm here and ready to help! " : helloFor(text)}I am your RepWise coach: ask me about training, exercise technique, your form scores, nutrition, recovery, sleep, health and safety, motivation or your progress, or ask for a workout for right now.`,
      ...(plan ? [plan] : []),
    ],
    suggestions: welcome,
  };
}

/** A hello back in kind ("good morning coach ☀️" → "Good morning! "); empty for no hello. */
function helloFor(text: string): string {
  if (/\b(good )?morning\b/.test(text)) return 'Good morning! ';
  if (/\b(good )?afternoon\b/.test(text)) return 'Good afternoon! ';
  if (/\b(good )?evening\b/.test(text)) return 'Good evening! ';
  if (/^(hi+|hello+|hey+|heya|hiya|hola|yo|howdy|greetings)\b/.test(text)) return 'Hi! ';
  return '';
}

// Asks the coach to act in the world: buy, book, call, send.
const asksToAct =
  /\b(order|book|buy|purchase|call|phone|ring|text|email|message|pay|deliver|reserve|cancel|sign me up)\b/;

/** A polite decline with what the coach can do; a request to act says the coach cannot. */
export function answerOutOfScope(text = ''): ToolAnswer {
  return {
    lines: [
      asksToAct.test(text)
        ? "I can't order, book or contact anything for you: I'm your fitness and wellbeing coach, here in this chat."
        : "That one is outside what I can help with: I'm your fitness and wellbeing coach.",
      'Ask me about workouts, exercise technique, your form, nutrition, recovery and sleep, health and safety, motivation or your progress, or ask for a workout you can do right now.',
    ],
    suggestions: welcome,
  };
}
