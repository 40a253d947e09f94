import { contentTerms } from '../language/tokenize';

// A topic written as a comparison: "Incline or flat bench?", "RDL vs stiff-leg deadlift".
export const comparisonTitle = /\b(vs\.?|versus|or|difference|better|compared?)\b/i;

/** The content words just before and just after the "or" / "vs" of a choice. */
export function twoSides(text: string): [string[], string[]] | null {
  const join = /\s(or|vs\.?|versus|compared (to|with))\s/.exec(text);
  if (!join) return null;
  const before = contentTerms(
    text
      .slice(0, join.index)
      .split(/[,.?!;]/)
      .at(-1) ?? '',
  ).slice(-3);
  const after = contentTerms(
    text.slice(join.index + join[0].length).split(/[,.?!;]/)[0] ?? '',
  ).slice(0, 3);
  return before.length > 0 && after.length > 0 ? [before, after] : null;
}

/** Asks which of two to choose ("X or Y, which is better", "X vs Y", "X or Y for Z?"). */
export function asksWhichOfTwo(text: string): boolean {
  // "Does that count or do I need to do more?", "is it ok or not": a second question, no choice.
  if (
    /\bor (do|does|should|must|can|will|would|is|are|am|have) (i|we|you|it|they|u)\b|\bor not\b|\bor (what|nah|something|anything)\b/.test(
      text,
    ) ||
    // Nor "kettlebell swing: is it a squat or a hinge?", which asks what one thing is.
    /\b(is|was) (it|this|that) (a |an )?\w+ or (a |an )?\w+/.test(text)
  )
    return false;
  return (
    /\b(or|vs\.?|versus|compared (to|with))\b/.test(text) &&
    (/\b(which|better|best|worse|vs\.?|versus|difference|diff|more|less|should i (do|pick|choose|go for|use))\b/.test(
      text,
    ) ||
      // "Treadmill or bike for my bad knee?": a short question that is nothing but the choice.
      (text.includes('?') && text.split(/\s+/).length <= 10))
  );
}
