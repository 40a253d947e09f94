// CPU accounting from /proc (Linux): how much of the machine the benchmark's own processes used
// during a run, and how much went to everything else (other work on a shared machine is noise).
import { readFileSync } from 'node:fs';

const ticksPerSecond = 100; // USER_HZ, 100 on every Linux this project runs on

/** @param {string} pid */
function readTicks(pid) {
  // Fields after "(comm) ": state is [0], utime [11], stime [12], cutime [13], cstime [14].
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ').at(-1)?.split(' ') ?? [];
  return {
    own: Number(fields[11]) + Number(fields[12]),
    reaped: Number(fields[13]) + Number(fields[14]),
  };
}

/** @param {string} pid */
function childrenOf(pid) {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(' ').filter(Boolean);
  } catch {
    return [];
  }
}

/**
 * A process and its descendants, as pid strings (parents first).
 * @param {number | string | undefined} rootPid
 */
export function processTree(rootPid) {
  /** @type {string[]} */
  const tree = [];
  const pending = [String(rootPid)];
  for (let pid = pending.pop(); pid !== undefined; pid = pending.pop()) {
    tree.push(pid);
    pending.push(...childrenOf(pid));
  }
  return tree;
}

/**
 * CPU seconds used by this process, its descendants and the children it has already reaped.
 * @param {number | undefined} rootPid
 */
function treeSeconds(rootPid) {
  let ticks = 0;
  for (const pid of processTree(rootPid)) {
    try {
      const { own, reaped } = readTicks(pid);
      ticks += own + (pid === String(rootPid) ? reaped : 0);
    } catch {
      // exited meanwhile
    }
  }
  return ticks / ticksPerSecond;
}

function machineBusySeconds() {
  const [, ...values] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
  const [user, nice, system, , , irq, softirq, steal] = values.map(Number);
  return (user + nice + system + irq + softirq + steal) / ticksPerSecond;
}

/**
 * What a CPU window measured: its length, CPU seconds per named process (and `autocannon`, the
 * rest of this process tree), the cores the benchmark used and those everything else used.
 * @typedef {{
 *   seconds: number,
 *   byProcess: Record<string, number>,
 *   benchCores: number,
 *   otherCores: number,
 * }} CpuUse
 */

/**
 * Starts a CPU window over the named processes (each with its descendants: nginx's worker);
 * `stop()` returns CPU seconds per process, the load generator's share (the rest of this process
 * tree, autocannon once reaped), and cores used by everything else on the machine.
 * @param {{ name: string, pid?: number }[]} [processes]
 * @returns {{ stop: () => CpuUse | null }}
 */
export function startCpuWindow(processes = []) {
  const sample = () => ({
    at: performance.now(),
    ours: treeSeconds(process.pid),
    busy: machineBusySeconds(),
    each: processes.map(({ pid }) => treeSeconds(pid)),
  });
  try {
    const start = sample();
    return {
      stop() {
        const end = sample();
        const seconds = (end.at - start.at) / 1000;
        const ours = end.ours - start.ours;
        const byProcess = Object.fromEntries(
          processes.map(({ name }, index) => [name, end.each[index] - start.each[index]]),
        );
        const named = Object.values(byProcess).reduce((total, value) => total + value, 0);
        byProcess.autocannon = Math.max(0, ours - named);
        return {
          seconds,
          byProcess,
          benchCores: ours / seconds,
          otherCores: Math.max(0, (end.busy - start.busy - ours) / seconds),
        };
      },
    };
  } catch {
    return { stop: () => null }; // no /proc
  }
}
