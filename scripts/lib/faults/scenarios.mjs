// The fault scenarios in the order they run; `number` is what `--only` selects.
import { killOneCopyScenario } from './kill-copy.mjs';
import { killWorkerScenario } from './kill-worker.mjs';
import { remoteDownScenario } from './remote-down.mjs';
import { restartInfraScenario } from './restart-infra.mjs';
import { stopFirstCopyScenario } from './stop-first-copy.mjs';
import { stopServiceScenario } from './stop-service.mjs';

/** Every scenario, each `{ number, title, run(context, log) }`. */
export function buildScenarios() {
  return [
    { number: '1', ...killOneCopyScenario },
    { number: '2', ...stopServiceScenario },
    { number: '3', ...killWorkerScenario },
    { number: '4', ...restartInfraScenario },
    { number: '5', ...remoteDownScenario },
    { number: '6', ...stopFirstCopyScenario },
  ];
}
