// A follow-up that changes one setting of the question before ("how many reps at 70% of my max |
// what about 85%?", "how long should my warm-up be | what about when i train at 6am?", "rest
// between sets of rows | and heavy sets like 5 reps?"): the same question, asked again with the new
// setting in place of the old one, or added to it when it had none of that kind.

// "what about", "and", "how about", "ok and at", "same for": how such a follow-up opens.
const opener =
  /^((ok|okay|so|hmm|right|cool|and|but),? )*(what about|how about|and|what if|same (for|with)|and if|then)\b,?\s*/;

// The settings a follow-up can change, each of a kind the question before may hold.
const settings: readonly { kind: string; pattern: RegExp }[] = [
  { kind: 'percent', pattern: /\b\d{1,3}(\.\d)? ?(%|percent)/ },
  { kind: 'rpe', pattern: /\b(rpe|rir) ?\d{1,2}(\.\d)?\b/ },
  {
    kind: 'load',
    pattern: /\b\d{1,3}(\.\d)? ?(kg|kgs|kilos?|lbs?|pounds)\b/,
  },
  { kind: 'reps', pattern: /\b\d{1,2} ?(reps?|rep max|rm)\b/ },
  { kind: 'distance', pattern: /\b\d{1,3}(\.\d)? ?(k|km|kms|miles?|mi)\b/ },
  {
    kind: 'time of day',
    pattern:
      /\b(at )?\d{1,2}(:\d{2})? ?(am|pm)\b|\b(in the )?(early )?(morning|evening|afternoon)s?\b|\b(at|late at) night\b|\bbefore (work|bed)\b|\bafter (work|dinner)\b/,
  },
];

/** The kinds of setting a text holds, each with the words that say it. */
function settingsIn(text: string): Map<string, RegExpExecArray> {
  const found = new Map<string, RegExpExecArray>();
  for (const { kind, pattern } of settings) {
    const match = pattern.exec(text);
    if (match) found.set(kind, match);
  }
  return found;
}

/**
 * The question before asked again with the settings the follow-up changes (`replaced`: a setting
 * of the same kind stood in it; otherwise the follow-up is added to it); null when the follow-up
 * changes no setting (or says much more than one: it is a question of its own).
 */
export function withChangedSetting(
  previousText: string,
  followUp: string,
): { text: string; replaced: boolean } | null {
  const open = opener.exec(followUp);
  if (!open) return null;
  const rest = followUp.slice(open[0].length).trim();
  const changed = settingsIn(rest);
  if (changed.size === 0) return null;
  // "What about 85%?", "and at 6am, longer?": a setting and a few words around it.
  const otherWords = rest
    .replace(/[?!.,]/g, ' ')
    .split(/\s+/)
    .filter((word) => word.length > 0);
  if (otherWords.length > 9) return null;
  let text = previousText.replace(/[?!.]+\s*$/, '');
  const added: string[] = [];
  for (const [kind, match] of changed) {
    const before = settingsIn(text).get(kind);
    if (before) text = text.replace(before[0], match[0]);
    else added.push(rest.replace(/[?!.]+\s*$/, ''));
  }
  return added.length > 0
    ? { text: `${text}, ${[...new Set(added)].join(' ')}`, replaced: false }
    : { text, replaced: true };
}
