import { createApiClient, safetyAlertsChangedEvent } from '@repwise/contracts';
import type { SetAnalysisReport } from '@repwise/contracts/pose';
import { installFakeApi, ok } from '@repwise/federation/testing';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildPlan } from '../../testing/adaptive-plan-fixtures';
import { buildProgress, buildRiskReport } from '../../testing/safety-fixtures';
import { useFormCheck } from './use-form-check';

// A check left with sets finishes itself once unmounted: let that land on this test's fake API.
afterEach(async () => {
  cleanup();
  await new Promise((resolve) => setTimeout(resolve, 50));
  vi.unstubAllGlobals();
});

const request = createApiClient({ baseUrl: '/api', getAccessToken: () => 'token' });

function buildReport(overrides: Partial<SetAnalysisReport> = {}): SetAnalysisReport {
  return {
    exercise: 'squat',
    setNumber: 1,
    reps: 2,
    formScores: [7, 8],
    averageFormScore: 7.5,
    analyses: [],
    duration: 20,
    safetyIssues: [],
    ...overrides,
  };
}

const setAnswer = ok(
  {
    exerciseResult: {
      exerciseName: 'Squats',
      sets: [],
      averageFormScore: 7.5,
      bestFormScore: 8,
      worstFormScore: 7,
      totalReps: 2,
      formConsistency: 0.9,
      safetyIssues: [],
      improvements: [],
      concerns: [],
    },
    adaptivePlan: { ...buildPlan(), modifications: [] },
    riskFactors: [],
    alerts: [],
  },
  201,
);

function sessionAnswer(sessionId: string) {
  return ok(
    {
      session: {
        id: sessionId,
        date: 1,
        exercises: [],
        totalDuration: 40,
        overallScore: 0,
        userId: 'u',
      },
      newRecords: [],
      newMilestones: [],
      adaptivePlan: { ...buildPlan(), modifications: [] },
    },
    201,
  );
}

function renderFormCheck() {
  const api = installFakeApi({
    'POST /workouts/pose/sets': setAnswer,
    'POST /workouts/pose/sessions': (call) =>
      sessionAnswer((call.body as { sessionId: string }).sessionId),
    'GET /workouts/pose/risk-profile': ok(buildRiskReport()),
    'GET /workouts/pose/progress': ok(buildProgress()),
  });
  const notify = vi.fn();
  const onSaved = vi.fn();
  const hook = renderHook(() => useFormCheck({ request, notify, onSaved }));
  return { api, notify, onSaved, hook };
}

type Body = Record<string, unknown>;

describe('useFormCheck', () => {
  it('posts each analysed set as a tracked set of the check, numbered per exercise, with no video', async () => {
    const changed = vi.fn();
    window.addEventListener(safetyAlertsChangedEvent, changed);
    const { api, onSaved, hook } = renderFormCheck();
    act(() => hook.result.current.onSetAnalysis(buildReport()));
    act(() => hook.result.current.onSetAnalysis(buildReport({ setNumber: 1 })));
    act(() => hook.result.current.onSetAnalysis(buildReport({ exercise: 'deadlift' })));
    await waitFor(() => expect(hook.result.current.savedSets).toBe(3));
    const sets = api.calls.filter((call) => call.path === '/workouts/pose/sets');
    const bodies = sets.map((call) => call.body as Body);
    expect(bodies.map((body) => [body.exercise, body.setNumber])).toEqual([
      ['squat', 1],
      ['squat', 2],
      ['deadlift', 1],
    ]);
    expect(new Set(bodies.map((body) => body.sessionId)).size).toBe(1);
    expect(Object.keys(bodies[0] ?? {}).sort()).toEqual(
      ['analyses', 'duration', 'exercise', 'formScores', 'reps', 'sessionId', 'setNumber'].sort(),
    );
    expect(hook.result.current.status).toEqual({
      kind: 'saved',
      message: 'Set saved: 2 reps. Average form this check: 7.5/10.',
    });
    expect(changed).toHaveBeenCalledTimes(3);
    expect(onSaved).toHaveBeenCalledTimes(3);
    window.removeEventListener(safetyAlertsChangedEvent, changed);
  });

  it('finishes the check as a session of its sets, then starts a new one', async () => {
    const { api, notify, hook } = renderFormCheck();
    act(() => hook.result.current.onSetAnalysis(buildReport({ duration: 25 })));
    act(() => hook.result.current.onSetAnalysis(buildReport({ duration: 15 })));
    await act(() => hook.result.current.finish());
    const [finished] = api.calls.filter((call) => call.path === '/workouts/pose/sessions');
    const firstSession = (api.calls[0]?.body as Body).sessionId;
    expect(finished?.body).toEqual({ sessionId: firstSession, totalDuration: 40 });
    expect(notify).toHaveBeenCalledWith(expect.objectContaining({ title: 'Form check saved' }));
    expect(hook.result.current.savedSets).toBe(0);
    act(() => hook.result.current.onSetAnalysis(buildReport()));
    await waitFor(() => expect(hook.result.current.savedSets).toBe(1));
    const next = api.calls.filter((call) => call.path === '/workouts/pose/sets').at(-1);
    expect((next?.body as Body).sessionId).not.toBe(firstSession);
    expect((next?.body as Body).setNumber).toBe(1);
  });

  it('finishes nothing when no set was saved', async () => {
    const { api, hook } = renderFormCheck();
    await act(() => hook.result.current.finish());
    expect(api.calls).toEqual([]);
  });

  it('says when a set could not be saved', async () => {
    installFakeApi({
      'POST /workouts/pose/sets': {
        status: 400,
        body: {
          error: { code: 'VALIDATION_ERROR', message: 'Set 1 was already recorded.', details: [] },
        },
      },
    });
    const notify = vi.fn();
    const { result } = renderHook(() => useFormCheck({ request, notify, onSaved: vi.fn() }));
    act(() => result.current.onSetAnalysis(buildReport()));
    await waitFor(() => expect(result.current.status.kind).toBe('failed'));
    expect(notify).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Set not saved', variant: 'destructive' }),
    );
  });

  it('finishes an open check with sets when the page is left', async () => {
    const { api, hook } = renderFormCheck();
    act(() => hook.result.current.onSetAnalysis(buildReport()));
    await waitFor(() => expect(hook.result.current.savedSets).toBe(1));
    hook.unmount();
    await waitFor(() =>
      expect(api.calls.map((call) => call.path)).toContain('/workouts/pose/sessions'),
    );
  });
});
