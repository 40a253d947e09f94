import MiniSearch from 'minisearch';
import type { CoachIntent } from '../coach-types';
import { allowedTypos, isSameWord, splitWords, stemWord, stopWords } from '../language/tokenize';
import { intentExamples } from './intent-examples';
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
const topicsById = new Map(knowledgeTopics.map((topic) => [topic.id, topic]));

let vocabulary: ReadonlySet<string> | null = null;

/**
 * The stemmed words the knowledge base is written in (titles, questions, keywords, answers and the
 * intent examples): real words, which a matcher must not read as typos of something else.
 */
export function knowledgeVocabulary(): ReadonlySet<string> {
  vocabulary ??= new Set(
    [
      ...knowledgeTopics.flatMap((topic) => [
        topic.title,
        topic.answer,
        ...topic.questions,
        ...topic.keywords,
      ]),
      ...Object.values(intentExamples).flatMap((phrases) => phrases ?? []),
    ].flatMap((text) => splitWords(text.replace(/-/g, ' ')).map(stemWord)),
  );
  return vocabulary;
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
  message: string,
  limit = 5,
  intent: CoachIntent | null = null,
): KnowledgeMatch[] {
  sharedIndex ??= buildIndex();
  const results = sharedIndex.search(message, {
    ...(intent ? { filter: (result) => result.intent === intent && result.topicId !== null } : {}),
    boost,
    combineWith: 'OR',
    fuzzy: (term) => allowedTypos(term),
    prefix: (term) => term.length >= 6,
    weights: { fuzzy: 0.6, prefix: 0.5 },
  });
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
    const keyTerms = matches(keyTermsOfDocument);
    const topicId = result.topicId as string | null;
    return {
      intent: result.intent as CoachIntent,
      topic: topicId ? (topicsById.get(topicId) ?? null) : null,
      score: result.score,
      matchedTerms,
      keyTerms,
    };
  });
}
