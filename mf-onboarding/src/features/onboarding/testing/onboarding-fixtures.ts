import type { OnboardingProgress } from '@repwise/contracts';
import { vi } from 'vitest';
import type { AnswerMap } from '../model/question-types';

/** Valid answers to every question of the assessment. */
export function buildCompleteResponses(overrides: AnswerMap = {}): AnswerMap {
  return {
    age: 30,
    'biological-sex': 'female',
    'height-feet': 5,
    'height-inches': 6,
    weight: 150,
    'activity-level': 'moderately-active',
    'primary-goal': 'weight-loss',
    'secondary-goals': ['better-sleep'],
    'target-weight': 140,
    timeframe: '6-months',
    motivation: 'Feel stronger',
    'fitness-level': 'beginner',
    'workout-experience': 1,
    'previous-injuries': ['knee'],
    'preferred-workout-types': ['yoga', 'custom:Climbing'],
    'workout-duration': '30-min',
    'workout-frequency': '3-4-times',
    'preferred-time': 'morning',
    'intensity-preference': 'moderate',
    'workout-location': 'home',
    'available-equipment': ['dumbbells', 'yoga-mat'],
    'space-constraints': 'small',
    'medical-conditions': ['none'],
    'physician-approval': true,
    'sleep-quality': 'good',
    'stress-level': 'moderate',
    'needs-modifications': true,
    'mobility-aids': ['cane'],
    'sensory-considerations': 'visual-impairment',
    'coaching-style': 'encouraging',
    'feedback-frequency': 'moderate',
    'privacy-level': 'private',
    'nutrition-focus': true,
    ...overrides,
  };
}

/** A saved progress object with `overrides`. */
export function buildProgress(overrides: Partial<OnboardingProgress> = {}): OnboardingProgress {
  return {
    currentStep: 0,
    totalSteps: 8,
    completedSteps: [],
    responses: {},
    startedAt: '2026-03-15T12:00:00.000Z',
    lastUpdated: '2026-03-15T12:05:00.000Z',
    ...overrides,
  };
}

type Route = { status: number; body?: unknown };

/** Answers of the onboarding service by "METHOD /path"; unlisted calls answer 200 `{success:true}`. */
export type ApiRoutes = Partial<Record<string, Route>>;

const defaultRoutes: ApiRoutes = {
  'GET /api/onboarding/status': {
    status: 200,
    body: { success: true, status: { isCompleted: false, completedAt: null, hasProgress: false } },
  },
  'GET /api/onboarding/progress': {
    status: 404,
    body: { error: { code: 'RESOURCE_NOT_FOUND', message: 'No progress saved' } },
  },
};

/** Replaces global fetch with the onboarding service's answers; returns the spy. */
export function stubOnboardingApi(routes: ApiRoutes = {}) {
  const all = { ...defaultRoutes, ...routes };
  const fetchSpy = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${String(input)}`;
    const route = all[key] ?? { status: 200, body: { success: true } };
    return new Response(route.body === undefined ? '' : JSON.stringify(route.body), {
      status: route.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchSpy);
  return fetchSpy;
}

/** The JSON bodies fetch was called with for "METHOD /path". */
export function bodiesSentTo(fetchSpy: ReturnType<typeof stubOnboardingApi>, key: string) {
  return fetchSpy.mock.calls
    .filter(([input, init]) => `${init?.method ?? 'GET'} ${String(input)}` === key)
    .map(([, init]) => (typeof init?.body === 'string' ? JSON.parse(init.body) : undefined));
}
