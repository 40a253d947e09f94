import MiniSearch from 'minisearch';
import type { CoachIntent } from '../coach-types';
import {
  allowedTypos,
  isSameWord,
  isSwap,
  splitWords,
  stemWord,
  stopWords,
} from '../language/tokenize';
import { plainWordsFor } from '../language/colloquial-words';
import { keepLatestAnswers } from '../language/latest-answers';
import { intentExamples } from './intent-examples';
import { returnCauseOf, searchPhrasing } from './search-phrasing';
import { knowledgeTopics, type KnowledgeTopic } from './topics';

interface IndexedDocument {
  id: string;
  intent: CoachIntent;
  /** The topic's id; null for an intent example. */
  topicId: string | null;
  title: string;
  questions: string;
  keywords: string;
  answer: string;
}

/** A document of the index a message matched, with how well. */
export interface KnowledgeMatch {
  intent: CoachIntent;
  topic: KnowledgeTopic | null;
  score: number;
  /** The message's content words this document matched in its title, questions or keywords. */
  matchedTerms: string[];
  /** Those of them matched in its title or keywords: what the document is about, not how it is asked. */
  keyTerms: string[];
  /**
   * Whether some word of the message is a word of the document as typed, not only a near spelling
   * (absent on matches made without a search).
   */
  exact?: boolean;
}

// Title, questions and keywords say what a document is about; its answer only tips close calls.
const boost = { title: 2, questions: 1.5, keywords: 2.5, answer: 0.25 };
const aboutFields = new Set(['title', 'questions', 'keywords']);
const keyFields = new Set(['title', 'keywords']);

function processTerm(term: string): string | null {
  const word = term.toLowerCase().replace(/^'+|'+$/g, '');
  if (word.length < 2 || stopWords.has(word)) return null;
  return stemWord(word);
}

function buildIndex(): MiniSearch<IndexedDocument> {
  const index = new MiniSearch<IndexedDocument>({
    fields: ['title', 'questions', 'keywords', 'answer'],
    storeFields: ['intent', 'topicId'],
    tokenize: (text) => splitWords(text.replace(/-/g, ' ')),
    processTerm,
  });
  const topics: IndexedDocument[] = knowledgeTopics.map((topic) => ({
    id: topic.id,
    intent: topic.intent,
    topicId: topic.id,
    title: topic.title,
    questions: topic.questions.join('\n'),
    keywords: topic.keywords.join('\n'),
    answer: topic.answer,
  }));
  const examples: IndexedDocument[] = Object.entries(intentExamples).flatMap(([intent, phrases]) =>
    (phrases ?? []).map((phrase, position) => ({
      id: `example:${intent}:${position}`,
      intent: intent as CoachIntent,
      topicId: null,
      title: '',
      questions: phrase,
      keywords: '',
      answer: '',
    })),
  );
  index.addAll([...topics, ...examples]);
  return index;
}

let sharedIndex: MiniSearch<IndexedDocument> | null = null;
let frequencies: Map<string, number> | null = null;
// A word more topics than this ask with ("work", "week") names nothing of the app on its own.
const commonInTopics = 30;

/** How many topics use each stemmed word in their title, questions or keywords. */
function termFrequency(): Map<string, number> {
  if (frequencies) return frequencies;
  frequencies = new Map();
  for (const topic of knowledgeTopics) {
    const words = splitWords(
      [topic.title, ...topic.questions, ...topic.keywords].join(' ').replace(/-/g, ' '),
    )
      .map(processTerm)
      .filter((term): term is string => term !== null);
    for (const word of new Set(words)) frequencies.set(word, (frequencies.get(word) ?? 0) + 1);
  }
  return frequencies;
}
/** Whether at most two topics ask with a stemmed word: a name of a subject of their own ("hrt"). */
export function isRareTerm(term: string): boolean {
  return (termFrequency().get(term) ?? 0) <= 2;
}
const topicsById = new Map(knowledgeTopics.map((topic) => [topic.id, topic]));

let vocabulary: ReadonlySet<string> | null = null;

/**
 * The texts the knowledge base is written in: what it is asked (topics' titles, questions and
 * keywords, the intent examples) and what it answers.
 */
export function knowledgeTexts(): { questions: string[]; answers: string[] } {
  return {
    questions: [
      ...knowledgeTopics.flatMap((topic) => [topic.title, ...topic.questions, ...topic.keywords]),
      ...Object.values(intentExamples).flatMap((phrases) => phrases ?? []),
    ],
    answers: knowledgeTopics.map((topic) => topic.answer),
  };
}

/**
 * The stemmed words the knowledge base is written in (titles, questions, keywords, answers and the
 * intent examples): real words, which a matcher must not read as typos of something else.
 */
