#!/usr/bin/env node
// npm run bench:pose -- [--clips <dir>] [--variant lite|full|heavy] [--only <clip>] [--no-mediapipe]
// Runs mf-pose's whole pipeline (converted BlazePose models, onnxruntime-web WASM, domain rep
// machines and analysers) in Chromium on every frame of every clip of <dir>/labels.json (default
// ../shared/pose/clips; frames decoded by ffmpeg), and MediaPipe's own JavaScript solution
// (@mediapipe/pose, served locally, CPU inference) on the same frames. Prints one line per clip,
// then the landmark error on the reference images of ../shared/pose/images and the totals.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import {
  CHROMIUM_ARGS,
  SHARED_DIR,
  clipFramesUrl,
  fsUrl,
  hasFfmpeg,
  startHarnessServer,
} from '../mf-pose/build/harness-server.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    clips: { type: 'string', default: path.join(SHARED_DIR, 'pose/clips') },
    variant: { type: 'string', default: 'full' },
    only: { type: 'string' },
    'no-mediapipe': { type: 'boolean', default: false },
  },
});
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
const labels = JSON.parse(readFileSync(labelsFile, 'utf8')).filter(
  (clip) => !values.only || clip.file.replace(/\.\w+$/, '') === values.only,
);
const mediapipeDir = path.dirname(
  createRequire(path.join(repoRoot, 'mf-pose/package.json')).resolve(
    '@mediapipe/pose/package.json',
  ),
);

function percentile(values, p) {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}
const mean = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;
const ms = (v) => `${v.toFixed(v < 1 ? 3 : 1)} ms`;
const fpsOf = (run) => 1000 / mean(run.modelMs);

/** Each counted rep's key time matched in order to the labelled times. */
function repTimes(run, labelled) {
  return run.reps
    .map((rep, i) => {
      const at = rep.keyTimeMs === null ? '?' : `${(rep.keyTimeMs / 1000).toFixed(2)} s`;
      const label = labelled[i] === undefined ? 'no label' : `${labelled[i].toFixed(2)} s`;
      return `${at} vs ${label}`;
    })
    .join(', ');
}

const server = await startHarnessServer({ allow: [clipsDir, mediapipeDir] });
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  // MediaPipe's solution needs WebGL2 even for CPU inference: SwiftShader provides it headless.
  args: [...CHROMIUM_ARGS, '--enable-unsafe-swiftshader'],
});
const totals = {
  counted: 0,
  labelled: 0,
  exact: 0,
  clips: 0,
  modelMs: [],
  analysisMs: [],
  mpMs: [],
  mpExact: 0,
  mpClips: 0,
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
    `RepWise pose benchmark — BlazePose ${variant}, ${labels.length} clip(s) from ${clipsDir}`,
  );
  console.log(
    `machine: ${(await import('node:os')).cpus().length} CPU cores (shared with other processes: figures vary with load)`,
  );

  for (const clip of labels) {
    const name = clip.file.replace(/\.\w+$/, '');
    const report = await page.evaluate((options) => window.poseHarness.runClip(options), {
      url: clipFramesUrl(server.url, path.join(clipsDir, clip.file)),
      exercise: clip.exercise,
      variant,
      mediapipeBase: values['no-mediapipe'] ? null : `${fsUrl(server.url, mediapipeDir)}/`,
    });
    const ours = report.repwise;
    const keyTimes =
      clip.exercise === 'deadlift' ? (clip.lockoutTimesS ?? []) : (clip.bottomTimesS ?? []);
    const keyName = clip.exercise === 'deadlift' ? 'lockout' : 'bottom';
    const scores = ours.reps.map((r) => r.score.toFixed(1)).join(', ') || '—';
    let line =
      `${name}: counted ${ours.reps.length}, labelled ${clip.reps}` +
      ` | ${keyName} ${repTimes(ours, keyTimes) || '—'}` +
      ` | form ${scores}` +
      ` | model p50 ${ms(percentile(ours.modelMs, 50))} p95 ${ms(percentile(ours.modelMs, 95))} (${fpsOf(ours).toFixed(1)} fps)` +
      ` | analysis p50 ${ms(percentile(ours.analysisMs, 50))} p95 ${ms(percentile(ours.analysisMs, 95))}` +
      ` | ${report.backend}, ${variant} | pose in ${ours.framesWithPose}/${ours.frames} frames`;
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
    totals.analysisMs.push(...ours.analysisMs);
  }

  const imagesDir = path.join(SHARED_DIR, 'pose/images');
  if (existsSync(imagesDir)) {
    const names = readdirSync(imagesDir).filter((f) => /\.(png|jpg)$/.test(f));
    const results = await page.evaluate(
      ({ urls, v }) => window.poseHarness.estimateImages(urls, v, 'wasm'),
      { urls: names.map((n) => fsUrl(server.url, path.join(imagesDir, n))), v: variant },
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

  console.log(
    `total: counted ${totals.counted}, labelled ${totals.labelled}; exact count on ${totals.exact}/${totals.clips} clips` +
      ` | RepWise ${variant} p50 ${ms(percentile(totals.modelMs, 50))} p95 ${ms(percentile(totals.modelMs, 95))} (${(1000 / mean(totals.modelMs)).toFixed(1)} fps)` +
      ` | analysis p50 ${ms(percentile(totals.analysisMs, 50))} p95 ${ms(percentile(totals.analysisMs, 95))}` +
      (totals.mpClips
        ? ` | MediaPipe p50 ${ms(percentile(totals.mpMs, 50))} (${(1000 / mean(totals.mpMs)).toFixed(1)} fps), exact count on ${totals.mpExact}/${totals.mpClips} clips` +
          `, speed ratio ${(mean(totals.mpMs) / mean(totals.modelMs)).toFixed(2)}x`
        : ''),
  );
} finally {
  await browser.close();
  await server.close();
}
