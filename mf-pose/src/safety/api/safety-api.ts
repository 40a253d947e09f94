// The Safety area's calls: the pose API of the workouts service (risk, progress, a form check's
// sets and session) and what the user told onboarding and the quiz, all with the user's token.
import { ApiError, type ApiClient } from '@repwise/contracts';
import { callEndpoint } from '@repwise/contracts/endpoints';
import { onboardingAnswerReadings, onboardingEndpoints } from '@repwise/contracts/onboarding';
import {
  poseEndpoints,
  type FinishPoseSessionRequest,
  type PoseProgressResponse,
  type PoseSessionResponse,
  type PoseSetResponse,
  type ProgressTimeframeDto,
  type RecordPoseSetRequest,
  type RiskProfileResponse,
} from '@repwise/contracts/pose';
import { quizEndpoints, type QuizResults } from '@repwise/contracts/quiz';

/** The risk report: profile, recent alerts, trend, completed interventions, unresolved count. */
export type RiskReport = RiskProfileResponse['data'];
/** The form progress of a timeframe. */
export type FormProgress = PoseProgressResponse['data'];

/** What onboarding's plan says about training safely: the list, or why there is none yet. */
export type OnboardingSafety =
  { status: 'ready'; considerations: string[] } | { status: 'pending' } | { status: 'missing' };

/** The quiz's risk profile, or null when the user has not taken the quiz. */
export type QuizRisk = QuizResults['insights']['riskProfile'] | null;

function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.failure.status === 404;
}

// Each call reads its answer through the endpoint's answer schema (a mismatch throws).

/** GET /workouts/pose/risk-profile */
export async function fetchRiskReport(request: ApiClient): Promise<RiskReport> {
  return (await callEndpoint(request, poseEndpoints.getRiskProfile)).data;
}

/** PATCH /workouts/pose/risk-factors/{id}/dismiss: answers the report without it. */
export async function dismissRiskFactor(request: ApiClient, riskFactorId: string) {
  const params = { riskFactorId };
  return (await callEndpoint(request, poseEndpoints.dismissRiskFactor, { params })).data;
}

/** PATCH /workouts/pose/interventions/{id}/complete: answers the report with it done. */
export async function completeIntervention(request: ApiClient, interventionId: string) {
  const params = { interventionId };
  return (await callEndpoint(request, poseEndpoints.completeIntervention, { params })).data;
}

/** GET /workouts/pose/progress?timeframe= */
export async function fetchFormProgress(
  request: ApiClient,
  timeframe: ProgressTimeframeDto,
): Promise<FormProgress> {
  return (await callEndpoint(request, poseEndpoints.getProgress, { query: { timeframe } })).data;
}

/** POST /workouts/pose/sets: a form check's analysed set, as the active workout logs one. */
export async function recordFormCheckSet(
  request: ApiClient,
  set: RecordPoseSetRequest,
): Promise<PoseSetResponse['data']> {
  return (await callEndpoint(request, poseEndpoints.recordSet, { body: set })).data;
}

/** POST /workouts/pose/sessions: the form check is over; its sets join the form history. */
export async function finishFormCheck(
  request: ApiClient,
  session: FinishPoseSessionRequest,
): Promise<PoseSessionResponse['data']> {
  return (await callEndpoint(request, poseEndpoints.finishSession, { body: session })).data;
}

/**
 * GET /onboarding/recommendations: the plan's safety considerations (its own list, else the
 * top-level copy); pending while the plan is being built (202); missing before onboarding is done.
 */
export async function fetchOnboardingSafety(request: ApiClient): Promise<OnboardingSafety> {
  const readAs = onboardingAnswerReadings.recommendations;
  const answer = await callEndpoint(request, onboardingEndpoints.getRecommendations, {
    readAs,
  }).catch((error: unknown) => {
    if (isNotFound(error)) return null;
    throw error;
  });
  if (!answer) return { status: 'missing' };
  if ('status' in answer) return { status: 'pending' };
  const { workoutPlan, safetyConsiderations } = answer.recommendations;
  const considerations = workoutPlan?.safetyConsiderations ?? safetyConsiderations ?? [];
  return { status: 'ready', considerations: considerations.filter(Boolean) };
}

/** GET /quiz/results: the quiz's risk profile; null before the user has taken the quiz. */
export async function fetchQuizRisk(request: ApiClient): Promise<QuizRisk> {
  try {
    const answer = await callEndpoint(request, quizEndpoints.getResults);
    return answer.results.insights.riskProfile;
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}
