import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  buildChatRequest,
  buildUserId,
  call,
  startCoachTestApp,
  type CoachTestApp,
} from './coach-test-app';
import { startFakeHttpServer, type FakeHttpServer } from './fake-http-server';
import { answerUpstream, upstreamBodies } from './upstream-fixtures';

const completionAnswer = upstreamBodies['/onboarding/completion'] as {
  completion: Record<string, unknown>;
};

function buildExercise(name: string, pattern: string, positions: string[]) {
  return {
    id: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    name,
    description: `${name}, as the catalogue describes it.`,
    muscleGroups: ['full body'],
    equipment: ['Bodyweight Only'],
    instructions: ['Set up.', 'Move.'],
    difficulty: 'EASY',
    category: 'STRENGTH',
    videoUrl: null,
    contraindications: { injuries: [], conditions: [] },
    formCues: ['Brace'],
    modifications: ['Easier'],
    progressions: ['Harder'],
    safetyNotes: ['Stop if it hurts'],
    isTimed: false,
    pattern,
    positions,
    aliases: [],
    commonMistakes: ['Rushing, which costs control', 'Holding the breath, which tires you'],
  };
}

// Each pattern once on the feet and once on the floor: only the positions tell them apart.
const catalogue = [
  buildExercise('Air Squat', 'squat', ['standing']),
  buildExercise('Wall Press', 'push', ['standing']),
  buildExercise('Door Row', 'row', ['standing']),
  buildExercise('Step Back Lunge', 'lunge', ['standing']),
  buildExercise('Knee Lift Hold', 'balance', ['standing']),
  buildExercise('Floor Squat Thrust', 'squat', ['floor-plank']),
  buildExercise('Floor Press Up', 'push', ['floor-plank']),
  buildExercise('Lying Row', 'row', ['floor-front']),
  buildExercise('Floor Bridge', 'glute', ['floor-back']),
  buildExercise('Floor Hold', 'core', ['floor-plank']),
  // Usually done in a chair, standing as well.
  buildExercise('Chair Sit To Stand', 'squat', ['seated', 'standing']),
  buildExercise('Seated Chest Press', 'push', ['seated', 'standing']),
  buildExercise('Seated Band Row', 'row', ['seated', 'standing']),
  buildExercise('Seated Knee Lift', 'core', ['seated', 'standing']),
  buildExercise('Seated Overhead Press', 'press', ['seated', 'standing']),
];
const seated = new Set(catalogue.slice(10).map((exercise) => exercise.id));
const upright = new Set([...catalogue.slice(0, 5).map((exercise) => exercise.id), ...seated]);

// The stored onboarding answers' accessibility step, as each test sets it (null: skipped).
let accessibility: { mobilityAids: string[] } | null = null;

let upstream: FakeHttpServer;
let app: CoachTestApp;
beforeAll(async () => {
  upstream = await startFakeHttpServer((request) =>
    request.path.startsWith('/workouts/exercises')
      ? {
          status: 200,
          body: {
            success: true,
            data: { exercises: catalogue, total: catalogue.length, limit: 200, offset: 0 },
          },
        }
      : request.path === '/onboarding/completion'
        ? {
            status: 200,
            body: {
              ...completionAnswer,
              completion: { ...completionAnswer.completion, accessibility },
            },
          }
        : answerUpstream(request),
  );
  app = await startCoachTestApp({
    AUTH_SERVICE_URL: upstream.url,
    WORKOUTS_SERVICE_URL: upstream.url,
    PROGRESS_SERVICE_URL: upstream.url,
    ONBOARDING_SERVICE_URL: upstream.url,
  });
});
afterEach(() => {
  accessibility = null;
});
afterAll(async () => {
  await app.close();
  await upstream.close();
});

/** The exercise ids of the session the coach composes for a message, and its reply. */
async function askSession(message: string): Promise<{ ids: string[]; message: string }> {
  const answer = await call(app.url, 'POST', '/ai/chat', {
    token: app.signToken(buildUserId()),
    body: buildChatRequest({ message }),
  });
  expect(answer.status).toBe(200);
  const ids: string[] = answer.body.workout.exercises.map(
    (exercise: { exerciseId: string }) => exercise.exerciseId,
  );
  expect(ids.length).toBeGreaterThan(0);
  return { ids, message: answer.body.message };
}

describe('POST /ai/chat: a session with body-position limits', () => {
  it('composes "nothing on the floor" from the positions the workouts catalogue serves', async () => {
    const answer = await askSession('20 min workout, nothing on the floor please');
    expect(answer.ids.every((id) => upright.has(id))).toBe(true);
    expect(answer.message).toContain('All standing, as you asked');
  });

  it('composes every exercise seated for a wheelchair ticked at onboarding, with no limitation typed', async () => {
    accessibility = { mobilityAids: ['wheelchair'] };
    const answer = await askSession('give me a 20 min workout');
    expect(answer.ids.every((id) => seated.has(id))).toBe(true);
    expect(answer.message).toContain('All seated, as your profile notes.');
  });

  it('keeps everything off the floor for crutches ticked at onboarding', async () => {
    accessibility = { mobilityAids: ['crutches'] };
    const answer = await askSession('give me a 20 min workout');
    expect(answer.ids.every((id) => upright.has(id))).toBe(true);
    expect(answer.message).toContain('as your profile notes: nothing lying');
  });
});
