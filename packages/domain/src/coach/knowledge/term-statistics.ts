import { splitWords, stemWord, stopWords } from '../language/tokenize';
import { knowledgeTopics } from './topics';

// How the knowledge base's words are read (the index's own term processing) and how many topics
// ask with each: a word few topics use names a subject of its own, one many use names nothing.

/** A word as the index reads it: lower-cased, stemmed; null for a stop word or a single letter. */
export function processTerm(term: string): string | null {
  const word = term.toLowerCase().replace(/^'+|'+$/g, '');
  if (word.length < 2 || stopWords.has(word)) return null;
  return stemWord(word);
}

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

/** How many topics ask with a stemmed word (in their title, questions or keywords). */
export function topicsUsing(term: string): number {
  return termFrequency().get(term) ?? 0;
}

/** Whether more topics ask with a stemmed word than name anything by it ("work", "week"). */
export function isCommonTerm(term: string): boolean {
  return topicsUsing(term) > commonInTopics;
}
