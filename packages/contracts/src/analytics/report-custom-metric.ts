/** The window event a remote dispatches to report a custom metric; the shell sends it on. */
export const customMetricEventName = 'repwise:custom-metric';

/** What an area reports: a metric name, a number and flat context (page url and time are added). */
export interface CustomMetricReport {
  name: string;
  value: number;
  context?: Record<string, string | number | boolean | null>;
}

// Contracts compile without the DOM library; this is the slice of `window` the helper needs.
interface EventHost {
  dispatchEvent: (event: unknown) => boolean;
  CustomEvent: new (type: string, init: { detail: CustomMetricReport }) => unknown;
}

function isEventHost(value: unknown): value is EventHost {
  return (
    typeof Reflect.get(Object(value), 'dispatchEvent') === 'function' &&
    typeof Reflect.get(Object(value), 'CustomEvent') === 'function'
  );
}

/**
 * Reports a custom metric from any area without importing the shell: fire and forget, never
 * throws, does nothing outside a browser. The shell's analytics reporter listens and posts it.
 */
export function reportCustomMetric(report: CustomMetricReport): void {
  const host: unknown = globalThis;
  if (!isEventHost(host)) return;
  host.dispatchEvent(new host.CustomEvent(customMetricEventName, { detail: report }));
}
