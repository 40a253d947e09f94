import { z } from 'zod';

/** The Core Web Vitals and loading metrics the shell reports (spec 02 §7). */
export const webVitalNames = ['LCP', 'CLS', 'INP', 'TTFB', 'FCP'] as const;

/** A web vital's name. */
export type WebVitalName = (typeof webVitalNames)[number];

/** Largest JSON body either analytics call accepts, in bytes. */
export const analyticsBodyLimitBytes = 8 * 1024;

const pageUrlSchema = z.string().trim().min(1).max(2048);
// A client clock value: epoch milliseconds or an ISO date-time.
const timestampSchema = z.union([z.number().int().positive(), z.iso.datetime({ offset: true })]);

/** Body of POST /analytics/web-vitals: the web-vitals library's metric, without its entries. */
export const webVitalRequestSchema = z.object({
  name: z.enum(webVitalNames),
  /** Milliseconds, except CLS which is a unitless score. */
  value: z.number().finite().min(0).max(600_000),
  rating: z.enum(['good', 'needs-improvement', 'poor']).optional(),
  delta: z.number().finite().optional(),
  id: z.string().trim().min(1).max(100),
  navigationType: z.string().trim().max(40).optional(),
  url: pageUrlSchema,
  timestamp: timestampSchema.optional(),
});

/** A web vital report. */
export type WebVitalRequest = z.infer<typeof webVitalRequestSchema>;

/** Context of a custom metric: at most 20 flat string, number or boolean values. */
export const metricContextSchema = z
  .record(
    z.string().max(64),
    z.union([z.string().max(256), z.number().finite(), z.boolean(), z.null()]),
  )
  .refine((context) => Object.keys(context).length <= 20, {
    error: 'At most 20 context values',
  });

/** Body of POST /analytics/custom-metrics (spec 02 §7): name, value, context, timestamp, url. */
export const customMetricRequestSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1)
    .max(80)
    .regex(/^[A-Za-z0-9_.:-]+$/, { error: 'Letters, digits, dot, colon, dash or underscore only' }),
  value: z.number().finite(),
  context: metricContextSchema.default({}),
  timestamp: timestampSchema,
  url: pageUrlSchema,
});

/** A custom metric report. */
export type CustomMetricRequest = z.input<typeof customMetricRequestSchema>;

/** Query of GET /analytics/summary: which metric, over how many days (default 7, at most 30). */
export const metricSummaryQuerySchema = z.object({
  metric: z.string().trim().min(1).max(80),
  days: z.coerce.number().int().min(1).max(30).default(7),
});

/** Percentiles of one metric on one page. */
export const pageMetricSummarySchema = z.object({
  page: z.string(),
  count: z.number().int(),
  p50: z.number(),
  p75: z.number(),
  p95: z.number(),
});

/** Answer of GET /analytics/summary: per-page percentiles of a metric, busiest page first. */
export const metricSummaryResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    metric: z.string(),
    days: z.number().int(),
    total: z.number().int(),
    pages: z.array(pageMetricSummarySchema),
  }),
});

/** A metric summary answer. */
export type MetricSummaryResponse = z.infer<typeof metricSummaryResponseSchema>;
