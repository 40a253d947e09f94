import type { CoachIntent } from './coach-types';
import { coachingTopics, type CoachingTopic } from './knowledge/coaching-topics';
import type { ExerciseTechnique, TechniqueCue } from './knowledge/exercise-technique';
import { containsPhrase } from './normalize-message';

/**
 * The knowledge topics of an intent a normalised message asks about, most keyword hits first (at
 * most `limit`); the intent's default topic when none matches.
 */
export function selectTopics(intent: CoachIntent, text: string, limit = 2): CoachingTopic[] {
  const ofIntent = coachingTopics.filter((topic) => topic.intent === intent);
  const scored = ofIntent
    .map((topic) => ({
      topic,
      hits: topic.keywords.filter((keyword) => containsPhrase(text, keyword)).length,
    }))
    .filter((entry) => entry.hits > 0)
    .sort((a, b) => b.hits - a.hits);
  if (scored.length > 0) return scored.slice(0, limit).map((entry) => entry.topic);
  return ofIntent.filter((topic) => topic.isDefault);
}

/** The topic with this id (the knowledge base's ids are fixed). */
export function findTopic(id: string): CoachingTopic | null {
  return coachingTopics.find((topic) => topic.id === id) ?? null;
}

/** The cues of an exercise a normalised message asks about; its first two when none matches. */
export function selectCues(exercise: ExerciseTechnique, text: string): TechniqueCue[] {
  const asked = exercise.cues.filter((cue) =>
    cue.keywords.some((keyword) => containsPhrase(text, keyword)),
  );
  return asked.length > 0 ? asked.slice(0, 2) : exercise.cues.slice(0, 2);
}
