// `npm run publish:remote -- <remote>`: builds one remote into a new immutable release, checks it
// against the running shell and the other live remotes, and points the runtime manifest at it; the
// running shell uses it from the next page load, with no shell rebuild or restart. `--rollback`
// points the manifest back at an earlier version, `--list` shows them. Exit codes: 0 done,
// 1 failed, 2 usage, 3 refused as incompatible.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { readManifestFile, updateManifestFile } from '@repwise/federation/releases/manifest-file';
import {
  chooseRollbackTarget,
  commitRelease,
  createStagingDir,
  ReleaseError,
} from '@repwise/federation/releases/release-store';
import { readBuildInfo } from '@repwise/federation/build-info';
import { runtimeFile as defaultRuntimeFile } from './lib/paths.mjs';
import {
  assertCompatible,
  assertServable,
  buildRemote,
  describeSource,
  findRemoteDefinition,
  findServedRemote,
  IncompatibleReleaseError,
  listServableVersions,
  loadRunningSystem,
  readShellShared,
  workspaceSource,
} from './lib/releases-system.mjs';

const usage = `Usage: npm run publish:remote -- <remote> [--source DIR]
       npm run publish:remote -- <remote> --rollback [VERSION]
       npm run publish:remote -- <remote> --list

  <remote>            mf-coach, mf_coach or coach (any of the five remotes)
  (no option)         build the remote and make the new release live
  --source DIR        build from DIR (a copy of the remote's folder) instead of the workspace's
  --rollback          make the version published before the live one live again
  --rollback VERSION  make VERSION live (any version --list shows)
  --list              list the remote's versions; ▸ marks the live one
  --runtime FILE      the running system (default .data/runtime.json, or REPWISE_RUNTIME_FILE)

Exit codes: 0 done, 1 failed, 2 usage, 3 refused as incompatible with the running system.`;

function readOptions() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      source: { type: 'string' },
      rollback: { type: 'boolean', default: false },
      list: { type: 'boolean', default: false },
      runtime: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log(usage);
    process.exit(0);
  }
  const [remote, version, ...extra] = positionals;
  const isUsable =
    remote !== undefined &&
    extra.length === 0 &&
    (version === undefined || values.rollback) &&
    !(values.rollback && values.list) &&
    !(values.source && (values.rollback || values.list));
  if (!isUsable) {
    console.error(usage);
    process.exit(2);
  }
  let definition;
  try {
    definition = findRemoteDefinition(remote);
  } catch (error) {
    console.error(`✖ ${error instanceof Error ? error.message : error}\n\n${usage}`);
    process.exit(2);
  }
  return {
    remote: definition,
    version,
    source: values.source,
    mode: values.list ? 'list' : values.rollback ? 'rollback' : 'publish',
    runtimeFile: values.runtime ?? process.env.REPWISE_RUNTIME_FILE ?? defaultRuntimeFile,
  };
}

/** @typedef {import('./lib/releases-system.mjs').RunningSystem} RunningSystem */
/** @typedef {import('./lib/releases-system.mjs').RemoteDefinition} RemoteDefinition */
/** @typedef {ReturnType<typeof listServableVersions>[number]} ServableVersion */

/**
 * Points the manifest at `target` under the manifest's lock, after checking it against the shell
 * and the remotes live at that moment and that its server answers it.
 * @param {RunningSystem} system
 * @param {RemoteDefinition} remote
 * @param {ServableVersion} target
 */
function makeLive(system, remote, target) {
  const shellShared = readShellShared(system);
  return updateManifestFile(system.manifestFile, async (manifest) => {
    const candidate = { name: remote.name, version: target.version, shared: target.shared };
    assertCompatible(candidate, { shellShared, manifest });
    await assertServable(target.entry);
    const entry = { entry: target.entry, version: target.version, shared: target.shared };
    return { manifest: { ...manifest, [remote.name]: entry }, result: manifest[remote.name] };
  });
}

