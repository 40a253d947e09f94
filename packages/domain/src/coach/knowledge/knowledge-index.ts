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
import { isCommonTerm, processTerm } from './term-statistics';
import { weighTerms } from './term-weights';
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
    if (isMisread || terms.every((term) => isCommonTerm(term))) results.splice(at, 1);
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
