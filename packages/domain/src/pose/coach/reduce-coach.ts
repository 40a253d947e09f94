import {
  COACH_CORRECTION_BELOW_SCORE,
  COACH_KEPT_MESSAGES,
  COACH_PROGRESS_FRACTIONS,
  COACH_REPEAT_COOLDOWN_MS,
  COACH_VISIBLE_MESSAGES,
} from '../pose-constants';
import type { Priority, TrackedExercise } from '../pose-types';
import type { FormAnalysis } from '../analysis/analysis-types';
import { findFormIssues } from './find-form-issues';
import {
  chooseCoachTip,
  phraseCorrection,
  phrasePraise,
  phraseProgress,
  phraseSafetyWarning,
} from './phrase-coach-message';
import type { CoachMessage, CoachState, CoachUserProfile } from './coach-types';

/** What the coach reacts to: a new set, or a counted rep with its analysis. */
export type CoachInput =
  | { type: 'setStarted'; exercise: TrackedExercise; timestampMs: number }
  | {
      type: 'repCounted';
      exercise: TrackedExercise;
      /** The rep's analysis (the last analysed frame), null when none was valid. */
      analysis: FormAnalysis | null;
      /** The rep's score from the rep machine. */
      repScore: number;
      repCount: number;
      targetReps: number;
      timestampMs: number;
    };

const PRIORITY_RANK: Readonly<Record<Priority, number>> = {
  critical: 3,
  high: 2,
  medium: 1,
  low: 0,
};

type Draft = Omit<CoachMessage, 'id' | 'timestamp' | 'exercise' | 'context'> & {
  issue: string | null;
};

function isRepeatedRecently(state: CoachState, message: string, timestampMs: number): boolean {
  return state.messages.some(
    (kept) => kept.message === message && timestampMs - kept.timestamp < COACH_REPEAT_COOLDOWN_MS,
  );
}

function draftFormMessage(
  input: Extract<CoachInput, { type: 'repCounted' }>,
  profile: CoachUserProfile,
  previous: CoachMessage | undefined,
): Draft | null {
  const issue = input.analysis ? findFormIssues(input.analysis)[0] : undefined;
  if (input.repScore >= COACH_CORRECTION_BELOW_SCORE || !issue) {
    const wasCorrected =
      previous?.type === 'form_correction' || previous?.type === 'safety_warning';
    if (!wasCorrected || input.repScore < COACH_CORRECTION_BELOW_SCORE) return null;
    const message = phrasePraise(input.repScore, profile);
    return { type: 'encouragement', priority: 'low', message, actionable_tip: '', issue: null };
  }
  const tip = chooseCoachTip(issue.key, profile.fitnessLevel);
  if (issue.isSafetyIssue) {
    const priority = issue.severity === 'severe' ? 'critical' : 'high';
    const message = phraseSafetyWarning(issue.correction, profile);
    return { type: 'safety_warning', priority, message, actionable_tip: tip, issue: issue.key };
  }
  const priority = input.repScore < 6 ? 'high' : 'medium';
  const message = phraseCorrection(issue.correction, input.repScore, profile);
  return { type: 'form_correction', priority, message, actionable_tip: tip, issue: issue.key };
}

function draftProgressMessage(
  input: Extract<CoachInput, { type: 'repCounted' }>,
  announced: readonly number[],
  profile: CoachUserProfile,
): { draft: Draft; fraction: number } | null {
  if (input.targetReps <= 0) return null;
  const reached = COACH_PROGRESS_FRACTIONS.filter(
    (fraction) => input.repCount / input.targetReps >= fraction && !announced.includes(fraction),
  );
  const fraction = reached.at(-1);
  if (fraction === undefined) return null;
  const message = phraseProgress(fraction, input.repCount, input.targetReps, profile);
  const priority = fraction >= 1 ? 'medium' : 'low';
  return {
    draft: { type: 'progress', priority, message, actionable_tip: '', issue: null },
    fraction,
  };
}

/**
 * The rule-based coach of spec 03: on each counted rep, a correction when the rep scored under 8
 * (a safety warning, critical or high, when the issue can injure), praise when form recovers
 * after a correction, and progress messages at 30, 50, 80 and 100% of the target (each once per
 * set; a jump past several announces only the highest). The same text is not repeated within
 * 10 s. Keeps the 6 newest messages; ids are `<exercise>-<sequence>`.
 */
export function reduceCoach(
  state: CoachState,
  input: CoachInput,
  profile: CoachUserProfile,
): CoachState {
  if (input.type === 'setStarted') return { ...state, announcedFractions: [] };
  const drafts: Draft[] = [];
  const formDraft = draftFormMessage(input, profile, state.messages.at(-1));
  const progress = draftProgressMessage(input, state.announcedFractions, profile);
  if (progress) drafts.push(progress.draft);
  if (formDraft && !isRepeatedRecently(state, formDraft.message, input.timestampMs))
    drafts.push(formDraft);
  const announcedFractions = progress
    ? COACH_PROGRESS_FRACTIONS.filter(
        (f) => f <= progress.fraction || state.announcedFractions.includes(f),
      )
    : state.announcedFractions;
  if (drafts.length === 0) return { ...state, announcedFractions };

  let sequence = state.sequence;
  const created = drafts.map(({ issue, ...draft }): CoachMessage => {
    sequence += 1;
    return {
      ...draft,
      id: `${input.exercise}-${sequence}`,
      timestamp: input.timestampMs,
      exercise: input.exercise,
      context: {
        repCount: input.repCount,
        targetReps: input.targetReps,
        formScore: input.repScore,
        issue,
      },
    };
  });
  const messages = [...state.messages, ...created].slice(-COACH_KEPT_MESSAGES);
  return { messages, announcedFractions, sequence };
}

/** The messages to show: the 3 newest, the most urgent first (newest first within a priority). */
export function selectVisibleCoachMessages(state: CoachState): CoachMessage[] {
  return state.messages
    .slice(-COACH_VISIBLE_MESSAGES)
    .reverse()
    .sort((a, b) => PRIORITY_RANK[b.priority] - PRIORITY_RANK[a.priority]);
}