/**
 * @param {RunningSystem} system
 * @param {RemoteDefinition} remote
 * @param {string | undefined} sourceOption the folder to build, else the workspace's
 */
async function publish(system, remote, sourceOption) {
  const served = findServedRemote(system, remote.name);
  const sourceDir = sourceOption ? path.resolve(sourceOption) : workspaceSource(remote);
  // Checked before building (seconds saved on a refusal) and again on the build's own record.
  const source = describeSource(sourceDir, remote);
  const shellShared = readShellShared(system);
  assertCompatible(
    { ...source, version: `as built from ${sourceDir}` },
    { shellShared, manifest: readManifestFile(system.manifestFile) },
  );

  console.log(`Building ${remote.name} from ${sourceDir}…`);
  const stagingDir = createStagingDir(served.releasesDir);
  try {
    await buildRemote(sourceDir, stagingDir);
    const built = readBuildInfo(stagingDir);
    if (built?.name !== remote.name)
      throw new ReleaseError(
        `${sourceDir} builds ${built?.name ?? 'no federated remote'}, not ${remote.name}`,
      );
  } catch (error) {
    rmSync(stagingDir, { recursive: true, force: true });
    throw error;
  }
  const { release, isNew } = commitRelease(served.releasesDir, stagingDir, {
    publishedAt: new Date().toISOString(),
    source: sourceDir,
  });
  if (!isNew) console.log(`The same build was published before as ${release.version}.`);
  const target = listServableVersions(system, remote.name).find(
    (version) => version.version === release.version,
  );
  if (!target) throw new ReleaseError(`release ${release.version} vanished after publishing`);
  await makeLive(system, remote, target);
  console.log(`✔ ${remote.name} ${release.version} is live: ${target.entry}`);
  console.log('  The app uses it from the next page load.');
  console.log(`  Roll back with: npm run publish:remote -- ${remote.folder} --rollback`);
}

/**
 * @param {RunningSystem} system
 * @param {RemoteDefinition} remote
 * @param {string | undefined} requestedVersion
 */
async function rollback(system, remote, requestedVersion) {
  const liveVersion = readManifestFile(system.manifestFile)[remote.name]?.version;
  const versions = listServableVersions(system, remote.name);
  const target = chooseRollbackTarget(versions, liveVersion, requestedVersion);
  if (target.version === liveVersion) {
    console.log(`${remote.name} ${target.version} is already live.`);
    return;
  }
  await makeLive(system, remote, target);
  console.log(`✔ ${remote.name} ${target.version} is live again (was ${liveVersion ?? 'none'}).`);
  console.log('  The app uses it from the next page load.');
}

/**
 * @param {RunningSystem} system
 * @param {RemoteDefinition} remote
 */
async function list(system, remote) {
  const liveVersion = readManifestFile(system.manifestFile)[remote.name]?.version;
  const versions = listServableVersions(system, remote.name);
  console.log(`${remote.name}: ${versions.length} version(s), oldest first`);
  for (const version of versions) {
    const marker = version.version === liveVersion ? '▸' : ' ';
    const when = version.publishedAt.replace('T', ' ').slice(0, 19);
    console.log(`${marker} ${version.version.padEnd(22)} ${when}  ${version.source}`);
  }
}

try {
  const options = readOptions();
  const system = loadRunningSystem(options.runtimeFile);
  if (options.mode === 'list') await list(system, options.remote);
  else if (options.mode === 'rollback') await rollback(system, options.remote, options.version);
  else await publish(system, options.remote, options.source);
} catch (error) {
  if (error instanceof IncompatibleReleaseError) {
    console.error(`✖ Refused: ${error.message}`);
    process.exit(3);
  }
  // A release error is a sentence for the person publishing; anything else gets its stack.
  console.error(
    `✖ ${error instanceof ReleaseError ? error.message : (/** @type {{ stack?: string } | undefined} */ (error)?.stack ?? error)}`,
  );
  process.exit(1);
}
