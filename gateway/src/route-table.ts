import type { GatewayConfig } from './config';

/** The services behind the gateway, each owning its own database. */
export const serviceNames = [
  'auth',
  'onboarding',
  'workouts',
  'progress',
  'coach',
  'analytics',
] as const;

/** A service the gateway can forward to. */
export type ServiceName = (typeof serviceNames)[number];

/** One entry of the route table: `/api<prefix>/...` goes to `service` with the path kept. */
export interface RouteEntry {
  prefix: string;
  service: ServiceName;
  /** Public routes are forwarded without an access token; the service decides per path. */
  isPublic: boolean;
  /** Largest request body accepted on this route, when it differs from the gateway default. */
  bodyLimitBytes?: number;
}

/** The route table: which service answers each API prefix. */
export const routeTable: readonly RouteEntry[] = [
  { prefix: '/auth', service: 'auth', isPublic: true },
  { prefix: '/onboarding', service: 'onboarding', isPublic: false },
  // The assessment's readiness check is public like /health (first match wins).
  { prefix: '/quiz/health', service: 'onboarding', isPublic: true },
  { prefix: '/quiz', service: 'onboarding', isPublic: false },
  { prefix: '/workouts', service: 'workouts', isPublic: false },
  { prefix: '/progress', service: 'progress', isPublic: false },
  // Five photos of at most 5 MB each, plus multipart framing.
  { prefix: '/files', service: 'progress', isPublic: false, bodyLimitBytes: 26 * 1024 * 1024 },
  // Spec 03 §7 names the weekly-workout calls under /ai; they are the workouts service's (first match wins).
  { prefix: '/ai/weekly-workouts', service: 'workouts', isPublic: false },
  { prefix: '/ai', service: 'coach', isPublic: false },
  { prefix: '/analytics', service: 'analytics', isPublic: true },
];

const slashCode = 47; // '/'

/**
 * Finds the route entry for a path below /api (e.g. `/auth/login`), or null. Runs on every request
 * (twice: routing and the metrics label), so it compares in place and allocates nothing.
 */
export function matchRoute(path: string): RouteEntry | null {
  for (const entry of routeTable) {
    const { prefix } = entry;
    if (
      path.startsWith(prefix) &&
      (path.length === prefix.length || path.charCodeAt(prefix.length) === slashCode)
    ) {
      return entry;
    }
  }
  return null;
}

/** The configured copies (origins) of each service; services without a URL are absent. */
export function serviceUrls(config: GatewayConfig): Partial<Record<ServiceName, string[]>> {
  const urls: Partial<Record<ServiceName, string[] | undefined>> = {
    auth: config.AUTH_SERVICE_URL,
    onboarding: config.ONBOARDING_SERVICE_URL,
    workouts: config.WORKOUTS_SERVICE_URL,
    progress: config.PROGRESS_SERVICE_URL,
    coach: config.COACH_SERVICE_URL,
    analytics: config.ANALYTICS_SERVICE_URL,
  };
  return Object.fromEntries(Object.entries(urls).filter(([, url]) => url !== undefined));
}
