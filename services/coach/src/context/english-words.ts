// The English words the coach's spelling corrector leaves as typed (sindresorhus/word-list: 274k
// lower-case words, MIT): a real word the coach's own vocabulary lacks ('woman', 'pointless') is
// never turned into one it has ('women', 'painless'). Read once, on first use (about 80 ms).
import { readFileSync } from 'node:fs';
import wordListPath from 'word-list';

let words: ReadonlySet<string> | null = null;

/** The English word list as a set, read on first use. */
export function englishWords(): ReadonlySet<string> {
  words ??= new Set(readFileSync(wordListPath, 'utf8').split('\n'));
  return words;
}
