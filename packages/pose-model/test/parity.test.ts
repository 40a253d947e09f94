// Converter parity: the models converted from @mediapipe/pose's TFLite files give the same outputs
// as the reference ONNX conversions in ../shared/pose/models (a test oracle, never shipped) on the
// same inputs, run with onnxruntime-web's WASM backend in Node.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as ort from 'onnxruntime-web';
import { beforeAll, describe, expect, it } from 'vitest';
import { MODELS, convertModel, readTfliteSource, type ModelName } from '../src/models';
import { cropToTensor, decodePng, type RgbImage } from './png';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const shared = path.resolve(repoRoot, '../shared/pose');
const REFERENCES: Partial<Record<ModelName, string>> = {
  pose_detection: 'pose_detection_mp224.onnx',
  pose_landmark_lite: 'pose_landmark_lite_noseg.onnx',
  pose_landmark_full: 'pose_landmark_full_noseg.onnx',
};

ort.env.wasm.numThreads = 1;

async function session(bytes: Uint8Array): Promise<ort.InferenceSession> {
  return ort.InferenceSession.create(bytes, { executionProviders: ['wasm'] });
}

async function converted(name: ModelName): Promise<ort.InferenceSession> {
  const spec = MODELS.find((m) => m.name === name)!;
  return session(convertModel(spec, await readTfliteSource(spec)));
}

async function run(
  s: ort.InferenceSession,
  input: Float32Array,
  size: number,
): Promise<Record<string, Float32Array>> {
  const result = await s.run({ input_1: new ort.Tensor('float32', input, [1, 3, size, size]) });
  return Object.fromEntries(Object.entries(result).map(([k, v]) => [k, v.data as Float32Array]));
}

/** Largest absolute difference, relative to the reference's largest magnitude (at least 1). */
function relativeError(actual: Float32Array, expected: Float32Array): number {
  let diff = 0;
  let magnitude = 1;
  for (let i = 0; i < expected.length; i++) {
    diff = Math.max(diff, Math.abs(actual[i]! - expected[i]!));
    magnitude = Math.max(magnitude, Math.abs(expected[i]!));
  }
  return diff / magnitude;
}

function noise(length: number, seed: number): Float32Array {
  let state = seed;
  return Float32Array.from({ length }, () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  });
}

describe.skipIf(!existsSync(shared))(
  'converted BlazePose models match the reference conversions',
  () => {
    let image: RgbImage;
    beforeAll(() => {
      image = decodePng(readFileSync(path.join(shared, 'images/basketball1.png')));
    });

    for (const [name, reference] of Object.entries(REFERENCES) as [ModelName, string][]) {
      const isDetector = name === 'pose_detection';
      const size = isDetector ? 224 : 256;
      const range: [number, number] = isDetector ? [-1, 1] : [0, 1];

      it(`${name} gives the reference outputs on a sample image and on noise`, async () => {
        const mine = await converted(name);
        const theirs = await session(readFileSync(path.join(shared, 'models', reference)));
        expect(mine.inputNames).toEqual(['input_1']);
        expect([...mine.outputNames].sort()).toEqual([...theirs.outputNames].sort());
        const side = Math.max(image.width, image.height);
        const inputs = [
          // the whole frame letterboxed (what the detector sees) and the person's crop (reference ROI)
          cropToTensor(image, { cx: image.width / 2, cy: image.height / 2, side }, size, range),
          cropToTensor(image, { cx: 88.6, cy: 277.4, side: 483.42 }, size, range),
          noise(3 * size * size, 7).map((v) => range[0] + (range[1] - range[0]) * v),
        ];
        for (const input of inputs) {
          const a = await run(mine, input, size);
          const b = await run(theirs, input, size);
          for (const output of theirs.outputNames) {
            expect(a[output]!.length, output).toBe(b[output]!.length);
            expect(relativeError(a[output]!, b[output]!), output).toBeLessThan(1e-4);
          }
        }
      }, 300_000);
    }

    it('pose_landmark_heavy converts and finds the person in the sample crop', async () => {
      const heavy = await converted('pose_landmark_heavy');
      const input = cropToTensor(image, { cx: 88.6, cy: 277.4, side: 483.42 }, 256, [0, 1]);
      const out = await run(heavy, input, 256);
      expect(out.Identity!.length).toBe(195);
      expect(out.Identity_4!.length).toBe(117);
      expect(out.Identity_1![0]).toBeGreaterThan(0.9);
    }, 300_000);
  },
);
