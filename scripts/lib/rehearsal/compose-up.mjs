// `docker compose up` for the rehearsal: every service's replicas start once the services it
// depends on (condition: service_healthy) are healthy, independent ones at the same time; a
// service is healthy when each replica's own healthcheck command has passed inside it.

/**
 * Starts every service of `runtime.services` in dependency order; resolves with the containers
 * and, per service, the seconds from the rehearsal's start until it was healthy.
 * @param {import('./containers.mjs').ContainerRuntime} runtime
 * @param {{
 *   startedAt?: number,
 *   onHealthy?: (
 *     service: string,
 *     containers: import('./containers.mjs').Container[],
 *     seconds: number,
 *   ) => void,
 * }} [options]
 * @returns {Promise<Record<string, number>>}
 */
export async function composeUp(runtime, { startedAt = Date.now(), onHealthy } = {}) {
  /** @type {Map<string, Promise<number>>} */
  const healthy = new Map();
  /**
   * @param {string} service
   * @returns {Promise<number>}
   */
  const whenHealthy = (service) => {
    if (!healthy.has(service)) healthy.set(service, startService(service));
    return /** @type {Promise<number>} */ (healthy.get(service));
  };
  /** @param {string} service */
  const startService = async (service) => {
    const spec = runtime.services[service];
    if (!spec) throw new Error(`A service depends on ${service}, which compose does not define.`);
    await Promise.all(Object.keys(spec.depends_on ?? {}).map(whenHealthy));
    const replicas = spec.deploy?.replicas ?? 1;
    const containers = [];
    for (let replica = 1; replica <= replicas; replica += 1)
      containers.push(await runtime.start(service, replica));
    await Promise.all(containers.map((container) => runtime.waitHealthy(container)));
    const seconds = (Date.now() - startedAt) / 1000;
    onHealthy?.(service, containers, seconds);
    return seconds;
  };
  const names = Object.keys(runtime.services);
  const seconds = await Promise.all(names.map(whenHealthy));
  return Object.fromEntries(names.map((name, index) => [name, seconds[index] ?? 0]));
}
