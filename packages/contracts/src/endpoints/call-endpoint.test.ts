import { describe, expect, expectTypeOf, it } from 'vitest';
import { ApiError, createApiClient } from '../client/api-client';
import { planEndpoints } from '../workouts/plans.endpoints';
import { activityEndpoints } from '../workouts/activity.endpoints';
import { callEndpoint, UnexpectedAnswerError } from './call-endpoint';

function clientAnswering(status: number, body: unknown, seen: string[] = []) {
  return createApiClient({
    baseUrl: '/api',
    getAccessToken: () => 'token',
    fetchImpl: async (input, init) => {
      seen.push(`${init?.method ?? 'GET'} ${String(input)} ${String(init?.body ?? '')}`);
      return new Response(JSON.stringify(body), { status });
    },
  });
}

describe('callEndpoint', () => {
  it('sends the filled path, the defined query values and the body, and reads the answer', async () => {
    const seen: string[] = [];
    const client = clientAnswering(200, { success: true, data: { deleted: 2 }, extra: 1 }, seen);
    const answer = await callEndpoint(client, planEndpoints.deleteInactivePlans);
    expect(answer).toEqual({ success: true, data: { deleted: 2 } });
    expectTypeOf(answer.data.deleted).toEqualTypeOf<number>();

    await callEndpoint(client, activityEndpoints.listCompletions, {
      query: { planId: 'p 1', week: undefined },
    }).catch(() => undefined);
    await callEndpoint(client, planEndpoints.updateWeekProgress, {
      params: { planId: 'p1', week: 2 },
      body: { completionRate: 0.5, difficulty: 5, energy: 5 },
    }).catch(() => undefined);
    expect(seen).toEqual([
      'DELETE /api/workouts/plans/inactive ',
      'GET /api/workouts/completions?planId=p+1 ',
      'PUT /api/workouts/plans/p1/week/2/progress {"completionRate":0.5,"difficulty":5,"energy":5}',
    ]);
  });

  it('throws UnexpectedAnswerError for an answer of another shape', async () => {
    const client = clientAnswering(200, { success: true, data: { deleted: 'two' } });
    await expect(callEndpoint(client, planEndpoints.deleteInactivePlans)).rejects.toBeInstanceOf(
      UnexpectedAnswerError,
    );
  });

  it("throws the client's ApiError for an error answer", async () => {
    const client = clientAnswering(404, {
      error: { code: 'RESOURCE_NOT_FOUND', message: 'Plan not found.' },
    });
    const failure = callEndpoint(client, planEndpoints.getPlan, { params: { planId: 'x' } });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ failure: { code: 'RESOURCE_NOT_FOUND' } });
  });
});
