import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, createApiClient } from '../client/api-client';
import { progressEndpoints } from '../progress/progress.endpoints';
import { planEndpoints } from '../workouts/plans.endpoints';
import { activityEndpoints } from '../workouts/activity.endpoints';
import { callEndpoint, UnexpectedAnswerError } from './call-endpoint';
import { uploadToEndpoint } from './upload-to-endpoint';

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

describe('callEndpoint with readAs', () => {
  it("reads the answer with the caller's schema instead of the endpoint's", async () => {
    const client = clientAnswering(200, { success: true, data: { deleted: 'two' } });
    const answer = await callEndpoint(client, planEndpoints.deleteInactivePlans, {
      readAs: z.object({ data: z.object({ deleted: z.unknown() }) }),
    });
    expect(answer).toEqual({ data: { deleted: 'two' } });
    expectTypeOf(answer.data.deleted).toEqualTypeOf<unknown>();
    await expect(
      callEndpoint(client, planEndpoints.deleteInactivePlans, { readAs: z.string() }),
    ).rejects.toBeInstanceOf(UnexpectedAnswerError);
  });
});

class FakeUpload {
  static answer = { status: 201, text: '' };
  static sent: string[] = [];
  upload: {
    onprogress:
      ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
  } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  status = 0;
  responseText = '';
  private headers: string[] = [];
  private target = '';
  open(method: string, url: string) {
    this.target = `${method} ${url}`;
  }
  setRequestHeader(name: string, value: string) {
    this.headers.push(`${name}: ${value}`);
  }
  send(body: FormData) {
    FakeUpload.sent.push(`${this.target} [${this.headers.join(', ')}] ${[...body.keys()].join()}`);
    this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 4 });
    this.status = FakeUpload.answer.status;
    this.responseText = FakeUpload.answer.text;
    this.onload?.();
  }
}

describe('uploadToEndpoint', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    FakeUpload.sent = [];
  });
  const options = { baseUrl: '/api', getAccessToken: async () => 'token' };
  const form = () => {
    const body = new FormData();
    body.append('photos', new Blob(['x']), 'a.png');
    return body;
  };

  it('sends the form to the endpoint, reports progress and reads the answer', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeUpload);
    FakeUpload.answer = {
      status: 201,
      text: JSON.stringify({ success: true, message: 'Uploaded', data: { files: [] } }),
    };
    const progress: number[] = [];
    const answer = await uploadToEndpoint(options, progressEndpoints.uploadPhotos, {
      form: form(),
      onProgress: (fraction) => progress.push(fraction),
    });
    expect(answer.data.files).toEqual([]);
    expect(progress).toEqual([0.25]);
    expect(FakeUpload.sent).toEqual([
      'POST /api/files/progress-photos [authorization: Bearer token, accept: application/json] photos',
    ]);
  });

  it('throws ApiError for an error answer and UnexpectedAnswerError for another shape', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeUpload);
    const onSessionEnded = vi.fn();
    const upload = () =>
      uploadToEndpoint({ ...options, onSessionEnded }, progressEndpoints.uploadPhotos, {
        form: form(),
        onProgress: () => undefined,
      });
    FakeUpload.answer = {
      status: 401,
      text: JSON.stringify({ error: { code: 'TOKEN_EXPIRED', message: 'Expired' } }),
    };
    await expect(upload()).rejects.toMatchObject({ failure: { code: 'TOKEN_EXPIRED' } });
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
    FakeUpload.answer = { status: 201, text: '{"success":true}' };
    await expect(upload()).rejects.toBeInstanceOf(UnexpectedAnswerError);
  });
});
