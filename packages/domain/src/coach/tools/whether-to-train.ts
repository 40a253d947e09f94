import type { CoachIntent } from '../coach-types';
import type { KnowledgeTopic } from '../knowledge/topics';
import { isWarningSignTopic } from './exercise-pain';

// "Should I still train?" after pain or soreness, answered before the topic's advice.
const trainAnywayLines: Partial<Record<CoachIntent, string>> = {
  injury:
    'Only if it stays pain-free: keep the session light, skip or swap anything that loads the painful area, and stop if it hurts.',
  recovery:
    'Yes, usually: light movement eases soreness. Go lighter, or swap in an easy walk or mobility work if you are still very sore.',
  health:
    'Go by how you feel: keep it light and short, and skip it if you feel unwell, dizzy or worse as you go.',
};

// "Should I stop running?", "do I need to take a break?" after pain or soreness: the same
// advice, said as an answer to stopping.
const stopAltogetherLines: Partial<Record<CoachIntent, string>> = {
  injury:
    'Not necessarily: keep doing what stays pain-free, go lighter or shorter, swap out what loads the painful area, and stop anything that hurts.',
  recovery:
    'Usually not: light movement eases soreness. Go lighter, or swap in an easy walk or mobility work while you are still very sore.',
  health:
    'Not necessarily: go by how you feel, keep it light and short, and rest if you feel unwell, dizzy or worse as you go.',
};
// "Its prob nothing right? just wanna hit bench tonight" after a warning sign: not until checked.
const stopFirstLine =
  'No: do not train until a doctor has checked you, even if it has passed and you feel fine.';
const asksToStop = /\b(stop|quit|pause|break|time off|need to rest|have to rest)\b/;
// "Should I change anything in my plan?" after pain or soreness: what to change.
const asksToChange = /\b(change|adjust|modify|tweak|alter)\b/;
const changeLines: Partial<Record<CoachIntent, string>> = {
  injury:
    'Yes, for now: keep the plan, but change what loads the painful area, with less depth, a lighter load or a swap, and stop anything that hurts.',
  recovery:
    'Not much: keep the plan, go a little lighter on the sore muscles for a session or two, and add an easy walk or mobility work.',
  health:
    'Go by how you feel: keep the plan but make sessions lighter and shorter until you are well, and skip any day you feel unwell or dizzy.',
};

/**
 * The answer to "should I still train?" (or "should I stop?", "should I change anything?") after pain, soreness, illness or a
 * warning sign, said before the topic's advice; null for an intent that has none.
 */
export function whetherToTrainLine(
  intent: CoachIntent,
  topic: KnowledgeTopic | null,
  text: string,
): string | null {
  if (isWarningSignTopic(topic)) return stopFirstLine;
  const lines = asksToStop.test(text)
    ? stopAltogetherLines
    : asksToChange.test(text)
      ? changeLines
      : trainAnywayLines;
  return lines[intent] ?? null;
}
