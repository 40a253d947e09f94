// Preloaded into each service by `bench:plans -- --cpu-prof DIR` (NODE_OPTIONS=--import=<this file>):
// Node 20 refuses `--cpu-prof` in NODE_OPTIONS, so this drives V8's sampling profiler through the
// in-process inspector: SIGUSR2 starts it (the benchmark sends it when its measured part begins, so
// start-up is left out) and exit writes `<DIR>/<folder>-<pid>.cpuprofile` (open it in Chrome
// DevTools or speedscope). Does nothing without REPWISE_CPU_PROFILE_DIR.
import { mkdirSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import path from 'node:path';

const dir = process.env.REPWISE_CPU_PROFILE_DIR;
if (dir) {
  const session = new Session();
  session.connect();
  let isProfiling = false;
  process.on('SIGUSR2', () => {
    if (isProfiling) return;
    isProfiling = true;
    session.post('Profiler.enable');
    session.post('Profiler.start');
  });
  process.on('exit', () => {
    if (!isProfiling) return;
    // The in-process session answers synchronously, so this still runs inside 'exit'.
    session.post('Profiler.stop', (error, result) => {
      if (error) return;
      mkdirSync(dir, { recursive: true });
      const name = `${path.basename(process.cwd())}-${process.pid}.cpuprofile`;
      writeFileSync(path.join(dir, name), JSON.stringify(result.profile));
    });
  });
}
