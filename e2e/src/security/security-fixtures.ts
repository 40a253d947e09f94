import { createHash, randomUUID } from 'node:crypto';
import { authEndpoints as auth } from '@repwise/contracts/auth';
import { coachEndpoints as coach } from '@repwise/contracts/coach';
import type { AnyEndpoint } from '@repwise/contracts/endpoints';
import { onboardingEndpoints as onboarding } from '@repwise/contracts/onboarding';
import { poseEndpoints as pose } from '@repwise/contracts/pose';
import { profileEndpoints as profile } from '@repwise/contracts/profile';
import { progressEndpoints as progress } from '@repwise/contracts/progress';
import { quizEndpoints as quiz } from '@repwise/contracts/quiz';
import { activityEndpoints as activity } from '@repwise/contracts/workouts';
import { createUser, waitForActiveWeek } from '../app-user';
import { callApi, callApiOk, endpointRequest, type ApiRequest } from './api-call';
import { buildTarget, type ResourceIds } from './endpoint-row';
import { endpointTable } from './endpoint-table';
import {
  cavingSquatAnalysis,
  chatMessage,
  onboardingProgress,
  quizAnswers,
} from './example-bodies';
import { photoForm } from './photo-upload-cases';

/** A signed-in user whose resources the examples' placeholders name. */
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
  const call = (
    endpoint: AnyEndpoint,
    body?: unknown,
    params?: Record<string, string | number>,
  ) => {
    const sent: ApiRequest['body'] = body === undefined ? undefined : { json: body };
    return callApiOk(endpointRequest(endpoint, { token, params, ...(sent ? { body: sent } : {}) }));
  };

  const active = await call(activity.getActiveWeeklyWorkout);
  const day = active.data.weeklyPlan.weekJson.workouts.find(
    (workout: any) => workout.exercises?.length > 0,
  );
  const planId: string = active.data.weeklyPlan.planId;
  const [measurement, goal, photo, chat] = await Promise.all([
    call(progress.recordMeasurement, { weight: 81.5, bodyFat: 20, notes: marker }),
    call(progress.setGoal, { goalType: 'STRENGTH', targetValue: 100, description: marker }),
    callApiOk(
      endpointRequest(progress.uploadPhotos, { token, body: { form: photoForm('me.png') } }),
    ),
    call(coach.chat, { ...chatMessage, message: `How do I warm up? ${marker}` }),
    call(activity.recordSession, { name: `Run ${marker}`, duration: 25 }),
    call(onboarding.saveProgress, onboardingProgress),
    call(quiz.submit, quizAnswers),
    call(profile.savePreferences, { emailNotifications: true }),
  ]);
  const poseSessionId = `pose-${randomUUID()}`;
  await call(pose.recordSet, {
    sessionId: poseSessionId,
    exercise: 'squat',
    setNumber: 1,
    reps: 3,
    formScores: [6, 7, 8],
    analyses: [],
    duration: 30,
  });
  await call(pose.recordSet, {
    sessionId: poseSessionId,
    exercise: 'squat',
    setNumber: 2,
    reps: 2,
    formScores: [5, 5],
    analyses: [cavingSquatAnalysis, cavingSquatAnalysis],
    duration: 30,
  });
  await call(pose.finishSession, { sessionId: poseSessionId, totalDuration: 300 });
  const [risk, adaptive] = await Promise.all([
    call(pose.getRiskProfile),
    call(pose.getAdaptivePlan),
  ]);
  const [riskFactor] = risk.data.riskProfile.activeRiskFactors;
  const [intervention] = risk.data.riskProfile.interventions;
  const [modification] = adaptive.data.adaptivePlan.modifications;
  if (!riskFactor || !intervention || !modification)
    throw new Error(`the caving set raised no risk, intervention or recommendation`);
  await call(
    activity.toggleExercise,
    { completed: true },
    { planId, week: 1, day: day.dayNumber, exerciseId: day.exercises[0].exerciseId },
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
 * (see the coach's examples), which then lists it back to them; the victim's messages carry the marker.
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

/**
 * Reads of everything a user owns (the examples marked `snapshot`), with whether the answer is
 * JSON; each answer must stay the same while others attack.
 */
function snapshotReads(ids: ResourceIds): { method: string; path: string; isJson: boolean }[] {
  return endpointTable.rows.flatMap((row) =>
    row.snapshot
      ? [
          {
            method: row.endpoint.method,
            path: buildTarget(row, ids, row.snapshot === true ? {} : row.snapshot.query),
            isJson: row.endpoint.answerMediaType === 'application/json',
          },
        ]
      : [],
  );
}

/** The user's data as the API shows it to them: path → status and body (a photo by its hash). */
export async function snapshotUser(user: SeededUser): Promise<Record<string, string>> {
  const reads = snapshotReads(user.ids);
  const answers = await Promise.all(
    reads.map(({ method, path }) => callApi({ method, path, token: user.token })),
  );
  return Object.fromEntries(
    reads.map(({ path, isJson }, index) => {
      const answer = answers[index];
      const body = isJson
        ? (answer?.text ?? '')
        : createHash('sha256')
            .update(answer?.text ?? '')
            .digest('hex');
      return [path, `${answer?.status} ${body}`];
    }),
  );
}

/** Whether the user can still sign in with their original password. */
export async function canSignIn(user: SeededUser): Promise<boolean> {
  const answer = await callApi(
    endpointRequest(auth.login, {
      body: { json: { email: user.ids.email, password: user.ids.password } },
    }),
  );
  return answer.status === 200;
}
