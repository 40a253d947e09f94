import { describe, expect, it } from 'vitest';
import { discoverCopyUrls, type ResolveAll } from '../src/proxy/dns-discovery';

const resolver =
  (table: Record<string, string[]>): ResolveAll =>
  async (hostname) => {
    const addresses = table[hostname];
    if (!addresses)
      throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return addresses.map((address) => ({ address }));
  };

describe('discoverCopyUrls', () => {
  it.each([
    [
      'one name with three replicas becomes three copies',
      ['http://workouts:4003'],
      { workouts: ['10.0.0.7', '10.0.0.5', '10.0.0.6'] },
      ['http://10.0.0.5:4003', 'http://10.0.0.6:4003', 'http://10.0.0.7:4003'],
    ],
    ['an IP address is kept as it is', ['http://127.0.0.1:4003'], {}, ['http://127.0.0.1:4003']],
    [
      'an IPv6 replica gets brackets',
      ['http://auth:4001'],
      { auth: ['fd00::2'] },
      ['http://[fd00::2]:4001'],
    ],
    [
      'a name that does not resolve is kept (it will fail its health checks)',
      ['http://coach:4005'],
      {},
      ['http://coach:4005'],
    ],
    [
      'several configured URLs are expanded and de-duplicated',
      ['http://a:4001', 'http://b:4001'],
      { a: ['10.0.0.1'], b: ['10.0.0.1', '10.0.0.2'] },
      ['http://10.0.0.1:4001', 'http://10.0.0.2:4001'],
    ],
  ])('%s', async (_name, urls, table, expected) => {
    expect(await discoverCopyUrls(urls, resolver(table))).toEqual(expected);
  });
});
