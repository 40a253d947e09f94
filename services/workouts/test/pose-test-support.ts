import { randomUUID } from 'node:crypto';
import type { FormAnalysisDto, RecordPoseSetRequest } from '@repwise/contracts/pose';
import type { ApiAnswer, WorkoutsTestApp } from './workouts-test-app';

type ValgusSeverity = 'none' | 'mild' | 'moderate' | 'severe';

function labelOf(score: number): 'Excellent' | 'Good' | 'Fair' | 'Needs Work' {
  if (score >= 8) return 'Excellent';
  if (score >= 6) return 'Good';
  if (score >= 4) return 'Fair';
  return 'Needs Work';
}

/** A squat analysis as the panel sends it; `valgus` moderate or severe is a safety issue. */
export function buildSquatAnalysis(
  options: { score?: number; valgus?: ValgusSeverity } = {},
): FormAnalysisDto {
  const score = options.score ?? 9;
  const valgus = options.valgus ?? 'none';
  return {
    exercise: 'squat',
    depth: {
      kneeAngle: 88,
      depthCategory: 'good',
      isProperDepth: true,
      recommendation: 'Good depth: sit a little lower for full range.',
    },
    kneeValgus: {
      ratio: valgus === 'none' ? 1 : 0.65,
      severity: valgus,
      isValgusPresent: valgus !== 'none',
      correction:
        valgus === 'none'
          ? 'Knees track well.'
          : 'Knees are caving in: push them out over your toes.',
    },
    forwardLean: { angle: 20, category: 'minimal', isExcessive: false, feedback: 'Chest up.' },
    overallScore: score,
    label: labelOf(score),
    feedback: ['Keep it up.'],
    confidence: 0.92,
    timestamp: 1200,
  };
}

/** A deadlift analysis as the panel sends it. */
export function buildDeadliftAnalysis(score = 9): FormAnalysisDto {
  return {
    exercise: 'deadlift',
    backRounding: {
      spineAngle: 4,
      severity: 'none',
      isRounded: false,
      correction: 'Back is flat.',
    },
    barPath: {
      deviation: 0.02,
      category: 'optimal',
      trajectory: 'vertical',
      isOptimal: true,
      guidance: 'Bar path is straight.',
    },
    hipHinge: {
      hipAngle: 80,
      kneeAngle: 150,
      ratio: 2.6,
      quality: 'excellent',
      feedback: 'Great hinge.',
    },
    overallScore: score,
    label: labelOf(score),
    feedback: ['Strong pull.'],
    confidence: 0.9,
    timestamp: 900,
  };
}

/** A valid squat set of the given rep scores (one clean analysis per rep), overridable. */
export function buildSetRequest(
  overrides: Partial<RecordPoseSetRequest> & { formScores?: number[] } = {},
): RecordPoseSetRequest {
  const formScores = overrides.formScores ?? [9, 9, 9];
  const exercise = overrides.exercise ?? 'squat';
  return {
    sessionId: randomUUID(),
    exercise,
    setNumber: 1,
    reps: formScores.length,
    formScores,
    analyses: formScores.map((score) =>
      exercise === 'squat' ? buildSquatAnalysis({ score }) : buildDeadliftAnalysis(score),
    ),
    duration: 30,
    ...overrides,
  };
}

/** POST /workouts/pose/sets. */
export function postSet(
  app: WorkoutsTestApp,
  token: string,
  body: RecordPoseSetRequest | Record<string, unknown>,
): Promise<ApiAnswer> {
  return app.call('POST', '/workouts/pose/sets', { token, body });
}

/** POST /workouts/pose/sessions. */
export function finishSession(
  app: WorkoutsTestApp,
  token: string,
  sessionId: string,
  totalDuration = 1800,
): Promise<ApiAnswer> {
  return app.call('POST', '/workouts/pose/sessions', {
    token,
    body: { sessionId, totalDuration },
  });
}

/** A whole tracked workout: one squat set of `formScores`, then the session finished. */
export async function trainSession(
  app: WorkoutsTestApp,
  token: string,
  formScores: number[],
): Promise<ApiAnswer> {
  const set = buildSetRequest({ formScores });
  const recorded = await postSet(app, token, set);
  if (recorded.status !== 201) throw new Error(`set answered ${recorded.status}`);
  return finishSession(app, token, set.sessionId);
}
