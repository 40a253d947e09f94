import { analyticsBodyLimitBytes } from '@repwise/contracts/analytics';

/** The analytics API below the shell's origin (the gateway routes it without a user token). */
export const analyticsBaseUrl = '/api/analytics';

/**
 * Posts a report without waiting or failing: `navigator.sendBeacon` (survives the page closing),
 * else `fetch` with `keepalive`. Bodies over the service's limit are dropped here. Never throws.
 */
export function sendAnalytics(path: '/web-vitals' | '/custom-metrics', body: unknown): void {
  try {
    const json = JSON.stringify(body);
    if (new Blob([json]).size > analyticsBodyLimitBytes) return;
    const url = `${analyticsBaseUrl}${path}`;
    const isQueued =
      typeof navigator.sendBeacon === 'function' &&
      navigator.sendBeacon(url, new Blob([json], { type: 'application/json' }));
    if (isQueued) return;
    void fetch(url, {
      method: 'POST',
      body: json,
      keepalive: true,
      credentials: 'omit',
      headers: { 'content-type': 'application/json' },
    }).catch(() => undefined);
  } catch {
    // Analytics must never affect the page: a report that cannot be sent is dropped.
  }
}
