import { randomBytes, randomUUID } from 'node:crypto';
import { connectMongo, createLogger, parseConfig } from '@repwise/server-kit';
import { callApi, startTestServer } from '@repwise/server-kit/testing';
import type { Connection } from 'mongoose';
import { createAnalyticsApp, createAnalyticsDeps } from '../src/app';
import { analyticsConfigSchema, type AnalyticsConfig } from '../src/config';
import type { AnalyticsDeps } from '../src/analytics-deps';

/** A running analytics service on its own fresh database, with a settable clock. */
export interface AnalyticsTestApp {
  url: string;
  config: AnalyticsConfig;
  deps: AnalyticsDeps;
  connection: Connection;
  /** Moves the service's clock. */
  setNow: (date: Date) => void;
  close: () => Promise<void>;
}

/** The services' shared secret in the test's environment (it must never open the summary). */
export const testInternalToken = randomBytes(32).toString('hex');

/** Starts the real analytics app on a free port against the harness's FerretDB. */
export async function startAnalyticsTestApp(): Promise<AnalyticsTestApp> {
  const config = parseConfig(analyticsConfigSchema, {
    MONGODB_URI: process.env.MONGODB_URI,
    INTERNAL_API_TOKEN: testInternalToken,
    ANALYTICS_OPERATOR_TOKEN: randomBytes(32).toString('hex'),
    ANALYTICS_DB_NAME: `analytics_test_${randomUUID().slice(0, 8)}`,
    NODE_ENV: 'test',
  });
  const logger = createLogger('analytics-test', 'silent');
  const connection = await connectMongo({
    uri: config.MONGODB_URI,
    dbName: config.ANALYTICS_DB_NAME,
    logger,
  });
  let now = new Date();
  const deps = await createAnalyticsDeps(config, connection, () => now);
  const server = await startTestServer(createAnalyticsApp(deps, connection, logger));
  return {
    url: server.url,
    config,
    deps,
    connection,
    setNow: (date) => {
      now = date;
    },
    close: async () => {
      await server.close();
      await connection.dropDatabase();
      await connection.close();
    },
  };
}

/** A web-vitals metric as the shell reports it. */
export function buildWebVital(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'LCP',
    value: 1234.5,
    rating: 'good',
    delta: 1234.5,
    id: `v5-${randomUUID()}`,
    navigationType: 'navigate',
    url: 'http://localhost:5173/app/dashboard?tab=week',
    timestamp: Date.now(),
    ...overrides,
  };
}

/** A custom metric as an area reports it (spec 02 §7). */
export function buildCustomMetric(
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    name: 'coach.reply_ms',
    value: 840,
    context: { engine: 'built-in', isFallback: false },
    timestamp: new Date().toISOString(),
    url: 'http://localhost:5173/app/ai-coach',
    ...overrides,
  };
}

/** Sends JSON and returns the status and parsed body. */
export const call = callApi;
