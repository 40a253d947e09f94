import type { CoachAnswer, CoachAnswerInput } from './coach-answer';
import {
  countRecentSessions,
  describeGoals,
  describeMeasurements,
  describeNutritionTargets,
  describePlan,
} from './describe-user-context';
import { describeMotivation } from './describe-motivation';
import { findTopic, selectTopics } from './select-topics';

const welcome = [
  'Create a workout plan',
  'Analyze my form',
  'Track my progress',
  'Nutrition advice',
];

/** Nutrition basics asked about, with the plan's own calorie and macro targets first. */
export function answerNutrition({ text, context }: CoachAnswerInput): CoachAnswer {
  const lines: string[] = [];
  const targets = describeNutritionTargets(context);
  if (targets) lines.push(targets);
  const topics = selectTopics('nutrition', text);
  const goals = context.goals.join(' ').toLowerCase();
  const goalTopic = /loss|lose|fat/.test(goals)
    ? 'calories-loss'
    : /muscle|gain/.test(goals)
      ? 'calories-gain'
      : null;
  const goalExtra =
    goalTopic && topics.every((topic) => topic.isDefault) ? findTopic(goalTopic) : null;
  for (const topic of goalExtra ? [...topics, goalExtra] : topics) lines.push(topic.text);
  return {
    lines,
    suggestions: [
      'How much protein do I need?',
      'What should I eat after a workout?',
      'How much water should I drink?',
    ],
  };
}

/** Recovery basics asked about, with a rest-day nudge after six or more sessions in a week. */
export function answerRecovery(input: CoachAnswerInput): CoachAnswer {
  const lines = selectTopics('recovery', input.text).map((topic) => topic.text);
  const sessions = countRecentSessions(input.context, input.now, 7);
  if (sessions >= 6) {
    lines.push(
      `You have trained ${sessions} times in the last 7 days, so take a full rest day before your next hard session.`,
    );
  } else if (sessions > 0) {
    lines.push(
      `With ${sessions} session${sessions === 1 ? '' : 's'} in the last 7 days, your training load leaves room to recover well.`,
    );
  }
  return {
    lines,
    suggestions: [
      'How much sleep do I need?',
      "Should I train when I'm sore?",
      'When should I deload?',
    ],
  };
}

/** Measurements, trend, goals and training frequency; how to start tracking when nothing is logged. */
export function answerProgress(input: CoachAnswerInput): CoachAnswer {
  const { context, now } = input;
  const lines = [describeMeasurements(context), describeGoals(context)].filter(
    (line): line is string => line !== null,
  );
  const sessions = context.sessionsLast30Days ?? countRecentSessions(context, now, 30);
  if (sessions > 0)
    lines.push(`You logged ${sessions} workout${sessions === 1 ? '' : 's'} in the last 30 days.`);
  if (lines.length === 0) {
    lines.push(
      'There is nothing tracked yet: log your weight, body fat and muscle mass in Progress once a week (same time of day), set a goal with a target date, and I will read the trends with you.',
    );
  } else {
    lines.push(
      'Weigh in under the same conditions each week and judge the trend over 3-4 weeks, not single days.',
    );
  }
  lines.push(describeMotivation(input));
  return {
    lines,
    suggestions: ['How am I doing on my goals?', 'Analyze my form', 'Create a workout plan'],
  };
}

/** Encouragement in the chosen motivation approach plus one practical habit tip. */
export function answerMotivation(input: CoachAnswerInput): CoachAnswer {
  const plan = describePlan(input.context);
  return {
    lines: [
      describeMotivation(input),
      'Make it easy to start: commit to just 10 minutes, lay out your kit the night before and schedule sessions like appointments; motivation usually follows action.',
      ...(plan ? [plan] : []),
    ],
    suggestions: [
      'Give me a quick workout for today',
      'Track my progress',
      'How do I stay consistent?',
    ],
  };
}

/** A hello: what the coach can do, and today's workout when there is one. */
export function answerGreeting({ context }: CoachAnswerInput): CoachAnswer {
  const plan = describePlan(context);
  return {
    lines: [
      'I am your RepWise coach: ask me about workouts, exercise technique, your form scores, nutrition, recovery or your progress.',
      ...(plan ? [plan] : []),
    ],
    suggestions: welcome,
  };
}

/** A polite redirect to what the coach covers. */
export function answerOutOfScope(): CoachAnswer {
  return {
    lines: [
      'That is outside what I can help with: I am your fitness coach.',
      'I can help with workout plans, exercise technique, your form scores, nutrition, recovery, motivation and tracking your progress.',
    ],
    suggestions: welcome,
  };
}
