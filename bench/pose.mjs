#!/usr/bin/env node
// npm run bench:pose -- [--clips <dir>] [--variant lite|full|heavy] [--only <clip>] [--no-mediapipe]
//                        [--max-fps <n>] [--json <file>] [--backend wasm|webgpu]
//                        [--save-landmarks <file>]
// Runs mf-pose's whole pipeline (converted BlazePose models, onnxruntime-web WASM, domain rep
// machines and analysers) in Chromium on every frame of every clip of <dir>/labels.json (default
// ../shared/pose/clips; frames decoded by ffmpeg beforehand), and MediaPipe's own JavaScript
// solution (@mediapipe/pose, served locally, CPU inference) on the same frames, in one page that is
// cross-origin isolated as the product's are (so RepWise gets its WASM threads). Each counted rep
// is matched in time to a labelled rep and each labelled fault to a flag on its rep
// (scripts/lib/pose-rep-matching.mjs). Prints per clip the reps on time, missed and extra, the
// faults caught, missed and false alarms, each rep's score and faults, then the timings, the
// landmark error on the reference images of ../shared/pose/images, the totals, the machine's load
// and the goals as PASS/MISS; `--json <file>` writes the same as one report. Method and figures:
// bench/README.md.
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  SHARED_DIR,
  clipFramesUrl,
  fsUrl,
  hasFfmpeg,
  resolveMediapipeDir,
  startHarnessServer,
} from '@repwise/mf-pose/harness-server';
import { launchBrowser } from '@repwise/tooling/chromium';
import {
  describeClipResult,
  matchClipReps,
  sumClipResults,
} from '@repwise/tooling/pose-rep-matching';
import { repoRoot } from '@repwise/tooling/paths';

const { values } = parseArgs({
  options: {
    clips: { type: 'string', default: path.join(SHARED_DIR, 'pose/clips') },
    variant: { type: 'string', default: 'full' },
    only: { type: 'string' },
    'no-mediapipe': { type: 'boolean', default: false },
    'max-fps': { type: 'string' },
    backend: { type: 'string', default: 'wasm' },
    json: { type: 'string' },
    'save-landmarks': { type: 'string' },
  },
});
const maxFps = values['max-fps'] ? Number(values['max-fps']) : undefined;
const backend = values.backend;
if (!['wasm', 'webgpu'].includes(backend)) throw new Error('--backend must be wasm or webgpu');
// Headless Chromium here has no GPU: `--enable-unsafe-webgpu` on a secure origin (127.0.0.1)
// gives SwiftShader's software WebGPU adapter, so WebGPU figures are CPU figures, not a GPU's.
const backendLabel = backend === 'webgpu' ? 'webgpu (software adapter, not a GPU figure)' : 'wasm';
const clipsDir = path.resolve(repoRoot, values.clips);
const variant = values.variant;
if (!['lite', 'full', 'heavy'].includes(variant))
  throw new Error(`--variant must be lite, full or heavy`);
const labelsFile = path.join(clipsDir, 'labels.json');
if (!existsSync(labelsFile)) {
  console.error(`No labels.json in ${clipsDir} (give a folder with --clips <dir>)`);
  process.exit(2);
}
if (!hasFfmpeg()) {
  console.error('ffmpeg is needed to decode the clips (Debian: apt-get install ffmpeg)');
  process.exit(2);
}
/** @typedef {import('@repwise/tooling/pose-rep-matching').ClipLabel} ClipLabel */
/**
 * One pipeline's run over a clip, as the harness page answers it (`ClipRun` of
 * mf-pose/test/harness/bench.ts, the fields read here).
 * @typedef {{
 *   reps: {
 *     score: number,
 *     timestampMs: number,
 *     keyTimeMs: number | null,
 *     faults: import('@repwise/tooling/pose-rep-matching').RepFlag[],
 *   }[],
 *   modelMs: number[],
 *   stages: { detectorMs: number, landmarksMs: number, detectorRan: boolean }[],
 *   analysisMs: number[],
 *   framesWithPose: number,
 *   frames: number,
 * }} ClipRun
 */
