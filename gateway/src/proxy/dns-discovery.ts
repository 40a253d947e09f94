import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';

/** Every address a host name resolves to (IPv4 and IPv6), as `dns.lookup` with `all` gives them. */
export type ResolveAll = (hostname: string) => Promise<readonly { address: string }[]>;

const systemResolver: ResolveAll = (hostname) => lookup(hostname, { all: true });

/**
 * Expands each configured URL into one URL per address its host resolves to, so that replicas
 * behind one DNS name (docker compose `deploy.replicas`, a Kubernetes headless Service) become
 * separate copies the gateway balances over and health-checks one by one. A URL whose host is
 * already an IP address is kept as it is; so is one whose name does not resolve right now (its
 * copy then fails its health checks like any other copy that is down).
 */
export async function discoverCopyUrls(
  urls: readonly string[],
  resolveAll: ResolveAll = systemResolver,
): Promise<string[]> {
  const expanded = await Promise.all(
    urls.map(async (url) => {
      const parsed = new URL(url);
      const hostname = parsed.hostname.replace(/^\[|\]$/g, '');
      if (isIP(hostname) !== 0) return [url];
      const addresses = await resolveAll(hostname).catch(() => []);
      if (addresses.length === 0) return [url];
      return addresses.map(({ address }) => {
        const copy = new URL(url);
        copy.hostname = isIP(address) === 6 ? `[${address}]` : address;
        return copy.origin;
      });
    }),
  );
  // Sorted and without repeats, so an unchanged set of replicas compares equal between rounds.
  return [...new Set(expanded.flat())].sort();
}
