// Tracked sets posted through the gateway as the active workout's panels post them: what the
// risk and progress trackers of the workouts service learn from (POST /workouts/pose/sets, then
// POST /workouts/pose/sessions).
import type { FormAnalysisDto, RecordPoseSetRequest } from '@repwise/contracts/pose';
import { request } from 'playwright-core';
import type { AppUser } from './app-user';
import { system } from './system';

/** A squat rep whose knees cave in badly: a high knee-valgus risk (an alert and a programme). */
export function buildCavingSquatRep(score: number): FormAnalysisDto {
  return {
    exercise: 'squat',
    depth: {
      kneeAngle: 92,
      depthCategory: 'good',
      isProperDepth: true,
      recommendation: 'Good depth.',
    },
    kneeValgus: {
      ratio: 0.62,
      severity: 'severe',
      isValgusPresent: true,
      correction: 'Knees are caving in: push them out over your toes.',
    },
    forwardLean: { angle: 25, category: 'minimal', isExcessive: false, feedback: 'Chest up.' },
    overallScore: score,
    label: score >= 6 ? 'Good' : 'Fair',
    feedback: ['Push your knees out.'],
    confidence: 0.9,
    timestamp: 1000,
  };
}

/** A deadlift rep with a badly rounded back: a critical back-rounding risk. */
export function buildRoundedDeadliftRep(score: number): FormAnalysisDto {
  return {
    exercise: 'deadlift',
    backRounding: {
      spineAngle: 34,
      severity: 'severe',
      isRounded: true,
      correction: 'Your back is rounding: brace and keep your chest up.',
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
      feedback: 'Hinge.',
    },
    overallScore: score,
    label: 'Fair',
    feedback: ['Brace before you pull.'],
    confidence: 0.9,
    timestamp: 1000,
  };
}

/** A set of one analysed rep per score. */
export function buildTrackedSet(
  sessionId: string,
  exercise: 'squat' | 'deadlift',
  buildRep: (score: number) => FormAnalysisDto,
  formScores: number[],
): RecordPoseSetRequest {
  return {
    sessionId,
    exercise,
    setNumber: 1,
    reps: formScores.length,
    formScores,
    analyses: formScores.map(buildRep),
    duration: 30,
  };
}

/** Posts the sets as the user, then finishes their session; throws naming a refused call. */
export async function recordTrackedSession(
  user: AppUser,
  sets: readonly RecordPoseSetRequest[],
): Promise<void> {
  const api = await request.newContext({ baseURL: `${system.gatewayUrl}/api/` });
  const headers = { authorization: `Bearer ${user.session.accessToken}` };
  try {
    for (const set of sets) {
      const answer = await api.post('workouts/pose/sets', { data: set, headers });
      if (answer.status() !== 201) throw new Error(`set answered ${answer.status()}`);
    }
    const sessionId = sets[0]?.sessionId;
    const finished = await api.post('workouts/pose/sessions', {
      data: { sessionId, totalDuration: 900 },
      headers,
    });
    if (finished.status() !== 201) throw new Error(`session answered ${finished.status()}`);
  } finally {
    await api.dispose();
  }
}
