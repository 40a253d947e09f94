// Per-copy CPU limits for `bench:load --copy-cpu`: each copy of a service in a cgroup of its own
// with a CFS quota, as a container with `resources.limits.cpu` runs. On a machine with fewer cores
// than the stack could use, this is how one copy's capacity is made the limit, so that what a
// second copy adds can be measured (bench/README.md). Linux only, and the cgroup cpu controller
// must be writable (root, or a delegated cgroup).
import { existsSync, mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { processTree } from './cpu.mjs';

/** The kernel's and Kubernetes' default CFS period. */
const periodMicros = 100_000;

/** @param {string} file */
function readWords(file) {
  try {
    return readFileSync(file, 'utf8').trim().split(/\s+/);
  } catch {
    return [];
  }
}

/** The cgroup cpu controller: v2 when the unified hierarchy has it, else v1's cpu hierarchy. */
function findController() {
  const unified = '/sys/fs/cgroup';
  if (readWords(path.join(unified, 'cgroup.controllers')).includes('cpu'))
    return { version: 2, root: unified };
  const legacy = '/sys/fs/cgroup/cpu';
  if (existsSync(path.join(legacy, 'cpu.cfs_quota_us'))) return { version: 1, root: legacy };
  return null;
}

/**
 * @param {{ version: number }} controller
 * @param {string} group the cgroup's folder
 * @param {number} quotaMicros
 */
function writeQuota({ version }, group, quotaMicros) {
  if (version === 2) {
    writeFileSync(path.join(group, 'cpu.max'), `${quotaMicros} ${periodMicros}`);
  } else {
    writeFileSync(path.join(group, 'cpu.cfs_period_us'), String(periodMicros));
    writeFileSync(path.join(group, 'cpu.cfs_quota_us'), String(quotaMicros));
  }
}

/**
 * Prepares limits of `cores` CPU per confined process tree. Throws with the reason when the
 * machine cannot enforce them. `confine(name, pid)` moves a process and its descendants into a
 * group of their own; `release()` moves whatever is left back and removes the groups.
 * @param {number} cores
 */
export function createCpuLimits(cores) {
  const controller = findController();
  if (!controller)
    throw new Error('--copy-cpu needs the cgroup cpu controller (Linux, /sys/fs/cgroup)');
  const base = path.join(controller.root, `repwise-bench-${process.pid}`);
  const createBase = () => {
    if (existsSync(base)) return;
    if (controller.version === 2)
      writeFileSync(path.join(controller.root, 'cgroup.subtree_control'), '+cpu');
    mkdirSync(base);
    if (controller.version === 2) writeFileSync(path.join(base, 'cgroup.subtree_control'), '+cpu');
  };
  try {
    createBase();
  } catch (error) {
    throw new Error(
      `--copy-cpu could not create a cgroup under ${controller.root} (${/** @type {NodeJS.ErrnoException} */ (error).code ?? /** @type {Error} */ (error).message}): run as root or in a delegated cgroup`,
    );
  }
  const quotaMicros = Math.round(cores * periodMicros);
  /** @type {string[]} */
  const groups = [];
  return {
    description: `${cores} cores (cgroup v${controller.version} CPU quota, ${quotaMicros / 1000} ms of every ${periodMicros / 1000} ms)`,
    /**
     * @param {string} name
     * @param {number | undefined} pid
     */
    confine(name, pid) {
      createBase();
      const group = path.join(base, name.replace(/[^\w-]/g, '_'));
      if (!existsSync(group)) {
        mkdirSync(group);
        groups.push(group);
      }
      writeQuota(controller, group, quotaMicros);
      // cgroup.procs moves a whole process (every thread); children started later follow it.
      for (const member of processTree(pid)) {
        writeFileSync(path.join(group, 'cgroup.procs'), String(member));
      }
    },
    release() {
      for (const group of [...groups.splice(0), base]) {
        for (const pid of readWords(path.join(group, 'cgroup.procs')).filter(Boolean)) {
          try {
            writeFileSync(path.join(controller.root, 'cgroup.procs'), pid);
          } catch {
            // exited meanwhile
          }
        }
        try {
          rmdirSync(group);
        } catch {
          // already gone, or a process could not be moved out: the kernel keeps it until then
        }
      }
    },
  };
}
