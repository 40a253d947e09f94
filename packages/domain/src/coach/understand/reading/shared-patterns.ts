import { requestVerb, workoutNoun } from '../message-patterns';

// Patterns the rules of more than one stage read a message by.

// Asks what or how much to eat or drink.
export const asksFood =
  /\b(eat|eating|food|foods|drink|drinking|protein|carbs?|calories|breakfast|lunch|dinner|meals?|snacks?)\b/;

// "I walk the dog an hour every day, does that count as exercise?", "is 20 min a day enough":
// whether something done counts, is enough or is good is a question, not a request for a session.
export const asksJudgement =
  /\b(is|was|are|does|do|did|will|would|can|could) (that|this|these|those)\b|\b(is|was|does|do|will|would) it (really |actually |still |even )?(count|enough|good enough|ok|okay|any good)\b|\b(count|counts|counted) (as|towards?|for)\b|\b(enough|good enough|worth it)\b\s*\??\s*$/;
// "I walk the dog an hour every day", "i swim 45 mins 3 times a week": a habit told, not a session
// asked for.
const reportsHabit =
  /\b(i|we) (usually |normally |already |always )?(walk|run|jog|swim|cycle|bike|ride|row|do|go|train|lift|hike|dance|play)\b[^.?!]{0,40}\b((every|each|a|per) (day|morning|evening|night|week|weekday)|daily|most days|times a week|(\d|once|twice) a week)\b/;
/** A habit told with no session asked beside it ("i walk every day, 20 min home workout please"). */
export function toldHabitOnly(text: string): boolean {
  return (
    reportsHabit.test(text) &&
    !(workoutNoun.test(text) && (requestVerb.test(text) || /\b(please|pls|plz)\b/.test(text)))
  );
}

// A feeling told about training ("feel selfish taking an hour for myself", "mum guilt").
export const toldFeeling =
  /\b(feel|feeling|felt|feels)( so| really| kinda| kind of| a bit| like)? (selfish|guilty|bad|lazy|awful|terrible|anxious|nervous|scared|embarrassed|stupid)\b|\bguilt\b/;

// Signs a body gives that a health answer must speak to, whatever else the message asks.
export const symptomSaid =
  /\b(chest|dizz\w*|faint\w*|light[- ]?headed|wheez\w*|asthma\w*|heart|cough\w*|pain\w*)\b/;
