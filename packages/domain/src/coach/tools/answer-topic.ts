import type { CoachMotivation, CoachUserContext } from '../coach-types';
import { describeMotivation } from '../describe-motivation';
import {
  countRecentSessions,
  describeNutritionTargets,
  describeSafety,
} from '../describe-user-context';
import type { KnowledgeTopic } from '../knowledge/topics';
import type { CoachFrame } from '../understand/understand-message';
import type { ToolAnswer } from './exercise-how-to';
import { injuryAreasOf, requirementsOf } from './user-requirements';

/** What a topic answer is personalised with. */
export interface TopicAnswerInput {
  frame: CoachFrame;
  topic: KnowledgeTopic;
  context: CoachUserContext;
  motivation: CoachMotivation;
  now: Date;
}

const stopLine = 'Stop any movement that causes sharp or worsening pain; do not train through it.';
const conditionNames: Record<string, string> = {
  diabetes: 'diabetes',
  hypertension: 'high blood pressure',
  'heart-condition': 'heart condition',
  arthritis: 'arthritis',
  asthma: 'asthma',
  pregnancy: 'pregnancy',
};

function goalLine(context: CoachUserContext, topic: KnowledgeTopic): string | null {
  const goal = requirementsOf(context).primaryGoal;
  const text = `${topic.id} ${topic.keywords.join(' ')}`;
  if (goal === 'WEIGHT_LOSS' && !/bulk|surplus|gain/.test(text)) {
    return 'For your weight-loss goal: keep a moderate deficit of about 300-500 kcal a day, protein high and strength training in, so the weight you lose is fat.';
  }
  if (goal === 'MUSCLE_GAIN' && !/loss|deficit|cut/.test(text)) {
    return 'For your muscle-gain goal: eat a small surplus of about 200-300 kcal a day with plenty of protein and keep adding reps or load.';
  }
  return null;
}

/** One line of what applies to this user, by the topic's intent; null when nothing does. */
function personalLine(input: TopicAnswerInput): string | null {
  const { context, topic, now } = input;
  const profile = context.profile;
  switch (topic.intent) {
    case 'nutrition':
      return describeNutritionTargets(context) ?? goalLine(context, topic);
    case 'injury': {
      const areas = injuryAreasOf(context);
      if (areas.length > 0)
        return `You told us about your ${areas.join(' and ')}: your plan already leaves out exercises that load it.`;
      return describeSafety(context);
    }
    case 'health': {
      const conditions = (profile?.conditions ?? []).map((item) => conditionNames[item] ?? item);
      if (conditions.length > 0)
        return `With your ${conditions.join(' and ')}, keep your doctor in the loop and tell them how you train; your plan is already adapted for it.`;
      return null;
    }
    case 'recovery': {
      const sessions = countRecentSessions(context, now, 7);
      if (sessions >= 6)
        return `You have trained ${sessions} times in the last 7 days: take a full rest day before your next hard session.`;
      if (sessions > 0)
        return `With ${sessions} session${sessions === 1 ? '' : 's'} in the last 7 days, your load leaves room to recover well.`;
      return null;
    }
    case 'motivation':
      return describeMotivation({ context, motivation: input.motivation, now, text: '' });
    case 'training': {
      const level = (profile?.fitnessLevel ?? context.fitnessLevel ?? '').toLowerCase();
      if (level === 'beginner')
        return 'As a beginner, learn each movement with light weight first: consistency beats intensity for your first months.';
      return goalLine(context, topic);
    }
    default:
      return null;
  }
}

/**
 * A knowledge topic's answer for this user: safety first for pain, the topic's answer (its reason
 * for "why?"), then one line of what applies to them.
 */
export function answerTopic(input: TopicAnswerInput): ToolAnswer {
  const { topic, frame } = input;
  if (frame.followUp === 'why') {
    return {
      lines: [topic.why, `So, in short: ${topic.answer.split(/(?<=[.!?])\s/)[0] ?? topic.answer}`],
      suggestions: topic.suggestions,
    };
  }
  const lines = topic.intent === 'injury' ? [stopLine, topic.answer] : [topic.answer];
  const personal = personalLine(input);
  if (personal) lines.push(personal);
  return { lines, suggestions: topic.suggestions };
}
