import { DEADLIFT_DEDUCTIONS, SQUAT_DEDUCTIONS } from '../pose-constants';
import type { FormAnalysis } from '../analysis/analysis-types';

/** A form problem the coach and the risk tracker talk about. */
export type FormIssueKey =
  'depth' | 'knee_valgus' | 'forward_lean' | 'back_rounding' | 'bar_path' | 'hip_hinge';

/** One problem found in an analysis, with its cost and whether it endangers the lifter. */
export interface FormIssue {
  key: FormIssueKey;
  /** Points it cost the form score. */
  deduction: number;
  /** The analyser's correction text. */
  correction: string;
  /** 'severe' for the worst category, 'moderate' for the one below it, else 'mild'. */
  severity: 'mild' | 'moderate' | 'severe';
  /** Whether it can injure (knees caving, dangerous lean, rounded back), not only cost reps. */
  isSafetyIssue: boolean;
}

type IssueSeverity = FormIssue['severity'];
// The analysers' four-step categories, mildest first, as issue severities.
const FOUR_STEPS: readonly IssueSeverity[] = ['mild', 'mild', 'moderate', 'severe'];

function issue(
  key: FormIssueKey,
  deduction: number,
  correction: string,
  severity: IssueSeverity,
  isSafetyIssue = false,
): FormIssue {
  return { key, deduction, correction, severity, isSafetyIssue };
}

function stepOf<T extends string>(steps: readonly T[], value: T): IssueSeverity {
  return FOUR_STEPS[steps.indexOf(value)] ?? 'mild';
}

function squatIssues(analysis: Extract<FormAnalysis, { exercise: 'squat' }>): FormIssue[] {
  const { depth, kneeValgus: valgus, forwardLean: lean } = analysis;
  const valgusSteps = ['none', 'mild', 'moderate', 'severe'] as const;
  const leanSteps = ['minimal', 'acceptable', 'excessive', 'dangerous'] as const;
  return [
    issue(
      'depth',
      SQUAT_DEDUCTIONS.depth[depth.depthCategory],
      depth.recommendation,
      depth.depthCategory === 'insufficient' ? 'moderate' : 'mild',
    ),
    issue(
      'knee_valgus',
      SQUAT_DEDUCTIONS.valgus[valgus.severity],
      valgus.correction,
      stepOf(valgusSteps, valgus.severity),
      valgus.severity === 'moderate' || valgus.severity === 'severe',
    ),
    issue(
      'forward_lean',
      SQUAT_DEDUCTIONS.lean[lean.category],
      lean.feedback,
      stepOf(leanSteps, lean.category),
      lean.category === 'dangerous',
    ),
  ];
}

function deadliftIssues(analysis: Extract<FormAnalysis, { exercise: 'deadlift' }>): FormIssue[] {
  const { backRounding: back, barPath, hipHinge } = analysis;
  const backSteps = ['none', 'mild', 'moderate', 'severe'] as const;
  return [
    issue(
      'back_rounding',
      DEADLIFT_DEDUCTIONS.back[back.severity],
      back.correction,
      stepOf(backSteps, back.severity),
      back.severity === 'moderate' || back.severity === 'severe',
    ),
    issue(
      'bar_path',
      DEADLIFT_DEDUCTIONS.barPath[barPath.category],
      barPath.guidance,
      barPath.category === 'excessive' ? 'moderate' : 'mild',
    ),
    issue(
      'hip_hinge',
      DEADLIFT_DEDUCTIONS.hinge[hipHinge.quality],
      hipHinge.feedback,
      hipHinge.quality === 'poor' ? 'moderate' : 'mild',
    ),
  ];
}

/**
 * The problems of an analysis that cost points: safety issues first, then by deduction (a tie
 * keeps the analyser's order). Empty for a flawless frame.
 */
export function findFormIssues(analysis: FormAnalysis): FormIssue[] {
  const issues = analysis.exercise === 'squat' ? squatIssues(analysis) : deadliftIssues(analysis);
  return issues
    .filter((issue) => issue.deduction > 0)
    .sort((a, b) => Number(b.isSafetyIssue) - Number(a.isSafetyIssue) || b.deduction - a.deduction);
}
