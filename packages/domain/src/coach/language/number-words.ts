/**
 * Counts said in words ("two glasses", "a couple of eggs", "in three weeks"), as numbers, for the
 * readers that take a count before a noun.
 */
export const countWords: Readonly<Record<string, number>> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  twelve: 12,
  half: 0.5,
  'half a': 0.5,
  'half an': 0.5,
  'a couple of': 2,
  'couple of': 2,
  'a couple': 2,
};
