// What an operator reads on the gateway's own host (`docker compose exec gateway …`): the copies of
// each service on /health/details and the per-copy upstream counters on /metrics. The rehearsal
// reaches them through a forwarder inside the gateway's namespace (loopback, no forwarding header).

/** @typedef {{ url: string, status: string }} Copy */

/**
 * Each service's copies as /health/details lists them: `{ workouts: [{ url, status }] }`.
 * @param {string} operatorUrl
 * @returns {Promise<Record<string, Copy[]>>}
 */
export async function readCopies(operatorUrl) {
  /** @type {{ services?: Record<string, { copies?: Copy[] }> } | null} */
  const details = await fetch(`${operatorUrl}/health/details`, {
    signal: AbortSignal.timeout(8000),
  })
    .then((response) => response.json())
    .catch(() => null);
  return Object.fromEntries(
    Object.entries(details?.services ?? {}).map(([service, health]) => [
      service,
      health.copies ?? [],
    ]),
  );
}

/**
 * `10.89.0.7 up, 10.89.0.8 down` for one service's copies.
 * @param {Copy[]} copies
 */
export function describeCopies(copies) {
  return copies.length === 0
    ? 'none'
    : copies.map((copy) => `${new URL(copy.url).hostname} ${copy.status}`).join(', ');
}

/**
 * Sums a gateway counter (`gateway_upstream_responses_total`, `…_failures_total`) per copy of
 * `service`, keeping the samples whose labels pass `filter`: `{ 'http://10.89.0.7:4003': 12 }`.
 * @param {string} operatorUrl
 * @param {string} metric
 * @param {string} service
 * @param {(labels: Record<string, string | undefined>) => boolean} [filter]
 */
export async function readCopyCounter(operatorUrl, metric, service, filter = () => true) {
  const text = await fetch(`${operatorUrl}/metrics`, { signal: AbortSignal.timeout(8000) }).then(
    (response) => response.text(),
  );
  /** @type {Record<string, number>} */
  const counts = {};
  for (const line of text.split('\n')) {
    const match = new RegExp(`^${metric}\\{([^}]*)\\} (\\S+)$`).exec(line);
    if (!match) continue;
    const labels = Object.fromEntries(
      [...(match[1] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((label) => [label[1], label[2]]),
    );
    if (labels.service !== service || !filter(labels)) continue;
    const copy = labels.copy ?? '';
    counts[copy] = (counts[copy] ?? 0) + Number(match[2]);
  }
  return counts;
}
