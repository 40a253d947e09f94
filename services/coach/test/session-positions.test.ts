import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildChatRequest,
  buildUserId,
  call,
  startCoachTestApp,
  type CoachTestApp,
} from './coach-test-app';
import { startFakeHttpServer, type FakeHttpServer } from './fake-http-server';
import { answerUpstream } from './upstream-fixtures';

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
];
const standing = new Set(catalogue.slice(0, 5).map((exercise) => exercise.id));

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
      : answerUpstream(request),
  );
  app = await startCoachTestApp({
    AUTH_SERVICE_URL: upstream.url,
    WORKOUTS_SERVICE_URL: upstream.url,
    PROGRESS_SERVICE_URL: upstream.url,
    ONBOARDING_SERVICE_URL: upstream.url,
  });
});
afterAll(async () => {
  await app.close();
  await upstream.close();
});

describe('POST /ai/chat: a session with body-position limits', () => {
  it('composes "nothing on the floor" from the positions the workouts catalogue serves', async () => {
    const answer = await call(app.url, 'POST', '/ai/chat', {
      token: app.signToken(buildUserId()),
      body: buildChatRequest({ message: '20 min workout, nothing on the floor please' }),
    });
    expect(answer.status).toBe(200);
    const ids: string[] = answer.body.workout.exercises.map(
      (exercise: { exerciseId: string }) => exercise.exerciseId,
    );
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.every((id) => standing.has(id))).toBe(true);
    expect(answer.body.message).toContain('All standing, as you asked');
  });
});
