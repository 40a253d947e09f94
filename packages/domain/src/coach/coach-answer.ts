import type { CoachMotivation, CoachUserContext } from './coach-types';

/** What an intent's answer builder reads: the normalised message, the user's data and the time. */
export interface CoachAnswerInput {
  /** The message, normalised (see `normalizeMessage`). */
  text: string;
  context: CoachUserContext;
  motivation: CoachMotivation;
  now: Date;
}
