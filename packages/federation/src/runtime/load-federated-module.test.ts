import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hostProvidedPackages } from '../shared-singletons.mjs';
import type { FederationRuntime } from './federation-runtime';

const entry = 'http://127.0.0.1:4000/remoteEntry.js';

/** The manifest answers, one per fetch of /remotes.json (an Error answers with a failed fetch). */
function serveManifests(...answers: unknown[]) {
  const fetchMock = vi.fn(async () => {
    const answer = answers.shift() ?? {};
    if (answer instanceof Error) throw answer;
    return new Response(JSON.stringify(answer));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function fakeRuntime(loaded: unknown = { default: 'module' }) {
  return {
    registerRemotes: vi.fn<FederationRuntime['registerRemotes']>(),
    loadRemote: vi.fn<FederationRuntime['loadRemote']>(async () => loaded),
  };
}

/** A fresh loader (and manifest cache) per test. */
async function importLoader() {
  return import('./index');
}

beforeEach(() => {
  vi.resetModules();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('loadRemoteManifest', () => {
  it('fetches /remotes.json once per page past the HTTP cache and parses it', async () => {
    const fetchMock = serveManifests({ mf_coach: { entry }, unknown_remote: { entry } });
    const { loadRemoteManifest } = await importLoader();

    expect(await loadRemoteManifest()).toEqual({ mf_coach: { entry } });
    expect(await loadRemoteManifest()).toEqual({ mf_coach: { entry } });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('/remotes.json', { cache: 'no-store' });
  });

  it('fetches again with refresh, and after a failure', async () => {
    const fetchMock = serveManifests(new Error('offline'), {}, { mf_coach: { entry } });
    const { loadRemoteManifest } = await importLoader();

    await expect(loadRemoteManifest()).rejects.toThrow('offline');
    expect(await loadRemoteManifest()).toEqual({});
    expect(await loadRemoteManifest({ refresh: true })).toEqual({ mf_coach: { entry } });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('rejects on an answer that is not ok', async () => {
    vi.stubGlobal('fetch', async () => new Response('', { status: 503 }));
    const { loadRemoteManifest } = await importLoader();
    await expect(loadRemoteManifest()).rejects.toThrow('remotes.json answered 503');
  });
});

describe('loadFederatedModule', () => {
  it('registers the manifest entry once and loads the exposed module through the runtime', async () => {
    serveManifests({ mf_pose: { entry } });
    const runtime = fakeRuntime();
    const { loadFederatedModule } = await importLoader();
    const request = {
      remote: 'mf_pose',
      module: './squat-panel',
      getRuntime: () => runtime,
    } as const;

    expect(await loadFederatedModule({ ...request, attempt: 0 })).toEqual({ default: 'module' });
    await loadFederatedModule({ ...request, attempt: 0 });
    expect(runtime.registerRemotes).toHaveBeenCalledTimes(1);
    expect(runtime.registerRemotes).toHaveBeenCalledWith(
      [{ name: 'mf_pose', entry, type: 'module' }],
      { force: false },
    );
    expect(runtime.loadRemote).toHaveBeenCalledWith('mf_pose/squat-panel');
  });

  it('on a retry reads the manifest again and registers the entry anew past the cache', async () => {
    const fetchMock = serveManifests({ mf_pose: { entry } }, { mf_pose: { entry } });
    const runtime = fakeRuntime();
    const { loadFederatedModule } = await importLoader();
    const request = { remote: 'mf_pose', module: './app', getRuntime: () => runtime } as const;

    await loadFederatedModule({ ...request, attempt: 0 });
    await loadFederatedModule({ ...request, attempt: 1 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(runtime.registerRemotes).toHaveBeenLastCalledWith(
      [{ name: 'mf_pose', entry: `${entry}?attempt=1`, type: 'module' }],
      { force: true },
    );
  });

  it('rejects a remote the manifest lacks without asking for the runtime', async () => {
    serveManifests({});
    const getRuntime = vi.fn(() => fakeRuntime());
    const { loadFederatedModule } = await importLoader();
    await expect(
      loadFederatedModule({ remote: 'mf_coach', module: './app', attempt: 0, getRuntime }),
    ).rejects.toThrow("mf_coach is not in this deployment's remotes.json");
    expect(getRuntime).not.toHaveBeenCalled();
  });

  it('rejects a build for other shared singletons before fetching its code, naming the provider', async () => {
    serveManifests({
      mf_pose: {
        entry,
        version: '0.2.0-abc',
        shared: { react: { version: '18.3.1', requiredVersion: '^18.3.1' } },
      },
    });
    const runtime = fakeRuntime();
    const { loadFederatedModule, IncompatibleRemoteError, providedSharedVersions } =
      await importLoader();
    const loading = loadFederatedModule({
      remote: 'mf_pose',
      module: './squat-panel',
      attempt: 0,
      getRuntime: () => runtime,
      provider: 'this page',
    });

    await expect(loading).rejects.toBeInstanceOf(IncompatibleRemoteError);
    await expect(loading).rejects.toThrow(
      `mf_pose 0.2.0-abc needs react ^18.3.1, but this page provides ${providedSharedVersions.react}`,
    );
    expect(runtime.registerRemotes).not.toHaveBeenCalled();
  });

  it('rejects a module that takes over 10 s to load', async () => {
    serveManifests({ mf_pose: { entry } });
    const runtime = fakeRuntime();
    runtime.loadRemote.mockReturnValue(new Promise(() => undefined));
    const { loadFederatedModule, remoteLoadTimeoutMs } = await importLoader();
    vi.useFakeTimers();
    const loading = loadFederatedModule({
      remote: 'mf_pose',
      module: './squat-panel',
      attempt: 0,
      getRuntime: () => runtime,
    });
    const settled = expect(loading).rejects.toThrow(`Timed out after ${remoteLoadTimeoutMs} ms`);
    await vi.advanceTimersByTimeAsync(remoteLoadTimeoutMs);
    await settled;
  });
});

describe('findPageFederationRuntime', () => {
  it('finds the named instance, else any instance, and throws when none is loaded', async () => {
    const { findPageFederationRuntime } = await importLoader();
    const instance = (name: string) => ({ ...fakeRuntime(), options: { name } });
    const own = instance('mf_workouts');
    const other = instance('shell');

    vi.stubGlobal('__FEDERATION__', { __INSTANCES__: [other, own] });
    expect(findPageFederationRuntime('mf_workouts')).toBe(own);
    vi.stubGlobal('__FEDERATION__', { __INSTANCES__: [{ options: {} }, other] });
    expect(findPageFederationRuntime('mf_workouts')).toBe(other);
    vi.stubGlobal('__FEDERATION__', undefined);
    expect(() => findPageFederationRuntime('mf_workouts')).toThrow(
      'The Module Federation runtime is not loaded on this page',
    );
  });
});

describe('providedSharedVersions', () => {
  it('covers exactly the packages the host provides as shared singletons', async () => {
    const { providedSharedVersions } = await importLoader();
    expect(Object.keys(providedSharedVersions).sort()).toEqual([...hostProvidedPackages].sort());
  });
});
