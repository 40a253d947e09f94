import { parsePersonality, type CoachPersonality } from './personality';

const personalityKey = 'repwise_coach_personality';
const ratingsKey = 'repwise_coach_ratings';
const maxStoredRatings = 200;

function readJson(key: string): unknown {
  try {
    return JSON.parse(window.localStorage.getItem(key) ?? 'null');
  } catch {
    // A corrupt or blocked store behaves as an empty one.
    return null;
  }
}

function writeJson(key: string, value: unknown): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Private mode or a full store: the choice still applies for this visit.
  }
}

/** The personality chosen last time on this device, or the default. */
export function readStoredPersonality(): CoachPersonality {
  return parsePersonality(readJson(personalityKey));
}

/** Remembers the personality on this device. */
export function storePersonality(personality: CoachPersonality): void {
  writeJson(personalityKey, personality);
}

/** Ratings given on this device, by reply id (spec 02 §4: stored locally). */
export function readStoredRatings(): Record<string, number> {
  const value = readJson(ratingsKey);
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [string, number] => typeof entry[1] === 'number',
    ),
  );
}

/** Stores a rating locally, keeping the newest 200. */
export function storeRating(replyId: string, rating: number): void {
  const entries = Object.entries({ ...readStoredRatings(), [replyId]: rating }).slice(
    -maxStoredRatings,
  );
  writeJson(ratingsKey, Object.fromEntries(entries));
}
