// @ts-check
// Vite plugin: converts the BlazePose TFLite files of @mediapipe/pose into ONNX models with the
// project's own converter (packages/pose-model) and serves them as this remote's assets. The
// conversion is cached in node_modules/.cache/repwise-pose-models (rebuilt only when the TFLite
// sources or the converter change); the models are never committed.
// `virtual:pose-models` exports the URLs: { detector, landmarks: { lite, full, heavy } }.
import { execFileSync } from 'node:child_process';
import { createReadStream, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../..');
const converterCli = path.join(repoRoot, 'packages/pose-model/src/cli.ts');
export const POSE_MODELS_CACHE = path.join(repoRoot, 'node_modules/.cache/repwise-pose-models');
const VIRTUAL_ID = 'virtual:pose-models';
const RESOLVED_ID = '\0virtual:pose-models';
const DEV_PREFIX = '/@pose-models/';
const FILES = {
  detector: 'pose_detection.onnx',
  lite: 'pose_landmark_lite.onnx',
  full: 'pose_landmark_full.onnx',
  heavy: 'pose_landmark_heavy.onnx',
};

/** Runs the converter CLI (a separate Node process: the converter is TypeScript). */
export function convertPoseModels(outDir = POSE_MODELS_CACHE) {
  execFileSync(process.execPath, ['--import', 'tsx', converterCli, outDir], {
    cwd: path.join(repoRoot, 'packages/pose-model'),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return outDir;
}

/** @returns {import('vite').Plugin} */
export function poseModels() {
  /** @type {Record<string, string>} */
  const refs = {};
  let isBuild = false;
  return {
    name: 'repwise-pose-models',
    configResolved(config) {
      isBuild = config.command === 'build';
    },
    buildStart() {
      convertPoseModels();
      if (!isBuild) return;
      for (const [key, file] of Object.entries(FILES)) {
        refs[key] = this.emitFile({
          type: 'asset',
          fileName: `assets/models/${file}`,
          source: readFileSync(path.join(POSE_MODELS_CACHE, file)),
        });
      }
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : null;
    },
    load(id) {
      if (id !== RESOLVED_ID) return null;
      const url = (/** @type {keyof typeof FILES} */ key) =>
        isBuild
          ? `import.meta.ROLLUP_FILE_URL_${refs[key]}`
          : `new URL(${JSON.stringify(DEV_PREFIX + FILES[key])}, base).href`;
      // `base` is a variable so Vite's new URL(literal, import.meta.url) asset rewrite leaves it alone.
      return `const base = import.meta.url;\nexport const modelUrls = { detector: ${url('detector')}, landmarks: { lite: ${url('lite')}, full: ${url('full')}, heavy: ${url('heavy')} } };`;
    },
    configureServer(server) {
      server.middlewares.use(DEV_PREFIX, (req, res, next) => {
        const name = (req.url ?? '').replace(/^\//, '').split('?')[0] ?? '';
        if (!Object.values(FILES).includes(name)) return next();
        const file = path.join(POSE_MODELS_CACHE, name);
        res.setHeader('content-type', 'application/octet-stream');
        res.setHeader('content-length', String(statSync(file).size));
        res.setHeader('access-control-allow-origin', '*');
        createReadStream(file).pipe(res);
      });
    },
  };
}
