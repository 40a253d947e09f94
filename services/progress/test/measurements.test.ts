import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildSignedInUser,
  call,
  daysAgo,
  startProgressTestApp,
  type ProgressTestApp,
} from './progress-test-app';

let app: ProgressTestApp;
beforeAll(async () => {
  app = await startProgressTestApp();
});
afterAll(() => app.close());

const record = (token: string, body: unknown) =>
  call(app.url, 'POST', '/progress/measurements', { token, body });

describe('POST /progress/measurements', () => {
  it('records only the values sent, dated now, and answers 201 with the measurement', async () => {
    const { token } = buildSignedInUser(app);
    const answer = await record(token, { weight: 82.4, notes: '  morning  ' });
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({
      success: true,
      data: {
        measurement: {
          id: expect.stringMatching(/^[a-f0-9]{24}$/),
          weight: 82.4,
          bodyFat: null,
          muscleMass: null,
          notes: 'morning',
          recordedAt: app.clock.now.toISOString(),
          createdAt: app.clock.now.toISOString(),
        },
      },
    });
  });

  it('keeps a recordedAt in the past', async () => {
    const { token } = buildSignedInUser(app);
    const recordedAt = daysAgo(app, 3);
    const answer = await record(token, { bodyFat: 18.5, recordedAt });
    expect(answer.body.data.measurement.recordedAt).toBe(recordedAt);
  });

  it.each([
    [{}, 'body', 'Enter at least one measurement or a note'],
    [{ notes: '' }, 'body', 'Enter at least one measurement or a note'],
    [{ weight: 19.9 }, 'weight', 'Weight must be between 20 and 500 kg'],
    [{ weight: 500.1 }, 'weight', 'Weight must be between 20 and 500 kg'],
    [{ weight: '80' }, 'weight', 'Weight must be between 20 and 500 kg'],
    [{ bodyFat: 1.9 }, 'bodyFat', 'Body fat must be between 2 and 75 %'],
    [{ bodyFat: 75.1 }, 'bodyFat', 'Body fat must be between 2 and 75 %'],
    [{ muscleMass: 4.9 }, 'muscleMass', 'Muscle mass must be between 5 and 250 kg'],
    [{ muscleMass: 250.1 }, 'muscleMass', 'Muscle mass must be between 5 and 250 kg'],
    [{ notes: 'x'.repeat(1001) }, 'notes', 'Notes must be at most 1000 characters'],
    [{ weight: 80, recordedAt: 'yesterday' }, 'recordedAt', 'Recorded at must be a date and time'],
    [{ weight: 80, extra: 1 }, 'body', expect.any(String)],
  ])('refuses %j with 400 VALIDATION_ERROR on %s', async (body, field, message) => {
    const user = buildSignedInUser(app);
    const answer = await record(user.token, body);
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe('VALIDATION_ERROR');
    expect(answer.body.error.details).toContainEqual({ field, message });
    expect(await app.deps.measurements.countDocuments({ userId: user.id })).toBe(0);
  });

  it('accepts the range ends and refuses a measurement dated in the future', async () => {
    const { token } = buildSignedInUser(app);
    const ends = await record(token, { weight: 20, bodyFat: 75, muscleMass: 250 });
    expect(ends.status).toBe(201);
    const future = await record(token, { weight: 80, recordedAt: daysAgo(app, -1) });
    expect(future.status).toBe(400);
    expect(future.body.error.details).toEqual([
      { field: 'recordedAt', message: 'A measurement cannot be recorded in the future' },
    ]);
  });

  it("records a new user's first writes sent at once (no 500 from the data-version upsert)", async () => {
    const user = buildSignedInUser(app);
    const answers = await Promise.all(
      [70, 71, 72, 73, 74, 75].map((weight) => record(user.token, { weight })),
    );
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201, 201]);
    // The race itself, made likely: many first bumps of fresh users at once.
    const userIds = Array.from({ length: 5 }, () => buildSignedInUser(app).id);
    await Promise.all(
      userIds.flatMap((userId) =>
        Array.from({ length: 6 }, () => app.deps.analyticsCache.bump(userId)),
      ),
    );
  });
});

describe('GET, PATCH and DELETE /progress/measurements', () => {
  it('lists newest first in pages with the total', async () => {
    const { token } = buildSignedInUser(app);
    for (const [days, weight] of [
      [5, 80],
      [1, 79],
      [3, 79.5],
    ] as const) {
      await record(token, { weight, recordedAt: daysAgo(app, days) });
    }
    const first = await call(app.url, 'GET', '/progress/measurements?limit=2', { token });
    expect(first.status).toBe(200);
    expect(first.body.data.total).toBe(3);
    expect(first.body.data.measurements.map((m: { weight: number }) => m.weight)).toEqual([
      79, 79.5,
    ]);
    const second = await call(app.url, 'GET', '/progress/measurements?limit=2&offset=2', { token });
    expect(second.body.data.measurements.map((m: { weight: number }) => m.weight)).toEqual([80]);
  });

  it.each(['limit=0', 'limit=501', 'limit=abc', 'offset=-1', 'sort=weight'])(
    'refuses the list query %s with 400',
    async (query) => {
      const { token } = buildSignedInUser(app);
      const answer = await call(app.url, 'GET', `/progress/measurements?${query}`, { token });
      expect(answer.status).toBe(400);
      expect(answer.body.error.code).toBe('VALIDATION_ERROR');
    },
  );

  it('changes values, clears one with null, and refuses clearing everything', async () => {
    const { token } = buildSignedInUser(app);
    const created = await record(token, { weight: 80, bodyFat: 20 });
    const path = `/progress/measurements/${created.body.data.measurement.id}`;
    const changed = await call(app.url, 'PATCH', path, {
      token,
      body: { weight: 79.5, bodyFat: null },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data.measurement).toMatchObject({ weight: 79.5, bodyFat: null });
    const list = await call(app.url, 'GET', '/progress/measurements', { token });
    expect(list.body.data.measurements[0]).toMatchObject({ weight: 79.5, bodyFat: null });
    const emptied = await call(app.url, 'PATCH', path, { token, body: { weight: null } });
    expect(emptied.status).toBe(400);
    expect(await call(app.url, 'PATCH', path, { token, body: {} })).toMatchObject({ status: 400 });
  });

  it('deletes a measurement, then answers 404 for it', async () => {
    const { token } = buildSignedInUser(app);
    const created = await record(token, { weight: 80 });
    const path = `/progress/measurements/${created.body.data.measurement.id}`;
    expect((await call(app.url, 'DELETE', path, { token })).status).toBe(200);
    expect((await call(app.url, 'DELETE', path, { token })).status).toBe(404);
    expect((await call(app.url, 'PATCH', path, { token, body: { weight: 81 } })).status).toBe(404);
  });

  it.each(['not-an-id', '123', 'zzzzzzzzzzzzzzzzzzzzzzzz'])(
    'answers 404 for the malformed id %s',
    async (id) => {
      const { token } = buildSignedInUser(app);
      const answer = await call(app.url, 'DELETE', `/progress/measurements/${id}`, { token });
      expect(answer.status).toBe(404);
      expect(answer.body.error.code).toBe('RESOURCE_NOT_FOUND');
    },
  );
});
