// `npm start`: installs what is missing, builds what is stale, starts the whole product, prints its URL.
// Node built-ins only: this runs before dependencies are installed.
import { rmSync, writeFileSync } from 'node:fs';
import { ensureDependencies } from './lib/dependencies.mjs';
import { provideInfrastructure } from './lib/embedded-infra.mjs';
import { dataDir, logsDir, repoRoot, runtimeFile } from './lib/paths.mjs';
import { runOrThrow, step } from './lib/run-command.mjs';
import { loadDevelopmentSecrets } from './lib/secrets.mjs';
import { parseCopies, startStack, Supervisor } from './lib/stack.mjs';

const supervisor = new Supervisor({
  logsDir,
  onUnexpectedExit: (child, code, signal) => {
    console.error(
      `\n✖ ${child.name} stopped unexpectedly (${signal ?? `exit ${code}`}). Last lines of ${child.logFile}:`,
    );
    console.error(Supervisor.tail(child));
  },
});

let isShuttingDown = false;
/** @param {number} exitCode */
async function shutdown(exitCode) {
  if (isShuttingDown) return;
  isShuttingDown = true;
  console.log('\nStopping RepWise…');
  rmSync(runtimeFile, { force: true });
  await supervisor.stopAll();
  console.log('Stopped. Data is kept in .data/.');
  process.exit(exitCode);
}
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

try {
  await ensureDependencies();
  step('Building what changed');
  await runOrThrow('npx', ['turbo', 'run', 'build', '--output-logs=errors-only'], {
    cwd: repoRoot,
  });
  step('Starting database and Redis');
  const infra = await provideInfrastructure({ supervisor, dataDir, logsDir, persist: true });
  step('Starting services and gateway');
  const stack = await startStack({
    supervisor,
    ...infra,
    secrets: loadDevelopmentSecrets(),
    nodeEnv: 'development',
    logLevel: process.env.LOG_LEVEL ?? 'info',
    gatewayPort: Number(process.env.PORT ?? 8080),
    // `npm start -- --copies workouts=2,worker=2` (or REPWISE_COPIES) runs several copies of a service.
    copies: parseCopies(
      process.argv.includes('--copies')
        ? process.argv[process.argv.indexOf('--copies') + 1]
        : process.env.REPWISE_COPIES,
    ),
  });
  // Where the running system is, for `npm run ops` and `npm run publish:remote` (removed on stop).
  writeFileSync(
    runtimeFile,
    JSON.stringify(
      {
        gatewayUrl: stack.gatewayUrl,
        appUrl: stack.appUrl,
        redisUrl: infra.redisUrl,
        processPids: stack.processPids,
        frontends: stack.frontends,
      },
      null,
      2,
    ),
  );
  console.log(`\n✔ RepWise is running (${stack.services.join(', ')} + gateway). Logs: .data/logs/`);
  console.log(`\n  Open ${stack.appUrl}   (API gateway: ${stack.gatewayUrl}/api)\n`);
  console.log('Press Ctrl-C to stop.');
} catch (error) {
  console.error(`\n✖ Could not start RepWise: ${error instanceof Error ? error.message : error}`);
  for (const child of supervisor.children) {
    if (child.hasExited)
      console.error(`--- ${child.name} (${child.logFile}) ---\n${Supervisor.tail(child)}`);
  }
  await shutdown(1);
}