/**
 * The harness page's API (`window.poseHarness` of mf-pose/test/harness/harness.ts), as used here.
 * @typedef {{
 *   runClip: (options: object) => Promise<{
 *     recorded?: { timeMs: number, landmarks: number[] | null, world: number[] | null }[],
 *     width: number,
 *     height: number,
 *     backend: string,
 *     threads: number,
 *     crossOriginIsolated: boolean,
 *     repwise: ClipRun,
 *     mediapipe: ClipRun | null,
 *     mediapipeError: string | null,
 *   }>,
 *   estimateImages: (
 *     urls: string[],
 *     variant: string,
 *     backend: string,
 *   ) => Promise<{ tracked: { landmarks?: { x: number, y: number }[] } }[]>,
 * }} PoseHarness
 */
/** @typedef {{ poseHarness: PoseHarness }} HarnessWindow the harness page's global */

/** @type {ClipLabel[]} */
const labels = JSON.parse(readFileSync(labelsFile, 'utf8')).filter(
  /** @param {ClipLabel} clip */
  (clip) => !values.only || clip.file.replace(/\.\w+$/, '') === values.only,
);
const mediapipeDir = resolveMediapipeDir();

/**
 * The share of frames over 40 ms and where the slow ones spent their time (detector, landmark
 * model, the rest: crop, resample, decoding, smoothing), against the other frames.
 * @param {{ detectorMs: number, landmarksMs: number, detectorRan: boolean, totalMs: number }[]} stages
 */
function describeSlowFrames(stages) {
  if (stages.length === 0) return 'frame stages: none recorded';
  /** @param {typeof stages} frames */
  const profile = (frames) => {
    if (frames.length === 0) return 'none';
    const meanOf = (/** @type {(s: (typeof stages)[number]) => number} */ pick) =>
      ms(mean(frames.map(pick)));
    const withDetector = frames.filter((frame) => frame.detectorRan).length;
    return (
      `${frames.length} frames, detector ran in ${((withDetector / frames.length) * 100).toFixed(1)} %` +
      ` | mean detector ${meanOf((f) => f.detectorMs)}, landmarks ${meanOf((f) => f.landmarksMs)},` +
      ` rest ${meanOf((f) => f.totalMs - f.detectorMs - f.landmarksMs)}`
    );
  };
  const slow = stages.filter((stage) => stage.totalMs > 40);
  const others = stages.filter((stage) => stage.totalMs <= 40);
  return (
    `frames over 40 ms: ${((slow.length / stages.length) * 100).toFixed(1)} % (${slow.length}/${stages.length})` +
    `\n  slow frames: ${profile(slow)}\n  other frames: ${profile(others)}`
  );
}

/**
 * @param {readonly number[]} values
 * @param {number} p percent
 */
function percentile(values, p) {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}
const mean = (/** @type {number[]} */ xs) => xs.reduce((a, b) => a + b, 0) / xs.length;

/** The machine's CPU time counters (Linux /proc/stat: all, and `steal`, taken by the hypervisor). */
function readCpuTimes() {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]?.trim().split(/\s+/).slice(1);
    const ticks = (fields ?? []).map(Number);
    return { total: ticks.reduce((a, b) => a + b, 0), steal: ticks[7] ?? 0 };
  } catch {
    return null;
  }
}

/**
 * How busy the machine was: 1-minute load average then and now, and the share of CPU stolen.
 * @param {number} loadAtStart
 * @param {ReturnType<typeof readCpuTimes>} cpuAtStart
 */
