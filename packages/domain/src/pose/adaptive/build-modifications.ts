import { MODIFICATION_RULES, REST_ADVICE } from '../pose-constants';
import type { ExerciseMetrics, PlanModification, PlannedExercise } from './adaptive-types';

/** Seconds of rest advised for the next session: 90 when the average form is under 6, else 60. */
export function recommendRestSeconds(averageFormScore: number): number {
  return averageFormScore < REST_ADVICE.lowFormBelow
    ? REST_ADVICE.lowFormRestSeconds
    : REST_ADVICE.defaultRestSeconds;
}

const MOBILITY_WORK: Readonly<Record<string, string[]>> = {
  squat: ['Ankle dorsiflexion stretch', 'Hip flexor stretch', 'Goblet squat hold'],
  deadlift: ['Hamstring floss', 'Cat-cow', 'Dowel hip hinge'],
};
const REGRESSIONS: Readonly<Record<string, string[]>> = {
  squat: ['Box squat', 'Goblet squat'],
  deadlift: ['Romanian deadlift (light)', 'Kettlebell deadlift'],
};

/** 'squat' or 'deadlift' for names like "Squats" or "Barbell Deadlift"; null for other exercises. */
export function findTrackedMovement(name: string): 'squat' | 'deadlift' | null {
  const lower = name.toLowerCase();
  if (lower.includes('squat')) return 'squat';
  if (lower.includes('deadlift')) return 'deadlift';
  return null;
}

function roundWeight(weightKg: number | null, factor: number): number | null {
  return weightKg === null ? null : Math.round(weightKg * factor * 2) / 2;
}

/**
 * The modifications of spec 03 §9 for one exercise, most urgent first: over 2 safety issues →
 * critical safety change (70% reps, 80% weight); average under 5 and declining → high regression
 * (one set fewer, 80% reps, 90% weight); 7+ with consistency under 0.6 → medium consistency work;
 * under 7 on squats or deadlifts → low mobility work; 8.5+ with consistency 0.8+ and improving →
 * low progression (+2 reps, or +5% weight). Rest changes to the advised next-session rest.
 */
export function buildModifications(
  metrics: ExerciseMetrics,
  planned: PlannedExercise,
): PlanModification[] {
  const rules = MODIFICATION_RULES;
  const avg = metrics.averageFormScore;
  const movement = findTrackedMovement(planned.name);
  const restTimeAdjustment = recommendRestSeconds(avg) - planned.restSeconds;
  const make = (
    type: PlanModification['type'],
    priority: PlanModification['priority'],
    reason: string,
    estimatedImpact: string,
    details: Partial<PlanModification['details']>,
  ): PlanModification => ({
    exerciseId: planned.exerciseId,
    exerciseName: planned.name,
    type,
    priority,
    reason,
    estimatedImpact,
    details: {
      originalReps: planned.reps,
      recommendedReps: planned.reps,
      originalSets: planned.sets,
      recommendedSets: planned.sets,
      recommendedWeight: planned.weightKg,
      restTimeAdjustment,
      focusPoints: [],
      additionalExercises: [],
      ...details,
    },
  });
  const modifications: PlanModification[] = [];
  if (metrics.safetyIssues > rules.criticalSafetyIssuesAbove) {
    modifications.push(
      make(
        'safety',
        'critical',
        `${metrics.safetyIssues} safety issues in the last week`,
        'Lower injury risk while technique is rebuilt',
        {
          recommendedReps: Math.max(1, Math.round(planned.reps * 0.7)),
          recommendedWeight: roundWeight(planned.weightKg, 0.8),
          focusPoints: [
            'Stop the set when form breaks down',
            'Film a set and compare with the cues',
          ],
        },
      ),
    );
  } else if (avg < rules.regressionFormBelow && metrics.improvementTrend === 'declining') {
    modifications.push(
      make(
        'regression',
        'high',
        `Form averages ${avg}/10 and is declining`,
        'Rebuild technique on an easier variation',
        {
          recommendedSets: Math.max(1, planned.sets - 1),
          recommendedReps: Math.max(1, Math.round(planned.reps * 0.8)),
          recommendedWeight: roundWeight(planned.weightKg, 0.9),
          additionalExercises: movement ? (REGRESSIONS[movement] ?? []) : [],
        },
      ),
    );
  }
  if (avg >= rules.consistencyFormFrom && metrics.consistency < rules.consistencyBelow) {
    modifications.push(
      make(
        'consistency',
        'medium',
        `Good form (${avg}/10) but inconsistent from rep to rep`,
        'Every rep as good as the best',
        {
          focusPoints: ['Same tempo every rep: 2 s down, 1 s up', 'Reset your brace between reps'],
        },
      ),
    );
  }
  if (movement && avg < rules.mobilityFormBelow) {
    modifications.push(
      make(
        'mobility',
        'low',
        `Form ${avg}/10: mobility may be limiting your ${movement}`,
        'Easier positions at the bottom of the lift',
        {
          additionalExercises: MOBILITY_WORK[movement] ?? [],
        },
      ),
    );
  }
  const isProgressing =
    avg >= rules.progressionFormFrom &&
    metrics.consistency >= rules.progressionConsistencyFrom &&
    metrics.improvementTrend === 'improving';
  if (isProgressing) {
    const hasWeight = planned.weightKg !== null;
    modifications.push(
      make(
        'progression',
        'low',
        `Excellent, consistent and improving form (${avg}/10)`,
        'Keep progressing while form holds',
        {
          recommendedReps: hasWeight ? planned.reps : planned.reps + 2,
          recommendedWeight: roundWeight(planned.weightKg, 1.05),
        },
      ),
    );
  }
  return modifications;
}