export function knowledgeVocabulary(): ReadonlySet<string> {
  vocabulary ??= new Set(
    Object.values(knowledgeTexts())
      .flat()
      .flatMap((text) => splitWords(text.replace(/-/g, ' ')).map(stemWord)),
  );
  return vocabulary;
}

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

/**
 * How much each word of a message counts in a search: in a long message the clause that asks the
 * question counts most and the rest, its story, less; words that judge rather than name the subject
 * count for less.
 */
// A condition told as one's own diagnosis ("diagnosed with osteoporosis", "i have asthma"): a word
// few topics use, so not "i have 20 minutes" nor "i got a new bike".
const fewTopics = 4;
const diagnosisTold =
  /\b(?:diagnosed with|diagnosis of|suffer(?:ing|s)? from|living with|i have|i'?ve got|ive got|i got)\s+((?:(?!(?:last|this|in|at|for|since|and|but|so|about|when|after|a|an|my)\b)[a-z'-]+ ?){1,3})/g;

function weighTerms(message: string): Map<string, number> {
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
        .filter((term) => (termFrequency().get(term) ?? 0) <= fewTopics),
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

// Words of a title's phrasing ("Give me a simple mobility routine", "How often should I do
// HIIT?"), not of its subject: a message that shares only these with a topic is not about it.
const titleFiller = new Set(
  'simple simply give explain explained howoften howlong howmany howmuch'
    .split(' ')
    .map(processTerm)
    .filter((term): term is string => term !== null),
);

const corrections = new Map<string, string>();

// Everyday words one swap away from a word of the knowledge base ("tried" / "tired", "trail" /
// "trial", "crab" / "carb"): real words, never typos.
const everydayWords = new Set(
  'tried trail fired crab barley coal won tide angel sacred alter'
    .split(' ')
    .map(processTerm)
    .filter((term): term is string => term !== null),
);

/**
 * A word the knowledge base does not hold, spelled as the known word it becomes by swapping back
 * one pair of neighbouring letters ("protien" → "protein", "sqaut" → "squat"): the commonest
 * typo, which the index's own fuzzy search counts as two edits and so misses.
 */
function correctTypo(term: string): string {
  const cached = corrections.get(term);
  if (cached !== undefined) return cached;
  const known = knowledgeVocabulary();
  let best = term;
  if (!known.has(term) && !everydayWords.has(term) && term.length >= 4 && !/\d/.test(term)) {
    for (const word of known) {
      if (isSwap(term, word)) {
        best = word;
        break;
      }
    }
  }
  corrections.set(term, best);
  return best;
}

let injuryOnly: ReadonlySet<string> | null = null;

/**
 * The (stemmed) words of injury topics' titles and keywords that no other topic's title or
 * keywords use: the names of conditions ("splint", "fasciiti", "impingement"), not of the body or
 * of activities ("knee", "run").
 */
export function injuryOnlyTerms(): ReadonlySet<string> {
  if (!injuryOnly) {
    const termsOf = (topic: KnowledgeTopic) =>
      [topic.title, ...topic.keywords].flatMap((text) =>
        splitWords(text.replace(/-/g, ' '))
          .map(processTerm)
          .filter((term): term is string => term !== null),
      );
    const elsewhere = new Set(
      knowledgeTopics.filter((topic) => topic.intent !== 'injury').flatMap(termsOf),
    );
    injuryOnly = new Set(
      knowledgeTopics
        .filter((topic) => topic.intent === 'injury')
        .flatMap(termsOf)
        .filter((term) => !elsewhere.has(term)),
    );
  }
  return injuryOnly;
}

/** The term a short "what is X?" asks to have defined ("whats rpe" → "rpe"), or null. */
function definitionAsked(message: string): string | null {
  const asked =
    /^(?:what|whats|what'?s|wat|wats)(?: is| are| does| do)? (?:an? |the )?([a-z0-9][a-z0-9 -]{1,24}?)(?: mean| stand for| even)?\s*\?*$/.exec(
      message.toLowerCase().trim(),
    );
  const term = asked?.[1]?.trim();
  return term && term.split(' ').length <= 3 && !stopWords.has(term)
    ? term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    : null;
}

/** The knowledge topic with this id. */
export function findTopic(id: string): KnowledgeTopic | null {
  return topicsById.get(id) ?? null;
}

/**
 * Searches the knowledge base and the intent examples (BM25 over title, questions, keywords and,
 * weakly, answers; stemmed words, typos forgiven on words of 5+ letters, prefixes on 6+) and
 * returns the best matches, best first; with `intent`, only that intent's topics. The index is
 * built once, on first use.
 */
export function searchKnowledge(
  typed: string,
  limit = 5,
  intent: CoachIntent | null = null,
): readonly KnowledgeMatch[] {
  return searches(`${limit}\u0000${intent ?? ''}\u0000${typed}`);
}

// The same text is searched again by each reading of a reply and of the turns after it: the
// latest searches are kept.
const searches = keepLatestAnswers<readonly KnowledgeMatch[]>(4000, (key) => {
  const [limit = '5', intent = '', ...typed] = key.split('\u0000');
  return search(typed.join('\u0000'), Number(limit), (intent || null) as CoachIntent | null);
});

/** Forgets the searches kept (benchmarks time new messages). */
export function forgetSearches(): void {
  searches.forget();
}

function search(typed: string, limit: number, intent: CoachIntent | null): KnowledgeMatch[] {
  sharedIndex ??= buildIndex();
  const message = searchPhrasing(typed);
  const termWeights = weighTerms(message);
  const results = sharedIndex.search(message, {
    processTerm: (term) => {
      const processed = processTerm(term);
      if (processed === null) return null;
      const word = correctTypo(processed);
      // "Does booze kill gains?": the slang and the plain words it stands for.
      const plain = plainWordsFor(word);
      return plain.length > 0 ? [word, ...plain] : word;
    },
    boostTerm: (term) => termWeights.get(term) ?? 1,
    ...(intent ? { filter: (result) => result.intent === intent && result.topicId !== null } : {}),
    boost,
    combineWith: 'OR',
    fuzzy: (term) => allowedTypos(term),
    prefix: (term) => term.length >= 6,
    weights: { fuzzy: 0.6, prefix: 0.5 },
  });
  // A question about the app names something of it by a word few topics use ("rest timer",
  // "streak"), as typed; "hotel all week for work, ideas?" does not ask how the progressive plan
  // works.
  for (let at = results.length - 1; at >= 0; at -= 1) {
    const result = results[at];
    if (!result || !String(result.topicId ?? '').startsWith('app-')) continue;
    const terms = Object.keys(result.match);
    // Nor "post workout shake", whose "shake" is a word of the knowledge base, not a typo of "share".
    const isMisread = result.queryTerms.some(
      (typed) =>
        !terms.includes(typed) &&
        knowledgeVocabulary().has(typed) &&
        terms.some((term) => term !== typed && isSameWord(typed, term)),
    );
    if (isMisread || terms.every((term) => (termFrequency().get(term) ?? 0) > commonInTopics))
      results.splice(at, 1);
  }
  // "Back after 6 weeks off with the flu, where do I start?", "had a baby 4 months ago, can I
  // start lifting again": a return whose cause is named is answered for that cause.
  const [cause, causeTopic] = returnCauseOf(message.toLowerCase()) ?? [];
  const top = topicsById.get(String(results[0]?.topicId ?? ''));
  // Nor when the best match already speaks of that cause ("still wiped out months after covid").
  const topNamesCause =
    cause !== undefined &&
    top !== undefined &&
    cause.test([top.title, ...top.keywords].join(' ').toLowerCase());
  // Not when the break had other causes too ("vacation then got sick"): the break itself.
  if (causeTopic && !topNamesCause) {
    for (const result of results) if (result.topicId === causeTopic) result.score *= 3;
    results.sort((a, b) => b.score - a.score);
  }
  // "Whats RPE?", "what does hypertrophy mean": a topic asked that very question defines it.
  const defined = definitionAsked(message);
  if (defined) {
    const definition = new RegExp(
      `^(what|whats|what'?s) (is|are|does|do)? ?(an? |the )?${defined}( in \\w+| mean| stand for)?\\??$`,
    );
    const defines = (question: string) => definition.test(question.toLowerCase());
    for (const result of results) {
      const topic = result.topicId ? topicsById.get(result.topicId as string) : undefined;
      if (topic?.questions.some(defines)) result.score *= 1.6;
    }
    results.sort((a, b) => b.score - a.score);
  }
  return results.slice(0, limit).map((result) => {
    const aboutTerms = Object.entries(result.match)
      .filter(([, fields]) => fields.some((field) => aboutFields.has(field)))
      .map(([term]) => term);
    const keyTermsOfDocument = Object.entries(result.match)
      .filter(([, fields]) => fields.some((field) => keyFields.has(field)))
      .map(([term]) => term);
    const matches = (terms: string[]) =>
      result.queryTerms.filter((queryTerm) =>
        terms.some((term) => term.startsWith(queryTerm) || isSameWord(queryTerm, term)),
      );
    const matchedTerms = matches(aboutTerms);
    const keyTerms = matches(keyTermsOfDocument).filter((term) => !titleFiller.has(term));
    const topicId = result.topicId as string | null;
    const exact = result.queryTerms.some((queryTerm) => queryTerm in result.match);
    return {
      exact,
      intent: result.intent as CoachIntent,
      topic: topicId ? (topicsById.get(topicId) ?? null) : null,
      score: result.score,
      matchedTerms,
      keyTerms,
    };
  });
}
