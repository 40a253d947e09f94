import { describe, expect, it } from 'vitest';
import { matchRoute } from '../src/route-table';

describe('matchRoute', () => {
  it.each([
    ['/auth/login', 'auth'],
    ['/onboarding/status', 'onboarding'],
    ['/quiz/questions', 'onboarding'],
    ['/workouts/plans', 'workouts'],
    ['/ai/weekly-workouts/abc/activate', 'workouts'],
    ['/ai/chat', 'coach'],
    ['/progress/summary', 'progress'],
    ['/files/progress-photos', 'progress'],
    ['/analytics/web-vitals', 'analytics'],
  ])('sends %s to %s', (path, service) => {
    expect(matchRoute(path)?.service).toBe(service);
  });

  it('forwards the quiz readiness check without a token and the rest of /quiz only with one', () => {
    expect(matchRoute('/quiz/health')).toMatchObject({ service: 'onboarding', isPublic: true });
    expect(matchRoute('/quiz/results')).toMatchObject({ service: 'onboarding', isPublic: false });
    expect(matchRoute('/quiz/healthy')).toMatchObject({ isPublic: false });
  });

  it.each(['/internal/plan-results', '/aix', '/', '/authx/login'])(
    'routes nothing for %s',
    (path) => {
      expect(matchRoute(path)).toBeNull();
    },
  );
});
