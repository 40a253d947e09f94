import { isRemoteAppModule, type RemoteAppModule } from '@repwise/contracts';
import { remoteAppModule, type RemoteName } from '@repwise/federation';
import { loadFederatedModule } from '@repwise/federation/runtime';
import { loadRemote, registerRemotes } from '@module-federation/runtime';

/**
 * Loads a remote's `./app` lifecycles through the shell's Module Federation runtime (see
 * `loadFederatedModule` for when it rejects); rejects too when the module is not single-spa
 * lifecycles.
 */
export async function loadRemoteApp(name: RemoteName, attempt: number): Promise<RemoteAppModule> {
  const loaded = await loadFederatedModule({
    remote: name,
    module: remoteAppModule,
    attempt,
    getRuntime: () => ({ registerRemotes, loadRemote }),
  });
  if (!isRemoteAppModule(loaded)) throw new Error(`${name} does not expose single-spa lifecycles`);
  return loaded;
}
