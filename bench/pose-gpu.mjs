// npm run bench:pose-gpu -- [--models <dir>] [--frames <n>] [--backend webgpu,wasm] [model ...]
//
// Times the pose models alone through onnxruntime-web's WebGPU execution provider on a real GPU,
// where Chromium is not at hand (the device machines lent for GPU checks have no browser): the
// product's own `onnxruntime-web/webgpu` bundle and asyncify WASM binary, one WASM thread,
// graphOptimizationLevel 'all' and every output read back with getData, as
// `mf-pose/src/pipeline/runtime.ts` does, on Dawn (the WebGPU implementation inside Chromium)
// through its Node binding, the `webgpu` package. That package is 130 MB of prebuilt binaries for
// five platforms, so it is not a dependency: `npm i --no-save webgpu@0.6.2` first.
// Prints the adapter (a SwiftShader adapter is labelled: not a GPU figure) and per model the open
// time and per-frame p50/p95/mean and frames per second. A one-node model measures the floor that
// every run pays (dispatch, readback and the binding's event polling).
import { readFileSync, writeFileSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    models: { type: 'string', default: 'mf-pose/dist/assets/models' },
    frames: { type: 'string', default: '300' },
    backend: { type: 'string', default: 'webgpu' },
  },
});
const WARM_UP_FRAMES = 20;
const frames = Number(values.frames);
const backends = values.backend.split(',');
/** Model file → the square input edge the pipeline feeds it. */
const INPUT_EDGE = /** @type {Record<string, number>} */ ({
  'pose_detection.onnx': 224,
  'pose_landmark_lite.onnx': 256,
  'pose_landmark_full.onnx': 256,
  'pose_landmark_heavy.onnx': 256,
});
const models = positionals.length ? positionals : Object.keys(INPUT_EDGE);

const require = createRequire(import.meta.url);
const ortDist = join(require.resolve('onnxruntime-web/webgpu'), '..');

/** A Relu over 4×4×3 floats as an ONNX file (hand-encoded protobuf): the per-run floor. */
function floorModel() {
  /** @param {number} field @param {Uint8Array | string} body */
  const bytes = (field, body) => {
    const data = typeof body === 'string' ? new TextEncoder().encode(body) : body;
    return Uint8Array.of((field << 3) | 2, data.length, ...data);
  };
  /** @param {number} field @param {number} value */
  const varint = (field, value) => Uint8Array.of(field << 3, value);
  /** @param {...Uint8Array} parts */
  const concat = (...parts) => Uint8Array.from(parts.flatMap((part) => [...part]));
  const dims = concat(...[1, 4, 4, 3].map((dim) => bytes(1, varint(1, dim))));
  /** @param {string} name */
  const valueInfo = (name) =>
    concat(bytes(1, name), bytes(2, bytes(1, concat(varint(1, 1), bytes(2, dims)))));
  const node = concat(bytes(1, 'x'), bytes(2, 'y'), bytes(4, 'Relu'));
  const graph = concat(
    bytes(1, node),
    bytes(2, 'floor'),
    bytes(11, valueInfo('x')),
    bytes(12, valueInfo('y')),
  );
  return concat(varint(1, 8), bytes(7, graph), bytes(8, varint(2, 13)));
}

