import {
  internalCatalogueResponseSchema,
  workoutsInternalPaths,
  type CatalogueExercise,
  type StoreOnboardingPlanRequest,
  type StoreOutlineRequest,
  type StoreWeekRequest,
} from '@repwise/contracts/workouts';
import { callInternal, type InternalTarget } from './post-internal';

/** The workouts service's internal API as the worker uses it. */
export interface WorkoutsClient {
  /** The exercise catalogue, fetched once and kept (a failed fetch is tried again next time). */
  loadCatalogue: () => Promise<readonly CatalogueExercise[]>;
  storeOutline: (planId: string, request: StoreOutlineRequest) => Promise<void>;
  storeWeek: (planId: string, request: StoreWeekRequest) => Promise<void>;
  storeOnboardingPlan: (request: StoreOnboardingPlanRequest) => Promise<void>;
}

/** A client of the workouts service's /internal routes. */
export function createWorkoutsClient(target: InternalTarget): WorkoutsClient {
  let catalogue: Promise<readonly CatalogueExercise[]> | null = null;
  const fetchCatalogue = async () =>
    internalCatalogueResponseSchema.parse(
      await callInternal(target, 'GET', workoutsInternalPaths.exercises),
    ).exercises;
  const planPath = (path: string, planId: string) =>
    path.replace(':planId', encodeURIComponent(planId));
  return {
    loadCatalogue: () => {
      catalogue ??= fetchCatalogue().catch((error: unknown) => {
        catalogue = null;
        throw error;
      });
      return catalogue;
    },
    storeOutline: async (planId, request) => {
      await callInternal(
        target,
        'POST',
        planPath(workoutsInternalPaths.planOutline, planId),
        request,
      );
    },
    storeWeek: async (planId, request) => {
      await callInternal(target, 'POST', planPath(workoutsInternalPaths.planWeek, planId), request);
    },
    storeOnboardingPlan: async (request) => {
      await callInternal(target, 'POST', workoutsInternalPaths.onboardingPlans, request);
    },
  };
}