function describeLoad(loadAtStart, cpuAtStart) {
  const cpu = readCpuTimes();
  const stolen =
    cpu && cpuAtStart && cpu.total > cpuAtStart.total
      ? `, ${((100 * (cpu.steal - cpuAtStart.steal)) / (cpu.total - cpuAtStart.total)).toFixed(0)} % of CPU time stolen by the hypervisor`
      : '';
  return `load average ${loadAtStart.toFixed(1)} at start, ${os.loadavg()[0].toFixed(1)} at end${stolen}`;
}
const ms = (/** @type {number} */ v) => `${v.toFixed(v < 1 ? 3 : 1)} ms`;
const fpsOf = (/** @type {ClipRun} */ run) => 1000 / mean(run.modelMs);

/** A run's reps as the matcher takes them (count time, score, faults, seen key moment). */
const toCountedReps = (/** @type {ClipRun} */ run) =>
  run.reps.map((rep) => ({
    timeS: rep.timestampMs / 1000,
    score: rep.score,
    faults: rep.faults,
    keyTimeS: rep.keyTimeMs === null ? null : rep.keyTimeMs / 1000,
  }));

const server = await startHarnessServer({ allow: [clipsDir, mediapipeDir] });
const browser = await launchBrowser({
  webgpu: backend === 'webgpu',
  // MediaPipe's solution needs WebGL2 even for CPU inference: SwiftShader provides it headless.
  extraArgs: ['--enable-unsafe-swiftshader'],
});
const loadAtStart = os.loadavg()[0];
const cpuAtStart = readCpuTimes();
/** @type {{ counted: number, labelled: number, exact: number, clips: number, modelMs: number[], stages: { detectorMs: number, landmarksMs: number, detectorRan: boolean, totalMs: number }[], analysisMs: number[], mpMs: number[], mpExact: number, mpClips: number, matched: ReturnType<typeof matchClipReps>[] }} */
const totals = {
  counted: 0,
  labelled: 0,
  exact: 0,
  clips: 0,
  modelMs: [],
  stages: [],
  analysisMs: [],
  mpMs: [],
  mpExact: 0,
  mpClips: 0,
  matched: [],
};
/**
 * Every frame's landmarks per clip (`--save-landmarks`), to replay the tracker on in Node without
 * re-running the models (`RecordedFrame` of mf-pose/test/harness/bench.ts).
 * @type {{ clip: string, exercise: string, width: number, height: number, frames: object[] }[]}
 */
const savedLandmarks = [];
/**
 * @type {{
 *   variant: string,
 *   backend: string,
 *   maxFps: number | null,
 *   clips: object[],
 *   total: ReturnType<typeof sumClipResults> | null,
 * }}
 */
