// Reads a V8 .cpuprofile (bench/lib/cpu-profile.mjs writes them) and lists the frames that used
// the most CPU by themselves, as shares of the samples that were not idle.
import { readFileSync } from 'node:fs';

/**
 * The parts of a V8 CPU profile read here (node:inspector's `Profiler.Profile`).
 * @typedef {import('node:inspector').Profiler.Profile} CpuProfile
 * @typedef {import('node:inspector').Runtime.CallFrame} CallFrame
 */

const idleFrames = new Set(['(idle)', '(program)']);

/**
 * `name file:line` with node_modules and the repository root taken off the path.
 * @param {CallFrame} callFrame
 */
function frameName(callFrame) {
  const file = callFrame.url
    .replace(/^.*node_modules\//, '')
    .replace(/^file:\/\/.*?\/(gateway|packages|services)\//, '$1/');
  return `${callFrame.functionName || '(anonymous)'} ${file ? `${file}:${callFrame.lineNumber + 1}` : '(native)'}`;
}

/**
 * The `count` frames with the most self time in the profile at `file`, each with its share of the
 * busy (not idle) time, and the busy share of the whole profile.
 * @param {string} file
 */
export function topSelfFrames(file, count = 15) {
  /** @type {CpuProfile} */
  const profile = JSON.parse(readFileSync(file, 'utf8'));
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  /** @type {Map<string, number>} */
  const selfMicros = new Map();
  let totalMicros = 0;
  let idleMicros = 0;
  (profile.samples ?? []).forEach((id, index) => {
    const micros = profile.timeDeltas?.[index] ?? 0;
    const node = nodes.get(id);
    if (!node) return;
    const { callFrame } = node;
    totalMicros += micros;
    if (idleFrames.has(callFrame.functionName)) {
      idleMicros += micros;
      return;
    }
    const name = frameName(callFrame);
    selfMicros.set(name, (selfMicros.get(name) ?? 0) + micros);
  });
  const busyMicros = totalMicros - idleMicros;
  const frames = [...selfMicros]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, micros]) => ({ name, share: micros / busyMicros }));
  return { frames, busyShare: busyMicros / totalMicros };
}
