/** Lower-case words that withhold the common-word bonus when found anywhere in a password, ignoring case. */
export const commonPasswordWords: readonly string[] = [
  'password',
  'passw0rd',
  'admin',
  'user',
  'login',
  'welcome',
  'hello',
  'qwerty',
  'letmein',
  'monkey',
  'dragon',
  'princess',
  'football',
  'baseball',
  'master',
  'abc123',
  'iloveyou',
  'sunshine',
  'shadow',
  'trustno1',
  'superman',
  'batman',
  'starwars',
  'secret',
];

/** Character runs whose 3-character windows, forwards or reversed, count as common sequences. */
export const commonCharacterSequences: readonly string[] = [
  '0123456789',
  'abcdefghijklmnopqrstuvwxyz',
  'qwertyuiop',
  'asdfghjkl',
  'zxcvbnm',
];

const sequenceWindowLength = 3;

function listWindows(text: string, size: number): string[] {
  const windows: string[] = [];
  for (let start = 0; start + size <= text.length; start += 1) {
    windows.push(text.slice(start, start + size));
  }
  return windows;
}

function reverseText(text: string): string {
  return Array.from(text).reverse().join('');
}

const commonSequenceWindows: ReadonlySet<string> = new Set(
  commonCharacterSequences.flatMap((sequence) => [
    ...listWindows(sequence, sequenceWindowLength),
    ...listWindows(reverseText(sequence), sequenceWindowLength),
  ]),
);

/** Whether one character occurs 3 or more times in a row ("aaa"); case-sensitive, so "aAa" does not count. */
export function hasRepeatedCharacters(password: string): boolean {
  return /(.)\1\1/su.test(password);
}

/** Whether any 3 adjacent characters follow a common sequence forwards or reversed, ignoring case ("ABC", "321", "ewq"); sequences do not wrap ("890" does not count). */
export function hasCommonSequence(password: string): boolean {
  return listWindows(password.toLowerCase(), sequenceWindowLength).some((window) =>
    commonSequenceWindows.has(window),
  );
}

/** Whether the password contains one of `commonPasswordWords` as a substring, ignoring case. */
export function hasCommonWord(password: string): boolean {
  const lowerCased = password.toLowerCase();
  return commonPasswordWords.some((word) => lowerCased.includes(word));
}

type CharacterClass = 'letter' | 'digit' | 'symbol';

function classifyCharacter(character: string): CharacterClass {
  if (/[A-Za-z]/.test(character)) return 'letter';
  if (/[0-9]/.test(character)) return 'digit';
  return 'symbol';
}

/** Counts adjacent character pairs whose classes differ (ASCII letter, digit, anything else): "ab1!" has 2; 0 for fewer than 2 characters. */
export function countClassTransitions(password: string): number {
  let transitions = 0;
  for (let index = 1; index < password.length; index += 1) {
    const previous = classifyCharacter(password.charAt(index - 1));
    if (previous !== classifyCharacter(password.charAt(index))) transitions += 1;
  }
  return transitions;
}

/** Whether class transitions reach 30% of the length (compared exactly in integers: 3 of 10 qualifies); false for the empty string. */
export function hasEnoughClassMixing(password: string): boolean {
  return password.length > 0 && countClassTransitions(password) * 10 >= password.length * 3;
}