const jsonReport = {
  variant,
  backend: backendLabel,
  maxFps: maxFps ?? null,
  clips: [],
  total: null,
};
try {
  const page = await browser.newPage();
  page.setDefaultTimeout(0);
  page.on('console', (m) => m.type() === 'error' && console.error('[browser]', m.text()));
  page.on('pageerror', (e) => console.error('[browser]', e.message));
  page.on('framenavigated', (f) => f === page.mainFrame() && console.error('[nav]', f.url()));
  await page.goto(server.url);
  await page.waitForSelector('body[data-ready="true"]', { state: 'attached' });
  console.log(
    `RepWise pose benchmark — BlazePose ${variant} on ${backendLabel}, ${labels.length} clip(s) from ${clipsDir}`,
  );
  console.log(
    `machine: ${os.cpus().length} CPU cores, load average ${os.loadavg()[0].toFixed(1)} (shared with other processes: figures vary with load)`,
  );

  for (const clip of labels) {
    const name = clip.file.replace(/\.\w+$/, '');
    // Runs in the page, where the harness is a global.
    const report = await page.evaluate(
      (options) =>
        /** @type {HarnessWindow} */ (/** @type {unknown} */ (window)).poseHarness.runClip(options),
      {
        url: clipFramesUrl(server.url, path.join(clipsDir, clip.file)),
        exercise: clip.exercise,
        variant,
        mediapipeBase: values['no-mediapipe'] ? null : `${fsUrl(server.url, mediapipeDir)}/`,
        ...(maxFps ? { maxFps } : {}),
        backend,
        recordLandmarks: Boolean(values['save-landmarks']),
      },
    );
    if (report.recorded) {
      const { recorded, width, height } = report;
      savedLandmarks.push({ clip: name, exercise: clip.exercise, width, height, frames: recorded });
    }
    const ours = report.repwise;
    const matched = matchClipReps(clip, toCountedReps(ours));
    totals.matched.push(matched);
    jsonReport.clips.push({
      clip: name,
      exercise: clip.exercise,
      ...matched,
      modelFps: fpsOf(ours),
      framesWithPose: ours.framesWithPose,
      frames: ours.frames,
    });
    console.log(describeClipResult(name, matched));
    let line =
      `${name} timings: counted ${ours.reps.length}, labelled ${clip.reps}` +
      ` | model p50 ${ms(percentile(ours.modelMs, 50))} p95 ${ms(percentile(ours.modelMs, 95))} (${fpsOf(ours).toFixed(1)} fps)` +
      ` | analysis p50 ${ms(percentile(ours.analysisMs, 50))} p95 ${ms(percentile(ours.analysisMs, 95))}` +
      (report.backend === 'webgpu'
        ? ` | webgpu (software adapter, not a GPU figure)`
        : ` | ${report.backend} on ${report.threads} thread${report.threads === 1 ? '' : 's'}`) +
      ` (${report.crossOriginIsolated ? '' : 'not '}cross-origin isolated), ${variant}` +
      ` | pose in ${ours.framesWithPose}/${ours.frames} frames`;
    if (report.mediapipe) {
      const theirs = report.mediapipe;
      line +=
        ` | MediaPipe: counted ${theirs.reps.length}, p50 ${ms(percentile(theirs.modelMs, 50))} p95 ${ms(percentile(theirs.modelMs, 95))}` +
        ` (${fpsOf(theirs).toFixed(1)} fps), speed ratio RepWise/MediaPipe ${(fpsOf(ours) / fpsOf(theirs)).toFixed(2)}x`;
      totals.mpMs.push(...theirs.modelMs);
      totals.mpClips++;
      if (theirs.reps.length === clip.reps) totals.mpExact++;
    } else if (report.mediapipeError) {
      line += ` | MediaPipe failed: ${report.mediapipeError}`;
    }
    console.log(line);
    totals.clips++;
    totals.counted += ours.reps.length;
    totals.labelled += clip.reps;
    if (ours.reps.length === clip.reps) totals.exact++;
    totals.modelMs.push(...ours.modelMs);
    totals.stages.push(...ours.stages.map((stage, i) => ({ ...stage, totalMs: ours.modelMs[i] })));
    totals.analysisMs.push(...ours.analysisMs);
  }

  const imagesDir = path.join(SHARED_DIR, 'pose/images');
  if (existsSync(imagesDir)) {
    const names = readdirSync(imagesDir).filter((f) => /\.(png|jpg)$/.test(f));
    const results = await page.evaluate(
      ({ urls, v, b }) =>
        /** @type {HarnessWindow} */ (/** @type {unknown} */ (window)).poseHarness.estimateImages(
          urls,
          v,
          b,
        ),
      {
        urls: names.map((n) => fsUrl(server.url, path.join(imagesDir, n))),
        v: variant,
        b: backend,
      },
    );
    names.forEach((imageName, i) => {
      const text = readFileSync(
        path.join(imagesDir, imageName.replace(/\.\w+$/, '.reference.txt')),
        'utf8',
      );
      const errors = [...text.matchAll(/^\s*(\d+) \w+\s+x=\s*([\d.-]+) y=\s*([\d.-]+)/gm)].map(
        (m) => {
          const p = results[i].tracked.landmarks?.[Number(m[1])];
          return p ? Math.hypot(p.x - Number(m[2]), p.y - Number(m[3])) : Infinity;
        },
      );
      console.log(
        `landmark error ${imageName}: mean ${mean(errors).toFixed(1)} px, max ${Math.max(...errors).toFixed(1)} px over ${errors.length} reference points`,
      );
    });
  }

  const sum = sumClipResults(totals.matched);
  jsonReport.total = sum;
  console.log(
    `total reps: on time ${sum.onTime}/${sum.labelled}, missed ${sum.missed}, extra ${sum.extra}` +
      ` | faults caught ${sum.faultsCaught}/${sum.faultsLabelled}, false alarms ${sum.falseAlarms}` +
      ` on ${sum.repsWithFalseAlarm} of ${sum.counted} counted reps`,
  );
  console.log(
    `total: counted ${totals.counted}, labelled ${totals.labelled}; exact count on ${totals.exact}/${totals.clips} clips` +
      ` | RepWise ${variant} p50 ${ms(percentile(totals.modelMs, 50))} p95 ${ms(percentile(totals.modelMs, 95))} (${(1000 / mean(totals.modelMs)).toFixed(1)} fps)` +
      ` | analysis p50 ${ms(percentile(totals.analysisMs, 50))} p95 ${ms(percentile(totals.analysisMs, 95))}` +
      (totals.mpClips
        ? ` | MediaPipe p50 ${ms(percentile(totals.mpMs, 50))} (${(1000 / mean(totals.mpMs)).toFixed(1)} fps), exact count on ${totals.mpExact}/${totals.mpClips} clips` +
          `, speed ratio ${(mean(totals.mpMs) / mean(totals.modelMs)).toFixed(2)}x`
        : ''),
  );
  console.log(describeSlowFrames(totals.stages));
  console.log(`machine: ${describeLoad(loadAtStart, cpuAtStart)}`);
  const fps = 1000 / mean(totals.modelMs);
  const verdict = (/** @type {boolean} */ ok) => (ok ? 'PASS' : 'MISS');
  const goals = [
    `every labelled rep on time, no extras ${verdict(sum.onTime === sum.labelled && sum.extra === 0)} (${sum.onTime}/${sum.labelled}, ${sum.extra} extra)`,
    `every labelled fault caught ${verdict(sum.faultsCaught === sum.faultsLabelled)} (${sum.faultsCaught}/${sum.faultsLabelled})`,
    `false alarms on at most 1 rep in 20 ${verdict(sum.repsWithFalseAlarm * 20 <= sum.counted)} (${sum.repsWithFalseAlarm}/${sum.counted})`,
    variant === 'full' && backend === 'wasm'
      ? `full model ≥ 25 fps ${verdict(fps >= 25)} (${fps.toFixed(1)})`
      : null,
    variant === 'full' && backend === 'wasm'
      ? `frame time p95 ≤ 40 ms ${verdict(percentile(totals.modelMs, 95) <= 40)} (${ms(percentile(totals.modelMs, 95))}), p50 ≤ 30 ms ${verdict(percentile(totals.modelMs, 50) <= 30)} (${ms(percentile(totals.modelMs, 50))})`
      : null,
    `analysis < 1 ms ${verdict(percentile(totals.analysisMs, 95) < 1)} (p95 ${ms(percentile(totals.analysisMs, 95))})`,
    totals.mpClips
      ? `at least as fast as MediaPipe ${verdict(mean(totals.mpMs) >= mean(totals.modelMs))}` +
        `, at least as accurate ${verdict(totals.exact >= totals.mpExact)}`
      : null,
  ];
  console.log(`goals: ${goals.filter(Boolean).join('; ')}`);
  if (values.json) {
    writeFileSync(values.json, `${JSON.stringify(jsonReport, null, 2)}\n`);
    console.log(`report written to ${values.json}`);
  }
  if (values['save-landmarks']) {
    writeFileSync(values['save-landmarks'], JSON.stringify(savedLandmarks));
    console.log(`landmarks written to ${values['save-landmarks']}`);
  }
} finally {
  await browser.close();
  await server.close();
}
