import { stemWord } from './tokenize';

/**
 * Everyday and slang words for what the knowledge base names in plain words ("booze" is alcohol,
 * "maccies" is fast food, "kip" is sleep): a search for the slang also searches the plain words,
 * so a topic need not list every way people say its subject.
 */
const plainWordsOf: Readonly<Record<string, string>> = {
  // Drink.
  booze: 'alcohol',
  boozing: 'alcohol',
  bevvies: 'alcohol',
  bevvy: 'alcohol',
  pints: 'alcohol',
  drunk: 'alcohol',
  hungover: 'alcohol hangover',
  // Fast food by the names people use for it.
  maccies: 'fast food takeaway',
  maccas: 'fast food takeaway',
  mcdonalds: 'fast food takeaway',
  mcds: 'fast food takeaway',
  kfc: 'fast food takeaway',
  dominos: 'fast food takeaway',
  nandos: 'takeaway',
  chippy: 'fast food takeaway',
  takeout: 'takeaway',
  // Sweet things and snacks.
  chocolate: 'sugar sweets',
  choc: 'sugar sweets',
  sweets: 'sugar',
  candy: 'sugar sweets',
  crisps: 'snacks salty',
  // Energy drinks by brand.
  monsters: 'energy drinks caffeine',
  redbull: 'energy drinks caffeine',
  redbulls: 'energy drinks caffeine',
  relentless: 'energy drinks caffeine',
  // Sleep.
  kip: 'sleep',
  // Food in slang.
  scran: 'food',
  grub: 'food',
  brekkie: 'breakfast',
  // Smoking.
  ciggies: 'smoking',
  cigs: 'smoking',
  cigarettes: 'smoking',
  // Grandparents, who ask as older adults.
  nan: 'elderly',
  nana: 'elderly',
  nanna: 'elderly',
  gran: 'elderly',
  granny: 'elderly',
  grandma: 'elderly',
  grandmother: 'elderly',
  grandad: 'elderly',
  grandpa: 'elderly',
  grandfather: 'elderly',
  grandparents: 'elderly',
  // Kit by its gym shorthand.
  db: 'dumbbell',
  dbs: 'dumbbell',
  kb: 'kettlebell',
  kbs: 'kettlebell',
  // A physique in gym slang.
  swole: 'muscle',
  jacked: 'muscle',
};

const plainByStem: ReadonlyMap<string, readonly string[]> = new Map(
  Object.entries(plainWordsOf).map(([word, plain]) => [
    stemWord(word),
    plain.split(' ').map(stemWord),
  ]),
);

/** The plain (stemmed) words a stemmed slang word stands for; empty for any other word. */
export function plainWordsFor(stem: string): readonly string[] {
  return plainByStem.get(stem) ?? [];
}
