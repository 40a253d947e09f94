import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { UpstreamGroup, type UpstreamCopy } from '../src/proxy/upstream-group';

const urls = ['http://127.0.0.1:4101', 'http://127.0.0.1:4102', 'http://127.0.0.1:4103'];
let groups: UpstreamGroup[] = [];
const makeGroup = (copyUrls = urls) => {
  const group = new UpstreamGroup(copyUrls, { connections: 1 });
  groups.push(group);
  return group;
};
afterEach(async () => {
  // The pools never connected; closing them keeps the test process clean.
  await Promise.all(groups.flatMap((group) => group.copies.map((copy) => copy.pool.close())));
  groups = [];
});

const copyAt = (group: UpstreamGroup, index: number): UpstreamCopy => {
  const copy = group.copies[index];
  if (!copy) throw new Error(`no copy ${index}`);
  return copy;
};
const userIds = Array.from({ length: 300 }, (_, index) => `user-${index}`);
const urlOf = (copy: UpstreamCopy | undefined) => copy?.url;

describe('UpstreamGroup.pick', () => {
  it('keeps each user on one copy and spreads users evenly', () => {
    const group = makeGroup();
    const counts = new Map<string, number>();
    for (const userId of userIds) {
      const first = urlOf(group.pick(new Set(), userId));
      for (let repeat = 0; repeat < 5; repeat += 1)
        expect(urlOf(group.pick(new Set(), userId))).toBe(first);
      counts.set(first!, (counts.get(first!) ?? 0) + 1);
    }
    expect([...counts.keys()].sort()).toEqual(urls);
    for (const count of counts.values()) expect(count).toBeGreaterThan(70); // 100 each if even
  });

  it('moves only the users of a copy that goes down, and back when it returns', () => {
    const group = makeGroup();
    const before = new Map(userIds.map((userId) => [userId, urlOf(group.pick(new Set(), userId))]));
    const second = copyAt(group, 1);
    group.markDown(second);
    for (const userId of userIds) {
      const now = urlOf(group.pick(new Set(), userId));
      if (before.get(userId) === second.url) expect(now).not.toBe(second.url);
      else expect(now).toBe(before.get(userId));
    }
    second.isUp = true;
    for (const userId of userIds)
      expect(urlOf(group.pick(new Set(), userId))).toBe(before.get(userId));
  });

  it("sends a user's request to the least busy copy when theirs has 9 more in flight", () => {
    const group = makeGroup(urls.slice(0, 2));
    const own = group.pick(new Set(), 'user-7')!;
    const other = group.copies.find((copy) => copy !== own)!;
    own.inFlight = 8;
    expect(group.pick(new Set(), 'user-7')).toBe(own);
    own.inFlight = 9;
    expect(group.pick(new Set(), 'user-7')).toBe(other);
    other.inFlight = 1;
    expect(group.pick(new Set(), 'user-7')).toBe(own);
  });

  it('skips the copies already tried, the user’s own included', () => {
    const group = makeGroup(urls.slice(0, 2));
    const own = group.pick(new Set(), 'user-3')!;
    const retry = group.pick(new Set([own]), 'user-3');
    expect(retry).toBeDefined();
    expect(retry).not.toBe(own);
    expect(group.pick(new Set(group.copies), 'user-3')).toBeUndefined();
  });

  it('sends requests without a user to the least busy copy, in turn among equals', () => {
    const group = makeGroup();
    expect([0, 1, 2, 3].map(() => urlOf(group.pick()))).toEqual([...urls, urls[0]]);
    copyAt(group, 0).inFlight = 2;
    copyAt(group, 1).inFlight = 1;
    copyAt(group, 2).inFlight = 3;
    expect(urlOf(group.pick())).toBe(urls[1]);
  });
});

describe('UpstreamGroup.checkHealth', () => {
  const servers: Server[] = [];
  afterEach(async () => {
    await Promise.all(
      servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))),
    );
  });
  const serveHealth = async (status: number, body: object): Promise<string> => {
    const server = createServer((_request, response) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    });
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    return `http://127.0.0.1:${port}`;
  };

  it('takes a copy that answers draining out at once, a degraded one only after the failures in a row', async () => {
    const draining = await serveHealth(503, { status: 'draining', service: 'auth' });
    const degraded = await serveHealth(503, { status: 'degraded', service: 'auth' });
    const healthy = await serveHealth(200, { status: 'ok', service: 'auth' });
    const group = makeGroup([draining, degraded, healthy]);
    const options = { timeoutMs: 1000, failuresToMarkDown: 2 };

    await group.checkHealth(options);
    expect(group.copies.map((copy) => copy.isUp)).toEqual([false, true, true]);

    await group.checkHealth(options);
    expect(group.copies.map((copy) => copy.isUp)).toEqual([false, false, true]);
  });
});
