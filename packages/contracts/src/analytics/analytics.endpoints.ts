import { z } from 'zod';
import { defineEndpoint } from '../endpoints/define-endpoint';
import {
  customMetricRequestSchema,
  metricSummaryQuerySchema,
  metricSummaryResponseSchema,
  webVitalRequestSchema,
} from './analytics.schema';

const acceptedSchema = z.object({ success: z.literal(true) });

/** The analytics service: two public fire-and-forget reports and the operators' summary. */
export const analyticsEndpoints = {
  reportWebVital: defineEndpoint({
    service: 'analytics',
    access: 'public',
    method: 'POST',
    path: '/analytics/web-vitals',
    summary: 'Reports a web vital of a page (page path only; rate limited per address).',
    body: webVitalRequestSchema,
    answer: acceptedSchema,
    successStatuses: [202],
  }),
  reportCustomMetric: defineEndpoint({
    service: 'analytics',
    access: 'public',
    method: 'POST',
    path: '/analytics/custom-metrics',
    summary: "Reports an area's custom metric (rate limited per address).",
    body: customMetricRequestSchema,
    answer: acceptedSchema,
    successStatuses: [202],
  }),
  getSummary: defineEndpoint({
    service: 'analytics',
    access: 'operator',
    method: 'GET',
    path: '/analytics/summary',
    summary: 'Per-page percentiles of a metric over the last days (operator token).',
    query: metricSummaryQuerySchema,
    answer: metricSummaryResponseSchema,
  }),
} as const;
