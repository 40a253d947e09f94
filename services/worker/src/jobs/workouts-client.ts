import { buildEndpointPath } from '@repwise/contracts/endpoints';
import {
  catalogueEndpoints,
  internalCatalogueResponseSchema,
  type CatalogueExercise,
  type StoreOnboardingPlanRequest,
  type StoreOutlineRequest,
  type StoreWeekRequest,
} from '@repwise/contracts/workouts';
import { createInternalCaller, type InternalTarget } from './post-internal';

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
  const callInternal = createInternalCaller(target);
  let catalogue: Promise<readonly CatalogueExercise[]> | null = null;
  const {
    internalExercises,
    internalStoreOutline,
    internalStoreWeek,
    internalStoreOnboardingPlan,
  } = catalogueEndpoints;
  const fetchCatalogue = async () =>
    internalCatalogueResponseSchema.parse(
      await callInternal(internalExercises.method, internalExercises.path),
    ).exercises;
  return {
    loadCatalogue: () => {
      catalogue ??= fetchCatalogue().catch((error: unknown) => {
        catalogue = null;
        throw error;
      });
      return catalogue;
    },
    storeOutline: async (planId, request) => {
      const path = buildEndpointPath(internalStoreOutline, { planId });
      await callInternal(internalStoreOutline.method, path, request);
    },
    storeWeek: async (planId, request) => {
      const path = buildEndpointPath(internalStoreWeek, { planId });
      await callInternal(internalStoreWeek.method, path, request);
    },
    storeOnboardingPlan: async (request) => {
      const { method, path } = internalStoreOnboardingPlan;
      await callInternal(method, path, request);
    },
  };
}
