/**
 * The part of a Module Federation runtime the loader uses: `@module-federation/runtime`'s
 * functions in the shell, a remote's own runtime instance inside a remote.
 */
export interface FederationRuntime {
  registerRemotes: (
    remotes: { name: string; entry: string; type: 'module' }[],
    options?: { force?: boolean },
  ) => void;
  loadRemote: (id: string) => Promise<unknown>;
}

interface NamedFederationRuntime extends FederationRuntime {
  options: { name: string };
}

function isNamedFederationRuntime(value: unknown): value is NamedFederationRuntime {
  if (typeof value !== 'object' || value === null) return false;
  const options: unknown = Reflect.get(value, 'options');
  return (
    typeof options === 'object' &&
    options !== null &&
    typeof Reflect.get(options, 'name') === 'string' &&
    typeof Reflect.get(value, 'registerRemotes') === 'function' &&
    typeof Reflect.get(value, 'loadRemote') === 'function'
  );
}

/**
 * The runtime instance named `ownName` on this page (any instance when there is none of that name,
 * e.g. a standalone dev page), found through the runtime's documented global
 * `__FEDERATION__.__INSTANCES__`. A remote loading another remote through its own instance shares
 * the scope the shell gave it, so the page keeps one React, and no second runtime copy is bundled.
 * Throws when no runtime is loaded on the page.
 */
export function findPageFederationRuntime(ownName: string): FederationRuntime {
  const federation: unknown = Reflect.get(globalThis, '__FEDERATION__');
  const instances: unknown =
    typeof federation === 'object' && federation !== null
      ? Reflect.get(federation, '__INSTANCES__')
      : null;
  const runtimes = Array.isArray(instances) ? instances.filter(isNamedFederationRuntime) : [];
  const runtime = runtimes.find((r) => r.options.name === ownName) ?? runtimes[0];
  if (!runtime) throw new Error('The Module Federation runtime is not loaded on this page');
  return runtime;
}
