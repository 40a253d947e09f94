import { splitWords } from '../language/tokenize';
import { processTerm, topicsUsing } from './term-statistics';

// How much each word of a message counts when the knowledge base is searched for it.

// Words that say how a message feels about its subject, not what the subject is ("is stretching
// worth it or a waste of time?"): they count for less than the subject's own words.
const evaluativeTerms = new Set(
  [
    'actually worth waste wonder wondering bother honestly basically literally kinda stuff deal overkill',
    'friend friends sister brother mum mom dad told heard read online thought',
    // Who said it ("my mate swears it does", "my neighbour reckons"): hearsay, not the subject.
    'myth myths true',
    'mate mates pal pals buddy colleague coworker cousin uncle auntie neighbour neighbor swear swears reckon reckons apparently',
    // A comparison's frame ("what's the difference between creatine and protein"): its two
    // subjects say what it is about, not the topics that are comparisons of other things.
    'difference differences versus vs compare compared comparison',
  ]
    .join(' ')
    .split(' ')
    .map(processTerm)
    .filter((term): term is string => term !== null),
);

// Words a question is made of whatever it asks about.
const plainAskTerms = new Set(
  'stay track bad good ok okay tips help normal true better best right wrong need thing things get keep make time way'
    .split(' ')
    .map(processTerm)
    .filter((term): term is string => term !== null),
);

// A question clause: asks something ("...but should I be doing something more intense?").
const questionStart =
  /^(what|whats|what's|how|should|is|are|can|could|do|does|will|would|why|when|which|any|i'?m wondering|wondering|not sure|i want to know)\b/;

// A condition told as one's own diagnosis ("diagnosed with osteoporosis", "i have asthma"): a word
// few topics use, so not "i have 20 minutes" nor "i got a new bike".
const fewTopics = 4;
const diagnosisTold =
  /\b(?:diagnosed with|diagnosis of|suffer(?:ing|s)? from|living with|i have|i'?ve got|ive got|i got)\s+((?:(?!(?:last|this|in|at|for|since|and|but|so|about|when|after|a|an|my)\b)[a-z'-]+ ?){1,3})/g;

/**
 * How much each word of a message counts in a search: in a long message the clause that asks the
 * question counts most and the rest, its story, less; words that judge rather than name the subject
 * count for less.
 */
export function weighTerms(message: string): Map<string, number> {
  const weights = new Map<string, number>();
  const termsOf = (text: string) =>
    splitWords(text.replace(/-/g, ' '))
      .map(processTerm)
      .filter((term): term is string => term !== null);
  const clauses = message
    .toLowerCase()
    // A doubled comma ("legs so stiff,, ice bath or hot bath??") ends a sentence as a full stop does.
    .split(/[.!;\n]+|\?+|,\s*(?=but|so|and)|\b(?:but|so)\b|,{2,}/)
    .map((clause) => clause.trim())
    .filter((clause) => termsOf(clause).length > 0);
  const asking = message.includes('?')
    ? clauses.filter((clause) => message.includes(`${clause}?`) || questionStart.test(clause))
    : clauses.filter((clause) => questionStart.test(clause));
  const isLong = termsOf(message).length >= 8 && clauses.length > 1;
  // "How do I stay on track?" names no subject: the story before it does.
  const askedSubject = asking
    .flatMap(termsOf)
    .filter((term) => !evaluativeTerms.has(term) && !plainAskTerms.has(term));
  if (isLong && asking.length > 0 && asking.length < clauses.length && askedSubject.length >= 2) {
    const asked = new Set(asking.flatMap(termsOf));
    // "Got diagnosed with osteoporosis last year. Is weight training safe?": the condition told
    // is what the question is asked about.
    const diagnosed = new Set(
      [...message.toLowerCase().matchAll(diagnosisTold)]
        .flatMap((told) => termsOf(told[1] ?? ''))
        .filter((term) => topicsUsing(term) <= fewTopics),
    );
    for (const term of termsOf(message))
      weights.set(term, asked.has(term) || diagnosed.has(term) ? 1.5 : 0.6);
  }
  const lower = message.toLowerCase();
  // "Is creatine worth it if I only lift twice a week?": a question first and its condition after;
  // the condition ("if", "because") is context, the subject comes before it. Not "when": "how do
  // I stay motivated when the scale won't budge" names its subject there.
  const conditional =
    /^(is|are|does|do|should|can|will|would|whats|what'?s|how)\b([^.?!]*?)\b(if|because|cos|cuz)\b([^.?!]*)/.exec(
      lower,
    );
  const subjectBefore = conditional
    ? termsOf(conditional[2] ?? '').filter(
        (term) => !evaluativeTerms.has(term) && !plainAskTerms.has(term),
      )
    : [];
  if (conditional && subjectBefore.length > 0) {
    for (const term of termsOf(conditional[4] ?? ''))
      if (!subjectBefore.includes(term)) weights.set(term, (weights.get(term) ?? 1) * 0.6);
  }
  // "How long before lifting shows?" asks how long until it shows, not what to do before lifting.
  if (/\bhow long (does it take |will it take |is it )?(before|until|till|til)\b/.test(lower))
    weights.set('before', (weights.get('before') ?? 1) * 0.3);
  // "Without anyone pushing me" is about drive, not pushing exercises.
  if (
    /\bpush(ing|es|ed)? (me|myself|yourself|himself|herself|themselves|ourselves)\b/.test(lower) &&
    !/\bpush[- ]?(ups?|press|day|pull)\b/.test(lower)
  )
    weights.set('push', (weights.get('push') ?? 1) * 0.2);
  // "Mess up my progress", "go up in weight": a particle, not the "up" of push-ups or warm-ups.
  if (
    /\bup\b/.test(lower) &&
    !/\b(push|pull|sit|chin|step|warm|get|stand|pick|pop|wake|jump|hitch|curl|roll)[- ]?ups?\b/.test(
      lower,
    )
  )
    weights.set('up', (weights.get('up') ?? 1) * 0.2);
  // "Where does that go", "first time i go": going somewhere, not touch-and-go reps.
  if (/\bgo\b/.test(lower) && !/\btouch[- ]and[- ]go\b/.test(lower))
    weights.set('go', (weights.get('go') ?? 1) * 0.3);
  // "Between" frames a comparison ("the difference between A and B"), not rest between sets.
  if (/\b(differences?|vs|versus|compar\w*)\b/.test(lower))
    weights.set('between', (weights.get('between') ?? 1) * 0.4);
  for (const term of evaluativeTerms) {
    if (weights.has(term) || termsOf(message).includes(term))
      weights.set(term, (weights.get(term) ?? 1) * 0.4);
  }
  return weights;
}
