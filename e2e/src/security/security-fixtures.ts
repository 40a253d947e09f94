import { createHash, randomUUID } from 'node:crypto';
import { createUser, waitForActiveWeek } from '../app-user';
import { callApi, callApiOk } from './api-call';
import type { ResourceIds } from './endpoint-row';
import {
  cavingSquatAnalysis,
  chatMessage,
  onboardingProgress,
  quizAnswers,
} from './example-bodies';
import { buildForm, tinyPng } from './photo-upload-cases';

/** A signed-in user whose resources the table's placeholders name. */
export interface SeededUser {
  ids: ResourceIds;
  token: string;
  /** Text written into the user's notes, goals and chat, to spot in answers meant for others. */
  marker: string;
}

/**
 * Registers a user, completes onboarding (the worker builds their first plan), and gives them one
 * of everything: a measurement, a goal, a photo, a coach conversation, a session, a tick, a
 * pose-tracked workout (with a risk factor, an intervention and a recommendation), saved
 * onboarding progress and quiz answers.
 */
export async function seedUser(): Promise<SeededUser> {
  const user = await createUser();
  await waitForActiveWeek(user);
  const token = user.session.accessToken;
  const marker = `marker-${randomUUID()}`;
  const call = (method: string, path: string, body?: unknown) =>
    callApiOk({ method, path, token, ...(body === undefined ? {} : { body: { json: body } }) });

  const active = await call('GET', '/workouts/weekly-workouts/active');
  const day = active.data.weeklyPlan.weekJson.workouts.find(
    (workout: any) => workout.exercises?.length > 0,
  );
  const planId: string = active.data.weeklyPlan.planId;
  const [measurement, goal, photo, chat] = await Promise.all([
    call('POST', '/progress/measurements', { weight: 81.5, bodyFat: 20, notes: marker }),
    call('POST', '/progress/goals', {
      goalType: 'STRENGTH',
      targetValue: 100,
      description: marker,
    }),
    callApiOk({
      method: 'POST',
      path: '/files/progress-photos',
      token,
      body: {
        form: buildForm([{ field: 'photos', name: 'me.png', type: 'image/png', bytes: tinyPng }]),
      },
    }),
    call('POST', '/ai/chat', { ...chatMessage, message: `How do I warm up? ${marker}` }),
    call('POST', '/workouts/sessions', { name: `Run ${marker}`, duration: 25 }),
    call('POST', '/onboarding/progress', onboardingProgress),
    call('POST', '/quiz/submit', quizAnswers),
    call('PUT', '/auth/preferences', { emailNotifications: true }),
  ]);
  const poseSessionId = `pose-${randomUUID()}`;
  await call('POST', '/workouts/pose/sets', {
    sessionId: poseSessionId,
    exercise: 'squat',
    setNumber: 1,
    reps: 3,
    formScores: [6, 7, 8],
    analyses: [],
    duration: 30,
  });
  await call('POST', '/workouts/pose/sets', {
    sessionId: poseSessionId,
    exercise: 'squat',
    setNumber: 2,
    reps: 2,
    formScores: [5, 5],
    analyses: [cavingSquatAnalysis, cavingSquatAnalysis],
    duration: 30,
  });
  await call('POST', '/workouts/pose/sessions', { sessionId: poseSessionId, totalDuration: 300 });
  const [risk, adaptive] = await Promise.all([
    call('GET', '/workouts/pose/risk-profile'),
    call('GET', '/workouts/pose/adaptive-plan'),
  ]);
  const [riskFactor] = risk.data.riskProfile.activeRiskFactors;
  const [intervention] = risk.data.riskProfile.interventions;
  const [modification] = adaptive.data.adaptivePlan.modifications;
  if (!riskFactor || !intervention || !modification)
    throw new Error(`the caving set raised no risk, intervention or recommendation`);
  await call(
    'PUT',
    `/workouts/plans/${planId}/week/1/days/${day.dayNumber}/exercises/${day.exercises[0].exerciseId}`,
    { completed: true },
  );
  return {
    token,
    marker,
    ids: {
      userId: user.session.user.id,
      planId,
      weeklyPlanId: active.data.weeklyPlan.id,
      exerciseId: day.exercises[0].exerciseId,
      dayNumber: String(day.dayNumber),
      measurementId: measurement.data.measurement.id,
      goalId: goal.data.goal.id,
      photoId: photo.data.files[0].id,
      conversationId: chat.conversationId,
      messageId: chat.messageId,
      poseSessionId,
      riskFactorId: riskFactor.id,
      interventionId: intervention.id,
      modificationId: modification.id,
      refreshToken: user.session.refreshToken,
      email: user.registration.email,
      password: user.registration.password,
    },
  };
}

/**
 * What other users must never see of `user`: their ids, e-mail and marker text. Not the
 * conversation id: another user may send it to start a conversation of their own under that id
 * (see the table), which then lists it back to them; the victim's messages carry the marker.
 */
export function secretsOf(user: SeededUser): string[] {
  const { ids } = user;
  return [
    ids.userId,
    ids.email,
    ids.planId,
    ids.weeklyPlanId,
    ids.measurementId,
    ids.goalId,
    ids.photoId,
    ids.messageId,
    ids.poseSessionId,
    user.marker,
  ];
}

/** The reads whose answer differs between two snapshots, each with both answers (shortened). */
export function diffSnapshots(
  before: Record<string, string> | undefined,
  after: Record<string, string>,
): string[] {
  return Object.keys(after)
    .filter((path) => before?.[path] !== after[path])
    .map((path) => `${path}: ${before?.[path]?.slice(0, 300)} → ${after[path]?.slice(0, 300)}`);
}

/** Reads of everything a user owns; each answer must stay the same while others attack. */
function snapshotPaths(ids: ResourceIds): string[] {
  return [
    '/auth/me',
    '/auth/preferences',
    '/onboarding/progress',
    '/onboarding/completion',
    '/quiz/results',
    '/workouts/plans',
    `/workouts/plans/${ids.planId}/weekly-plans`,
    `/workouts/completions?planId=${ids.planId}`,
    '/workouts/sessions',
    '/progress/measurements',
    '/progress/goals',
    '/files/user/progress-photos',
    `/files/progress-photos/${ids.photoId}`,
    '/ai/conversations',
    `/ai/conversations/${ids.conversationId}`,
    `/workouts/pose/sessions/${ids.poseSessionId}`,
  ];
}

/** The user's data as the API shows it to them: path → status and body (a photo by its hash). */
export async function snapshotUser(user: SeededUser): Promise<Record<string, string>> {
  const paths = snapshotPaths(user.ids);
  const answers = await Promise.all(
    paths.map((path) => callApi({ method: 'GET', path, token: user.token })),
  );
  return Object.fromEntries(
    paths.map((path, index) => {
      const answer = answers[index];
      const body = path.startsWith('/files/progress-photos/')
        ? createHash('sha256')
            .update(answer?.text ?? '')
            .digest('hex')
        : (answer?.text ?? '');
      return [path, `${answer?.status} ${body}`];
    }),
  );
}

/** Whether the user can still sign in with their original password. */
export async function canSignIn(user: SeededUser): Promise<boolean> {
  const answer = await callApi({
    method: 'POST',
    path: '/auth/login',
    body: { json: { email: user.ids.email, password: user.ids.password } },
  });
  return answer.status === 200;
}
