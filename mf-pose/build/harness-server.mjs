// @ts-check
// A Vite dev server for mf-pose's browser harness (test/harness): the real pipeline and the real
// converted models in Chromium, for the pipeline test and `npm run bench:pose` (which imports it
// as `@repwise/mf-pose/harness-server`). Files under ../shared (test oracles and clips) are
// readable through Vite's /@fs/ route; the product never loads them. Clips reach the page as raw
// frames decoded by ffmpeg (`/__clip-frames`): seeking a <video> costs a decode from the last
// keyframe (these clips have one every 250 frames), about 130 ms a frame on two cores, more than
// the models themselves. The page is cross-origin isolated as the product's pages are (the same
// COOP/COEP headers), so the models run on as many WASM threads as they do in the product.
import { spawn, spawnSync } from 'node:child_process';
import { createReadStream, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CROSS_ORIGIN_ISOLATION_HEADERS } from '@repwise/federation/vite';
import { createServer } from 'vite';
import { poseModels } from './pose-models-plugin.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
export const MF_POSE_ROOT = path.resolve(here, '..');
export const REPO_ROOT = path.resolve(MF_POSE_ROOT, '..');
export const SHARED_DIR = path.resolve(REPO_ROOT, '../shared');

/**
 * Starts the harness on a free port.
 * @param {{ allow?: string[] }} [options] extra folders the page may read through /@fs/
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export async function startHarnessServer({ allow = [] } = {}) {
  const readable = [REPO_ROOT, SHARED_DIR, ...allow].map((dir) => path.resolve(dir));
  const server = await createServer({
    configFile: false,
    root: path.join(MF_POSE_ROOT, 'test/harness'),
    logLevel: 'warn',
    plugins: [poseModels(), clipFrames(readable)],
    server: {
      port: 0,
      host: '127.0.0.1',
      hmr: false,
      fs: { allow: readable },
      headers: CROSS_ORIGIN_ISOLATION_HEADERS,
    },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  await server.listen();
  const address = server.httpServer?.address();
  if (!address || typeof address === 'string') throw new Error('harness server has no port');
  return { url: `http://127.0.0.1:${address.port}/`, close: () => server.close() };
}

/** Whether Debian's ffmpeg (which decodes the clips for the harness) is on PATH. */
export function hasFfmpeg() {
  return spawnSync('ffmpeg', ['-version'], { stdio: 'ignore' }).status === 0;
}

/**
 * A clip's frame size, rate and colour matrix as ffprobe reads them (`bt709` when tagged so,
 * else `bt601`, what players assume for untagged video).
 * @param {string} file
 * @returns {{ width: number, height: number, fps: number, matrix: 'bt709' | 'bt601' }}
 */
export function probeClip(file) {
  const result = spawnSync(
    'ffprobe',
    [
      '-v',
      'error',
      '-select_streams',
      'v:0',
      '-show_entries',
      'stream=width,height,r_frame_rate,color_space',
      '-of',
      'json',
      file,
    ],
    { encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`ffprobe cannot read ${file}: ${result.stderr}`);
  const stream = JSON.parse(result.stdout).streams?.[0];
  const [num, den] = String(stream?.r_frame_rate ?? '')
    .split('/')
    .map(Number);
  if (!stream?.width || !stream?.height || !num || !den)
    throw new Error(`ffprobe found no video stream in ${file}`);
  const matrix = stream.color_space === 'bt709' ? 'bt709' : 'bt601';
  return { width: stream.width, height: stream.height, fps: num / den, matrix };
}

/**
 * Serves `GET /__clip-frames?file=<absolute path>`: every frame of the clip in order as planar
 * YUV 4:2:0 (ffmpeg's decode; the page converts to RGB with the clip's matrix, as a browser's
 * video element does), with `x-frame-width`, `x-frame-height`, `x-frame-rate` and
 * `x-frame-matrix` headers. YUV is 2.7 times smaller than RGBA, and moving the frames costs more
 * than converting them. The whole clip is decoded into a temporary file before the first byte is
 * sent: decoding alongside the page would take a core from the models while they are timed (a
 * camera delivers frames ready-made). Only files under `readable` are served.
 * @param {string[]} readable
 * @returns {import('vite').Plugin}
 */
function clipFrames(readable) {
  return {
    name: 'repwise-clip-frames',
    configureServer(server) {
      server.middlewares.use('/__clip-frames', (req, res) => {
        const query = new URL(req.url ?? '', 'http://harness').searchParams;
        const file = path.resolve(query.get('file') ?? '');
        let clip;
        try {
          if (!readable.some((dir) => file.startsWith(dir + path.sep)))
            throw new Error(`${file} is outside the harness's folders`);
          clip = probeClip(file);
        } catch (error) {
          res.statusCode = 404;
          res.end(error instanceof Error ? error.message : String(error));
          return;
        }
        const folder = mkdtempSync(path.join(os.tmpdir(), 'repwise-clip-frames-'));
        const frames = path.join(folder, 'frames.yuv');
        const removeFrames = () => rmSync(folder, { recursive: true, force: true });
        const ffmpeg = spawn(
          'ffmpeg',
          ['-v', 'error', '-i', file, '-f', 'rawvideo', '-pix_fmt', 'yuv420p', '-y', frames],
          { stdio: ['ignore', 'ignore', 'inherit'] },
        );
        res.on('close', () => {
          ffmpeg.kill('SIGKILL');
          removeFrames();
        });
        ffmpeg.on('error', () => undefined); // reported by 'close' as a failed decode
        ffmpeg.on('close', (code) => {
          if (res.destroyed) return;
          if (code !== 0) {
            res.statusCode = 500;
            res.end(`ffmpeg could not decode ${file}`);
            return;
          }
          res.setHeader('content-type', 'application/octet-stream');
          res.setHeader('x-frame-width', String(clip.width));
          res.setHeader('x-frame-height', String(clip.height));
          res.setHeader('x-frame-rate', String(clip.fps));
          res.setHeader('x-frame-matrix', clip.matrix);
          createReadStream(frames).pipe(res);
        });
      });
    },
  };
}

/**
 * The URL of a clip's decoded frames (see `clipFrames`).
 * @param {string} baseUrl
 * @param {string} file
 */
export function clipFramesUrl(baseUrl, file) {
  return new URL(`/__clip-frames?file=${encodeURIComponent(path.resolve(file))}`, baseUrl).href;
}

/**
 * A path on disk as a URL the harness page can fetch.
 * @param {string} baseUrl
 * @param {string} file
 */
export function fsUrl(baseUrl, file) {
  return new URL(`/@fs${path.resolve(file)}`, baseUrl).href;
}

/** Where MediaPipe's own solution (@mediapipe/pose, mf-pose's dev dependency) lies, to serve it. */
export function resolveMediapipeDir() {
  return path.dirname(createRequire(import.meta.url).resolve('@mediapipe/pose/package.json'));
}
