import { ApiError, type ApiClient } from '@repwise/contracts';
import { callEndpoint, ignoredAnswer, type AnyEndpoint } from '@repwise/contracts/endpoints';
import { onboardingEndpoints } from '@repwise/contracts/onboarding';
import { fetchMe, fetchPreferences } from '../../../shared/api/profile-api';
import {
  fetchGoals,
  fetchMeasurementPage,
  fetchPhotos,
  fetchSummary,
} from '../../../shared/api/progress-api';

/** One section of an export: its data, or why it could not be read. */
type Section<T> = T | { error: string };

async function section<T>(read: () => Promise<T>): Promise<Section<T>> {
  try {
    return await read();
  } catch (error) {
    return { error: error instanceof ApiError ? error.failure.message : 'Could not be read' };
  }
}

async function readAllPages<T>(
  readPage: (offset: number) => Promise<{ items: T[]; total: number }>,
): Promise<T[]> {
  const all: T[] = [];
  for (let offset = 0; ;) {
    const page = await readPage(offset);
    all.push(...page.items);
    offset += page.items.length;
    if (page.items.length === 0 || offset >= page.total) return all;
  }
}

/**
 * Everything the APIs hold about the signed-in user, gathered for download: account, preferences,
 * onboarding status, answers and plan, measurements (all), goals, photo records (not the images)
 * and workout sessions. A section that fails to load carries its error instead of its data.
 */
export async function gatherUserData(request: ApiClient, now: Date) {
  // Loaded when the user exports: the workouts contracts stay out of the area's first load.
  const { activityAnswerReadings, activityEndpoints } = await import('@repwise/contracts/workouts');
  // The onboarding answers go into the export as sent.
  const readOnboarding = (endpoint: AnyEndpoint) =>
    callEndpoint(request, endpoint, { readAs: ignoredAnswer });
  return {
    exportedAt: now.toISOString(),
    account: await section(() => fetchMe(request)),
    preferences: await section(() => fetchPreferences(request)),
    onboarding: {
      status: await section(() => readOnboarding(onboardingEndpoints.getStatus)),
      progress: await section(() => readOnboarding(onboardingEndpoints.getProgress)),
      recommendations: await section(() => readOnboarding(onboardingEndpoints.getRecommendations)),
    },
    progress: {
      summary: await section(() => fetchSummary(request)),
      measurements: await section(() =>
        readAllPages(async (offset) => {
          const page = await fetchMeasurementPage(request, 500, offset);
          return { items: page.measurements, total: page.total };
        }),
      ),
      goals: await section(() => fetchGoals(request)),
    },
    photos: await section(() => fetchPhotos(request)),
    workouts: {
      sessions: await section(() =>
        readAllPages(async (offset) => {
          const answer = await callEndpoint(request, activityEndpoints.listSessions, {
            query: { limit: 100, offset },
            readAs: activityAnswerReadings.sessionsPage,
          });
          return { items: answer.data.sessions, total: answer.data.total };
        }),
      ),
    },
  };
}

/** Saves JSON as a file download named `fileName`. */
export function downloadJson(data: unknown, fileName: string): void {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