/** @returns {Promise<{ gpu: any, label: string } | null>} */
async function openGpu() {
  const name = 'webgpu';
  /** @type {any} */
  let dawn;
  try {
    dawn = await import(name);
  } catch {
    console.log('No Dawn binding: run `npm i --no-save webgpu@0.6.2` for the webgpu backend.');
    return null;
  }
  Object.assign(globalThis, dawn.globals);
  const gpu = dawn.create([]);
  const adapter = await gpu.requestAdapter({ powerPreference: 'high-performance' });
  if (!adapter) {
    console.log('No WebGPU adapter (is a Vulkan driver installed and VK_DRIVER_FILES set?).');
    return null;
  }
  const { vendor, architecture, device, description } = adapter.info;
  const software = /swiftshader|llvmpipe/i.test(`${architecture} ${device} ${description}`);
  // ORT's WASM memory is a SharedArrayBuffer, whose views the Node binding refuses to upload;
  // Chromium's binding copies them into staging memory anyway, so copy them here.
  const probe = await adapter.requestDevice();
  const queue = Object.getPrototypeOf(probe.queue);
  const writeBuffer = queue.writeBuffer;
  /** @type {(this: unknown, buffer: unknown, offset: number, data: ArrayBufferView, from?: number, size?: number) => void} */
  queue.writeBuffer = function (buffer, offset, data, from = 0, size) {
    if (!(data.buffer instanceof SharedArrayBuffer))
      return writeBuffer.call(this, buffer, offset, data, from, size);
    const unit = 'BYTES_PER_ELEMENT' in data ? Number(data.BYTES_PER_ELEMENT) : 1;
    const view = new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
    const end = size === undefined ? view.length : from * unit + size * unit;
    return writeBuffer.call(this, buffer, offset, view.slice(from * unit, end));
  };
  probe.destroy();
  return {
    gpu,
    label: `${vendor} ${device || architecture} (${description})${software ? ': a software adapter, not a GPU figure' : ''}`,
  };
}

/** @param {number[]} sorted @param {number} p */
const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

const opened = backends.includes('webgpu') ? await openGpu() : null;
if (opened) {
  Object.defineProperty(globalThis, 'navigator', {
    value: { gpu: opened.gpu, hardwareConcurrency: 1, userAgent: 'node' },
    configurable: true,
  });
  console.log(`adapter: ${opened.label}`);
}
const ort = await import(join(ortDist, 'ort.webgpu.bundle.min.mjs'));
ort.env.wasm.wasmBinary = readFileSync(join(ortDist, 'ort-wasm-simd-threaded.asyncify.wasm'));
ort.env.wasm.numThreads = 1;
ort.env.logLevel = 'error';

const scratch = mkdtempSync(join(tmpdir(), 'pose-gpu-'));
const floorFile = join(scratch, 'floor.onnx');
writeFileSync(floorFile, floorModel());
const runs = [
  { name: 'floor (one Relu)', file: floorFile, edge: 4 },
  ...models.map((model) => ({
    name: model,
    file: resolve(values.models, model),
    edge: INPUT_EDGE[model] ?? 256,
  })),
];
for (const run of runs) {
  for (const backend of backends) {
    if (backend === 'webgpu' && !opened) continue;
    const started = performance.now();
    /** @type {any} */
    let session;
    try {
      session = await ort.InferenceSession.create(new Uint8Array(readFileSync(run.file)), {
        executionProviders: [backend],
        graphOptimizationLevel: 'all',
      });
    } catch (error) {
      console.log(`${run.name} [${backend}]: could not open: ${String(error).slice(0, 300)}`);
      continue;
    }
    const openMs = performance.now() - started;
    const shape = session.inputMetadata?.[0]?.shape;
    const dims = shape?.[1] === 3 ? [1, 3, run.edge, run.edge] : [1, run.edge, run.edge, 3];
    const input = new Float32Array(3 * run.edge * run.edge);
    /** @type {number[]} */
    const times = [];
    for (let frame = 0; frame < frames + WARM_UP_FRAMES; frame++) {
      for (let i = 0; i < input.length; i += 97) input[i] = ((frame * 31 + i) % 255) / 255;
      const feeds = { [session.inputNames[0]]: new ort.Tensor('float32', input, dims) };
      const t0 = performance.now();
      const outputs = await session.run(feeds);
      await Promise.all(Object.values(outputs).map((output) => output.getData()));
      if (frame >= WARM_UP_FRAMES) times.push(performance.now() - t0);
    }
    await session.release();
    times.sort((a, b) => a - b);
    const mean = times.reduce((sum, time) => sum + time, 0) / times.length;
    console.log(
      `${run.name} [${backend}] input ${run.edge}×${run.edge}: open ${openMs.toFixed(0)} ms; ` +
        `p50 ${percentile(times, 50).toFixed(2)} ms, p95 ${percentile(times, 95).toFixed(2)} ms, ` +
        `mean ${mean.toFixed(2)} ms = ${(1000 / mean).toFixed(0)} fps (${times.length} frames)`,
    );
  }
}
rmSync(scratch, { recursive: true, force: true });
process.exit(0);
