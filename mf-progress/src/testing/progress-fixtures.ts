import type {
  Goal,
  Measurement,
  ProgressAnalytics,
  ProgressSummary,
} from '@repwise/contracts/progress';
import { vi } from 'vitest';

/** An answer the fake API gives: status and JSON body. */
export interface FakeAnswer {
  status: number;
  body?: unknown;
}

/** A goal with overridable fields. */
export function buildGoal(overrides: Partial<Goal> = {}): Goal {
  return {
    id: 'goal-1',
    goalType: 'WEIGHT_LOSS',
    targetValue: 8,
    currentValue: 2,
    targetDate: null,
    description: 'Lose 8 kg',
    status: 'ACTIVE',
    progressPercentage: 25,
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
    completedAt: null,
    ...overrides,
  };
}

/** A measurement with overridable fields. */
export function buildMeasurement(overrides: Partial<Measurement> = {}): Measurement {
  return {
    id: 'm-1',
    weight: 82.4,
    bodyFat: 18.5,
    muscleMass: 35,
    notes: null,
    recordedAt: '2026-03-05T08:00:00.000Z',
    createdAt: '2026-03-05T08:00:00.000Z',
    ...overrides,
  };
}

const summary: ProgressSummary = {
  totalMeasurements: 12,
  activeGoals: 1,
  completedGoals: 2,
  totalGoals: 3,
  measurementFrequency: 1.5,
  latest: { weight: 82.4, bodyFat: 18.5, muscleMass: 35, recordedAt: '2026-03-05T08:00:00.000Z' },
  firstMeasurementAt: '2026-01-05T08:00:00.000Z',
  totalPhotos: 0,
};

const analytics: ProgressAnalytics = {
  period: 90,
  measurements: [
    buildMeasurement({ id: 'm-0', weight: 84, recordedAt: '2026-02-01T08:00:00.000Z' }),
    buildMeasurement(),
  ],
  trends: {
    weight: { current: 82.4, change: -1.6, changePercentage: -1.9, trend: 'decreasing' },
    bodyFat: null,
    muscleMass: { current: 35, change: 0, changePercentage: 0, trend: 'stable' },
  },
  goalStats: { total: 1, completed: 0, active: 1, paused: 0 },
  goals: [buildGoal()],
  totalMeasurements: 2,
};

/** The fake API's default answers, by "METHOD /path" (the query is ignored). */
export const defaultAnswers: Record<string, FakeAnswer> = {
  'GET /api/progress/summary': { status: 200, body: { success: true, data: summary } },
  'GET /api/progress/analytics': { status: 200, body: { success: true, data: analytics } },
  'GET /api/progress/goals': {
    status: 200,
    body: { success: true, data: { goals: [buildGoal()] } },
  },
  'GET /api/progress/achievements': {
    status: 200,
    body: {
      success: true,
      data: {
        achievements: [
          {
            id: 'first-workout',
            name: 'First Workout',
            description: 'Complete your first workout',
            earned: true,
          },
          {
            id: 'seven-day-streak',
            name: '7 Day Streak',
            description: 'Work out 7 days in a row',
            earned: false,
          },
          {
            id: 'goal-achiever',
            name: 'Goal Achiever',
            description: 'Reach one of your goals',
            earned: false,
          },
        ],
        workoutHistoryAvailable: true,
      },
    },
  },
  'GET /api/files/user/progress-photos': {
    status: 200,
    body: { success: true, data: { photos: [] } },
  },
  'POST /api/progress/measurements': {
    status: 201,
    body: { success: true, data: { measurement: buildMeasurement({ id: 'm-new' }) } },
  },
  'POST /api/progress/goals': {
    status: 201,
    body: { success: true, data: { goal: buildGoal({ id: 'goal-new' }) } },
  },
  'PATCH /api/progress/goals/goal-1': {
    status: 200,
    body: { success: true, data: { goal: buildGoal({ status: 'paused' }) } },
  },
  'PATCH /api/progress/goals/goal-2': {
    status: 200,
    body: { success: true, data: { goal: buildGoal({ id: 'goal-2' }) } },
  },
  'GET /api/auth/preferences': {
    status: 200,
    body: { data: { preferences: { emailNotifications: true } } },
  },
};

/** Replaces fetch with a fake API; unknown routes answer 200 `{success:true}`. */
export function stubProgressApi(answers: Record<string, FakeAnswer> = {}) {
  const all = { ...defaultAnswers, ...answers };
  const fetchSpy = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input).split('?')[0] ?? '';
    const answer = all[`${init?.method ?? 'GET'} ${path}`] ?? {
      status: 200,
      body: { success: true },
    };
    return new Response(answer.body === undefined ? '' : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchSpy);
  return fetchSpy;
}

/** The JSON bodies sent to "METHOD /path". */
export function bodiesSentTo(fetchSpy: ReturnType<typeof stubProgressApi>, key: string): unknown[] {
  return fetchSpy.mock.calls
    .filter(([input, init]) => `${init?.method ?? 'GET'} ${String(input).split('?')[0]}` === key)
    .map(([, init]) => (typeof init?.body === 'string' ? JSON.parse(init.body) : undefined));
}
