import type { RemoteAppProps } from '@repwise/contracts';
import { providedSharedVersions } from '@repwise/federation/runtime';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInShell } from '../../test/render';

const federation = vi.hoisted(() => ({ registerRemotes: vi.fn(), loadRemote: vi.fn() }));
vi.mock('@module-federation/runtime', () => federation);

const props: RemoteAppProps = {
  basePath: '/app/ai-coach',
  location: { pathname: '/app/ai-coach', search: '' },
  user: null,
  getAccessToken: () => null,
  themeMode: 'light',
  navigate: () => undefined,
  notify: () => undefined,
  onSessionEnded: () => undefined,
  onSessionRenewed: () => undefined,
};

const compatibleShared = {
  react: { version: providedSharedVersions.react ?? '', requiredVersion: '^19.0.0' },
};
const incompatibleShared = {
  react: { version: '18.3.1', requiredVersion: '^18.3.1' },
  'react-dom': { version: '18.3.1', requiredVersion: '^18.3.1' },
};

/** The manifest answers, one per fetch of /remotes.json. */
function serveManifests(...manifests: unknown[]) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(manifests.shift() ?? {})));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** A fresh RemoteArea (and manifest cache) per test. */
async function renderCoachArea() {
  const { RemoteArea } = await import('./remote-area');
  renderInShell(<RemoteArea remote="mf_coach" areaName="AI Coach" props={props} />);
}

beforeEach(() => {
  vi.resetModules();
  federation.registerRemotes.mockReset();
  federation.loadRemote.mockReset();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('RemoteArea', () => {
  it('does not load a version built for another React and says which, where and why', async () => {
    serveManifests({
      mf_coach: {
        entry: 'http://127.0.0.1:4000/releases/0.2.0-abc/remoteEntry.js',
        version: '0.2.0-abc',
        shared: incompatibleShared,
      },
    });
    await renderCoachArea();

    const card = await screen.findByRole('alert');
    expect(card).toHaveTextContent('AI Coach is unavailable right now');
    expect(card).toHaveTextContent(
      "The deployed version of AI Coach doesn't work with this version of RepWise",
    );
    expect(card).toHaveTextContent(
      `mf_coach 0.2.0-abc needs react ^18.3.1, but the shell provides ${providedSharedVersions.react}; needs react-dom ^18.3.1`,
    );
    expect(federation.registerRemotes).not.toHaveBeenCalled();
  });

  it('reads the manifest again on Try again and mounts the version rolled back to', async () => {
    const entry = 'http://127.0.0.1:4000/remoteEntry.js';
    const fetchMock = serveManifests(
      { mf_coach: { entry, version: '0.2.0-abc', shared: incompatibleShared } },
      { mf_coach: { entry, version: '0.1.0-def', shared: compatibleShared } },
    );
    federation.loadRemote.mockResolvedValue({
      bootstrap: async () => undefined,
      mount: async ({ domElement }: { domElement: HTMLElement }) => {
        domElement.textContent = 'Coach area';
      },
      unmount: async () => undefined,
      update: async () => undefined,
    });
    await renderCoachArea();
    await screen.findByRole('alert');

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Coach area')).toBeVisible();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(federation.registerRemotes).toHaveBeenCalledWith(
      [{ name: 'mf_coach', entry: `${entry}?attempt=1`, type: 'module' }],
      { force: false },
    );
  });

  it('mounts the remote into a shown container, so what it measures or scrolls on mount works', async () => {
    serveManifests({
      mf_coach: { entry: 'http://127.0.0.1:4000/remoteEntry.js', shared: compatibleShared },
    });
    let wasHiddenAtMount: boolean | null = null;
    const update = vi.fn(async () => undefined);
    federation.loadRemote.mockResolvedValue({
      bootstrap: async () => undefined,
      mount: async ({ domElement }: { domElement: HTMLElement }) => {
        wasHiddenAtMount = domElement.closest('[hidden]') !== null;
        domElement.textContent = 'Coach area';
      },
      unmount: async () => undefined,
      update,
    });
    await renderCoachArea();
    expect(await screen.findByText('Coach area')).toBeVisible();
    expect(wasHiddenAtMount).toBe(false);
    // The props sent once mounted have arrived before the area unmounts.
    await waitFor(() => expect(update).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

  it('shows the plain fallback when the remote fails to load for another reason', async () => {
    serveManifests({});
    await renderCoachArea();
    const card = await screen.findByRole('alert');
    expect(card).toHaveTextContent("We couldn't load this part of RepWise");
  });
});
