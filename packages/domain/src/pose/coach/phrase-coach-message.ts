import type { FormIssueKey } from './find-form-issues';
import type { CoachTone, CoachUserProfile, FitnessLevel } from './coach-types';

/** A cue per issue: plain words for beginners, technical ones for everyone else. */
export const COACH_TIPS: Readonly<Record<FormIssueKey, { beginner: string; experienced: string }>> =
  {
    depth: {
      beginner: 'Sit back as if onto a chair until your thighs are level with the floor.',
      experienced: 'Break parallel: hip crease below the top of the knee.',
    },
    knee_valgus: {
      beginner: 'Imagine spreading the floor apart with your feet.',
      experienced: 'Screw your feet into the floor and track the knees over the second toe.',
    },
    forward_lean: {
      beginner: 'Keep your eyes forward and your chest proud.',
      experienced: 'Brace hard and keep the bar over mid-foot; check ankle mobility.',
    },
    back_rounding: {
      beginner: 'Take a big breath, tighten your belly and keep your back flat.',
      experienced: 'Set the lats, brace 360° and take the slack out of the bar before you pull.',
    },
    bar_path: {
      beginner: 'Let the bar slide up your legs.',
      experienced: 'Keep the bar over mid-foot with the lats pulling it into the body.',
    },
    hip_hinge: {
      beginner: 'Push your hips back as if closing a car door with your bottom.',
      experienced: 'Load the hamstrings: hips back, shins near vertical.',
    },
  };

/** The tip for an issue worded for the user's level. */
export function chooseCoachTip(issue: FormIssueKey, level: FitnessLevel): string {
  return level === 'BEGINNER' ? COACH_TIPS[issue].beginner : COACH_TIPS[issue].experienced;
}

/** Words a correction in the user's preferred tone; `score` is the rep's form score. */
export function phraseCorrection(
  correction: string,
  score: number,
  profile: CoachUserProfile,
): string {
  const byTone: Record<CoachTone, string> = {
    DIRECT: correction,
    SUPPORTIVE: `Good effort, ${profile.name}. ${correction}`,
    ENCOURAGING: `${correction} You've got this!`,
    ANALYTICAL: `Form ${score}/10. ${correction}`,
    HUMOROUS: `${correction} Your joints will send a thank-you card.`,
  };
  return byTone[profile.preferredFeedbackStyle];
}

/** Words a safety warning; every tone gets the same urgency, only the address changes. */
export function phraseSafetyWarning(correction: string, profile: CoachUserProfile): string {
  return profile.preferredFeedbackStyle === 'DIRECT'
    ? correction
    : `${profile.name}, careful: ${correction}`;
}

/** Praise after a corrected rep, in the user's tone. */
export function phrasePraise(score: number, profile: CoachUserProfile): string {
  const byTone: Record<CoachTone, string> = {
    DIRECT: 'Better. Keep that form.',
    SUPPORTIVE: `That's it, ${profile.name}: much better form.`,
    ENCOURAGING: 'Much better! Keep it going!',
    ANALYTICAL: `Form back up to ${score}/10.`,
    HUMOROUS: 'Now that is a rep worth framing.',
  };
  return byTone[profile.preferredFeedbackStyle];
}

/** The progress message at a fraction (0.3, 0.5, 0.8 or 1) of the target reps. */
export function phraseProgress(
  fraction: number,
  repCount: number,
  targetReps: number,
  profile: CoachUserProfile,
): string {
  if (fraction >= 1) return `Set complete, ${profile.name}: all ${targetReps} reps done!`;
  if (fraction >= 0.8) return `Almost there: ${targetReps - repCount} reps to go!`;
  if (fraction >= 0.5) return `Halfway there: ${repCount} of ${targetReps} reps.`;
  return `Good start: ${repCount} of ${targetReps} reps done.`;
}
