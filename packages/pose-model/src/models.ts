// The BlazePose models RepWise ships, where their TFLite sources live in @mediapipe/pose, and the
// cached conversion of all of them into a folder.
import { createHash } from 'node:crypto';
import { readFile, mkdir, writeFile, rename, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { convertToOnnx } from './convert';
import { readTfliteModel } from './tflite';

/** The person detector is the first file packed into pose_solution_packed_assets.data. */
export const DETECTOR_BYTES = 2962288;
/** The converter's own sources: a change to any of them rebuilds cached models. */
const CONVERTER_SOURCES = ['convert.ts', 'tflite.ts', 'weights.ts', 'onnx-proto.ts', 'models.ts'];

export type ModelName =
  'pose_detection' | 'pose_landmark_lite' | 'pose_landmark_full' | 'pose_landmark_heavy';

export interface ModelSpec {
  name: ModelName;
  /** File in @mediapipe/pose and the byte range holding the .tflite. */
  source: string;
  bytes?: number;
  outputs: string[];
}

const LANDMARK_OUTPUTS = ['Identity', 'Identity_1', 'Identity_4'];

export const MODELS: ModelSpec[] = [
  {
    name: 'pose_detection',
    source: 'pose_solution_packed_assets.data',
    bytes: DETECTOR_BYTES,
    outputs: ['Identity', 'Identity_1'],
  },
  { name: 'pose_landmark_lite', source: 'pose_landmark_lite.tflite', outputs: LANDMARK_OUTPUTS },
  { name: 'pose_landmark_full', source: 'pose_landmark_full.tflite', outputs: LANDMARK_OUTPUTS },
  { name: 'pose_landmark_heavy', source: 'pose_landmark_heavy.tflite', outputs: LANDMARK_OUTPUTS },
];

/** The folder of the installed @mediapipe/pose package. */
export function mediapipePoseDir(): string {
  const require = createRequire(import.meta.url);
  return path.dirname(require.resolve('@mediapipe/pose/package.json'));
}

export async function readTfliteSource(
  spec: ModelSpec,
  packageDir = mediapipePoseDir(),
): Promise<Uint8Array> {
  const file = await readFile(path.join(packageDir, spec.source));
  const bytes = new Uint8Array(file.buffer, file.byteOffset, file.byteLength);
  return spec.bytes ? bytes.subarray(0, spec.bytes) : bytes;
}

/** Converts one model (TFLite bytes → ONNX bytes). */
export function convertModel(spec: ModelSpec, tflite: Uint8Array): Uint8Array {
  return convertToOnnx(readTfliteModel(tflite), { outputs: spec.outputs, graphName: spec.name });
}

export interface ConvertResult {
  name: ModelName;
  file: string;
  bytes: number;
  cached: boolean;
}

/**
 * Writes `<name>.onnx` for every model into `outDir`. A model is converted again only when its
 * TFLite source or the converter changed (a `<name>.onnx.key` file beside it holds the hash).
 */
export async function convertAll(
  outDir: string,
  names: ModelName[] = MODELS.map((m) => m.name),
): Promise<ConvertResult[]> {
  await mkdir(outDir, { recursive: true });
  const packageDir = mediapipePoseDir();
  const converter = createHash('sha256');
  const sourceDir = path.dirname(fileURLToPath(import.meta.url));
  for (const source of CONVERTER_SOURCES)
    converter.update(await readFile(path.join(sourceDir, source)));
  const converterHash = converter.digest('hex');
  const results: ConvertResult[] = [];
  for (const spec of MODELS.filter((m) => names.includes(m.name))) {
    const file = path.join(outDir, `${spec.name}.onnx`);
    const tflite = await readTfliteSource(spec, packageDir);
    const key = createHash('sha256').update(converterHash).update(tflite).digest('hex');
    if ((await readText(`${file}.key`)) === key && (await exists(file))) {
      results.push({ name: spec.name, file, bytes: (await stat(file)).size, cached: true });
      continue;
    }
    const onnx = convertModel(spec, tflite);
    await writeFile(`${file}.tmp`, onnx);
    await rename(`${file}.tmp`, file);
    await writeFile(`${file}.key`, key);
    results.push({ name: spec.name, file, bytes: onnx.length, cached: false });
  }
  return results;
}

async function readText(file: string): Promise<string | null> {
  return readFile(file, 'utf8').catch(() => null);
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}
