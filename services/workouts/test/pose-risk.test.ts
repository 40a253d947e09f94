import { riskProfileResponseSchema } from '@repwise/contracts/pose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSetRequest, buildSquatAnalysis, postSet } from './pose-test-support';
import { buildUserId, startWorkoutsTestApp, type WorkoutsTestApp } from './workouts-test-app';

let app: WorkoutsTestApp;

beforeAll(async () => {
  app = await startWorkoutsTestApp();
});
afterAll(() => app.close());

function signIn() {
  return app.signToken(buildUserId());
}

function getRisk(token: string) {
  return app.call('GET', '/workouts/pose/risk-profile', { token });
}

function dismiss(token: string, id: string) {
  return app.call('PATCH', `/workouts/pose/risk-factors/${id}/dismiss`, { token });
}

function complete(token: string, id: string) {
  return app.call('PATCH', `/workouts/pose/interventions/${id}/complete`, { token });
}

/** A squat set whose knees cave in badly on both reps. */
function buildCavingSet(sessionId?: string, setNumber = 1) {
  const caving = buildSquatAnalysis({ score: 5, valgus: 'severe' });
  return {
    ...buildSetRequest({ formScores: [5, 5] }),
    ...(sessionId ? { sessionId } : {}),
    setNumber,
    analyses: [caving, caving],
  };
}

describe('risk tracking', () => {
  it('answers a low-risk profile before any set', async () => {
    const answer = await getRisk(signIn());
    expect(answer.status).toBe(200);
    const { data } = riskProfileResponseSchema.parse(answer.body);
    expect(data.riskProfile).toMatchObject({
      overallRisk: 'low',
      riskScore: 0,
      activeRiskFactors: [],
    });
    expect(data).toMatchObject({ alerts: [], completedInterventions: [], unresolvedAlertCount: 0 });
    expect(data.riskTrend).toHaveLength(30);
    expect(data.riskTrend.every((point) => point.riskScore === 0)).toBe(true);
  });

  it('records the risks a set raises, once, and reports them in the profile', async () => {
    const token = signIn();
    const set = buildCavingSet();
    const recorded = await postSet(app, token, set);
    expect(recorded.body.data.riskFactors).toEqual([
      expect.objectContaining({ type: 'knee_valgus', severity: 'high', exercise: 'squat' }),
    ]);
    expect(recorded.body.data.alerts).toEqual([
      expect.objectContaining({ issue: 'knee_valgus', severity: 'high' }),
    ]);
    const replay = await postSet(app, token, set);
    expect(replay.status).toBe(200);
    expect(replay.body.data.riskFactors).toEqual(recorded.body.data.riskFactors);
    const { data } = riskProfileResponseSchema.parse((await getRisk(token)).body);
    expect(data.riskProfile.overallRisk).toBe('moderate');
    expect(data.riskProfile.riskScore).toBe(25);
    expect(data.riskProfile.activeRiskFactors).toHaveLength(1);
    expect(data.riskProfile.activeRiskFactors[0]?.evidence).toEqual([
      expect.stringMatching(/^Set 1, rep 1, 5\/10: Knees/),
      expect.stringMatching(/^Set 1, rep 2, 5\/10: Knees/),
    ]);
    expect(data.unresolvedAlertCount).toBe(1);
    expect(data.riskTrend.at(-1)).toMatchObject({ riskScore: 25, overallRisk: 'moderate' });
    expect(data.riskProfile.interventions).toEqual([
      expect.objectContaining({ addresses: 'knee_valgus', completedAt: null }),
    ]);
    expect(data.alerts).toHaveLength(1);
  });

  it('dismisses a risk factor: it stops counting, stays dismissed, and repeats answer 200', async () => {
    const token = signIn();
    const set = buildCavingSet();
    const id = (await postSet(app, token, set)).body.data.riskFactors[0].id as string;
    const dismissed = await dismiss(token, id);
    expect(dismissed.status).toBe(200);
    expect(dismissed.body.data.riskProfile).toMatchObject({ activeRiskFactors: [], riskScore: 0 });
    expect(dismissed.body.data.unresolvedAlertCount).toBe(0);
    expect((await dismiss(token, id)).status).toBe(200);
    await postSet(app, token, buildCavingSet(set.sessionId, 2));
    expect((await getRisk(token)).body.data.riskProfile.activeRiskFactors).toEqual([]);
  });

  it('completes an intervention once: it leaves the open list, keeps its first completedAt, and a repeat answers 200', async () => {
    const token = signIn();
    await postSet(app, token, buildCavingSet());
    const before = riskProfileResponseSchema.parse((await getRisk(token)).body).data;
    const id = before.riskProfile.interventions[0]?.id ?? '';
    const completed = await complete(token, id);
    expect(completed.status).toBe(200);
    const { data } = riskProfileResponseSchema.parse(completed.body);
    expect(data.riskProfile.interventions).toEqual([]);
    expect(data.completedInterventions).toEqual([
      expect.objectContaining({ id, completedAt: expect.any(Number) }),
    ]);
    const again = riskProfileResponseSchema.parse((await complete(token, id)).body).data;
    expect(again.completedInterventions).toEqual(data.completedInterventions);
    const reread = riskProfileResponseSchema.parse((await getRisk(token)).body).data;
    expect(reread.completedInterventions).toEqual(data.completedInterventions);
    expect(reread.riskProfile.interventions).toEqual([]);
  });

  it.each([
    ['risk factor', dismiss, 'risk-depth-squat-1'],
    ['intervention', complete, 'intervention-knee_valgus-1'],
  ] as const)(
    "answers 404 for another user's %s and an unknown one, changing nothing",
    async (_, act, unknownId) => {
      const token = signIn();
      await postSet(app, token, buildCavingSet());
      const before = (await getRisk(token)).body;
      const { riskProfile } = riskProfileResponseSchema.parse(before).data;
      const ids = [riskProfile.activeRiskFactors[0]?.id, riskProfile.interventions[0]?.id];
      for (const [who, id] of [
        [signIn(), ...ids],
        [token, unknownId],
        [token, 'bad:id'],
      ].flatMap(([who, ...targets]) => targets.map((target) => [who, target] as const))) {
        const answer = await act(who ?? '', id ?? '');
        expect(answer.status).toBe(404);
        expect(answer.body.error.code).toBe('RESOURCE_NOT_FOUND');
      }
      const after = riskProfileResponseSchema.parse((await getRisk(token)).body).data;
      expect(after.riskProfile.activeRiskFactors).toEqual(riskProfile.activeRiskFactors);
      expect(after.riskProfile.interventions).toEqual(riskProfile.interventions);
    },
  );

  it('requires a signed-in user', async () => {
    expect((await app.call('GET', '/workouts/pose/risk-profile')).status).toBe(401);
    expect((await complete('', 'intervention-1')).status).toBe(401);
  });
});
