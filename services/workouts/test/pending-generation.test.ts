import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildRequirements,
  buildUserId,
  startWorkoutsTestApp,
  type WorkoutsTestApp,
} from './workouts-test-app';

let app: WorkoutsTestApp;

// No waiting and no worker at first: every generation call answers 202 at once.
beforeAll(async () => {
  app = await startWorkoutsTestApp({ generationWaitMs: 0 });
});
afterAll(() => app.close());

async function pollJob(token: string, jobId: string) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const answer = await app.call('GET', `/workouts/jobs/${jobId}`, { token });
    if (answer.body.data?.status !== 'pending' || Date.now() > deadline) return answer;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('generation that outlasts the wait', () => {
  it('answers 202 with a job to poll, refuses weeks until the outline exists, then serves it', async () => {
    const token = app.signToken(buildUserId());
    const started = await app.call('POST', '/workouts/plans/progressive', {
      token,
      body: { requirements: buildRequirements() },
    });
    expect(started.status).toBe(202);
    expect(started.body.data).toMatchObject({
      kind: 'outline',
      status: 'pending',
      weekNumber: null,
    });
    const { jobId, planId } = started.body.data;
    expect(jobId).toBe(`outline.${planId}`);

    expect((await app.call('GET', `/workouts/jobs/${jobId}`, { token })).body.data.status).toBe(
      'pending',
    );
    expect(
      (await app.call('GET', `/workouts/plans/${planId}/outline`, { token })).body.data,
    ).toMatchObject({ status: 'pending', outline: null });

    const early = await app.call('POST', '/workouts/plans/weekly', {
      token,
      body: { planId, weekNumber: 1 },
    });
    expect(early.status).toBe(400);
    expect(early.body.error.message).toBe('Training outline must be generated first');

    app.startWorker();
    const finished = await pollJob(token, jobId);
    expect(finished.body.data).toMatchObject({ status: 'completed', error: null });
    expect(
      (await app.call('GET', `/workouts/plans/${planId}/outline`, { token })).body.data.status,
    ).toBe('ready');

    const week = await app.call('POST', '/workouts/plans/weekly', {
      token,
      body: { planId, weekNumber: 1 },
    });
    expect([201, 202]).toContain(week.status);
    const weekJob = week.status === 202 ? week.body.data.jobId : `week.${planId}.1`;
    expect((await pollJob(token, weekJob)).body.data).toMatchObject({
      status: 'completed',
      weekNumber: 1,
    });
    expect((await app.call('GET', `/workouts/plans/${planId}/week/1`, { token })).status).toBe(200);
  });

  it("answers 404 for a job id that names none of the caller's plans", async () => {
    expect(
      (await app.call('GET', '/workouts/jobs/not-a-job', { token: app.signToken(buildUserId()) }))
        .status,
    ).toBe(404);
  });
});
