import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ServiceCopies } from '@repwise/server-kit';
import { createCatalogueReader } from '../src/context/read-catalogue';
import { startFakeHttpServer, type FakeHttpServer } from './fake-http-server';

// A catalogue larger than one page.
const catalogue = Array.from({ length: 250 }, (_, index) => ({
  id: `exercise-${index}`,
  name: `Exercise ${index}`,
  description: 'A test exercise.',
  muscleGroups: ['glutes'],
  equipment: ['Bodyweight Only'],
  instructions: ['Move.'],
  difficulty: 'EASY',
  category: 'STRENGTH',
  videoUrl: null,
  contraindications: { injuries: [], conditions: [] },
  formCues: [],
  modifications: [],
  progressions: [],
  safetyNotes: [],
  isTimed: false,
  pattern: 'squat',
  positions: ['standing', 'seated'],
  aliases: [],
  commonMistakes: [],
}));

let upstream: FakeHttpServer;
beforeAll(async () => {
  upstream = await startFakeHttpServer((request) => {
    const url = new URL(request.path, 'http://upstream');
    const limit = Number(url.searchParams.get('limit'));
    const offset = Number(url.searchParams.get('offset') ?? 0);
    return {
      status: 200,
      body: {
        success: true,
        data: {
          exercises: catalogue.slice(offset, offset + limit),
          total: catalogue.length,
          limit,
          offset,
        },
      },
    };
  });
});
afterAll(() => upstream.close());

describe('createCatalogueReader', () => {
  it('reads every page of a catalogue larger than one page, once per cache period', async () => {
    const read = createCatalogueReader({
      workouts: new ServiceCopies(upstream.url),
      timeoutMs: 2000,
      cacheSeconds: 60,
    });
    const now = new Date();
    const exercises = await read('token', now);
    expect(exercises).toHaveLength(250);
    expect(new Set(exercises.map((exercise) => exercise.id)).size).toBe(250);
    // The body positions reach the coach's session composer (the contract keeps them).
    expect(exercises[0]?.positions).toEqual(['standing', 'seated']);
    expect(upstream.received.map((request) => request.path)).toEqual([
      '/workouts/exercises?limit=200&offset=0',
      '/workouts/exercises?limit=200&offset=200',
    ]);
    await read('token', now);
    expect(upstream.received).toHaveLength(2);
  });
});
