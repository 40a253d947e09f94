import { createAliasFinder, type AliasMention } from '../language/alias-finder';
import { supplements, type SupplementFact } from '../knowledge/supplements';
import type { ToolAnswer } from './exercise-how-to';
import { isNamedTheSubject } from './food-facts';

/** A supplement a message names, with the alias it was named by. */
export type SupplementMention = AliasMention<SupplementFact>;

const findSupplements = createAliasFinder(supplements);

/** The alias of the supplement a (normalised) message names first, asked about or not. */
export function firstSupplementNamed(text: string): string | null {
  return findSupplements(text)[0]?.alias ?? null;
}

/** The supplement a (normalised) message asks about, or null (named only in passing: null). */
export function findAskedSupplement(text: string): SupplementMention | null {
  const named = findSupplements(text);
  // A list ("magnesium, zinc, fish oil... any worth it?") asks about supplements in general.
  if (named.length !== 1 || /\bvit(amin)? ?d\b|\bcreatine\b|\bwhey\b/.test(text)) return null;
  const mention = named[0];
  return mention && isNamedTheSubject(text, mention.alias) ? mention : null;
}

const evidenceWords: Readonly<Record<SupplementFact['evidence'], string>> = {
  good: 'The evidence for it is good.',
  some: 'There is some evidence for it.',
  weak: 'The evidence for it is weak.',
  none: 'It does not work for that.',
};

/**
 * Answers a question about a supplement ("does magnesium help you sleep?", "is ashwagandha
 * safe?"): what it does and how strong the evidence is, the usual dose, who should be careful,
 * and where food gives the same. Supplements never replace a doctor's advice.
 */
export function answerSupplementQuestion(input: { mention: SupplementMention }): ToolAnswer {
  const supplement = input.mention.item;
  const lines = [`${supplement.verdict} ${evidenceWords[supplement.evidence]}`];
  lines.push(
    supplement.dose
      ? `If you take it: ${supplement.dose} ${supplement.caution}`
      : `There is no dose worth taking. ${supplement.caution}`,
  );
  if (supplement.food) lines.push(`Food first: ${supplement.food}`);
  lines.push(
    'Choose third-party tested products (Informed Sport, NSF Certified for Sport) and tell your doctor what you take if you have a condition or take medication.',
  );
  return {
    lines,
    suggestions: [
      'Which supplements are worth it?',
      'Is creatine safe?',
      'How much protein do I need a day?',
    ],
  };
}
