import type { KnowledgeTopic } from '../../knowledge/topics';
import { contentTerms } from '../../language/tokenize';

// Words the thread rules share: how little a message says, the words any question is made
// of, what a topic speaks to, and the muscles, pronouns and conditions a follow-up names.

/** Whether a message says little alone: four content words or fewer. */
export function saysLittleAlone(text: string): boolean {
  return contentTerms(text).length <= 4;
}

// Words a question can be made of without naming what it is about.
export const genericAskTerms = new Set(
  contentTerms(
    'exercise exercises safe safer ok okay fine bad worse good better best too low high enough ' +
      'normal right wrong work works help helps start avoid should do does much many often long ' +
      'time times week day days eat food foods need use try recommend mean means dangerous harmful ' +
      'healthy worth doing started level amount point tell know actually really change fix ' +
      'prioritise prioritize first count counts how much how many how long how often',
  ),
);

/** The words of a topic's keywords and answer. */
function saidIn(topic: KnowledgeTopic): ReadonlySet<string> {
  return new Set(contentTerms(`${topic.keywords.join(' ')} ${topic.answer}`));
}

/** Whether a topic's answer or keywords hold every word of a question but its asking words. */
export function saysAllOf(topic: KnowledgeTopic, terms: readonly string[]): boolean {
  const said = saidIn(topic);
  const own = terms.filter((term) => !genericAskTerms.has(term));
  return own.length > 0 && own.every((term) => said.has(term));
}

/** Whether a topic's keywords or answer hold one of the terms beyond generic question words. */
export function speaksTo(topic: KnowledgeTopic, terms: readonly string[]): boolean {
  const said = saidIn(topic);
  return terms.some((term) => !genericAskTerms.has(term) && said.has(term));
}

// Muscles and muscle groups a question may be asked of ("how many sets for biceps").
export const muscleWords =
  /\b(legs?|arms?|quads?|glutes?|hamstrings?|hammies|calves|abs|core|chest|lats?|triceps|biceps|shoulders?|back|delts?|traps|forearms?)\b/g;

// A word standing for the exercise just discussed.
export const exercisePronoun =
  /\b(that one|this one|that exercise|this exercise|it|that|this|them|those|these|they)\b/;

// A message that opens by telling a condition of one's own ("i have high blood pressure ...").
export const tellsCondition =
  /^(i have|i'?ve got|ive got|i got|i'?m|im|i am|i was diagnosed|diagnosed)\b/;
