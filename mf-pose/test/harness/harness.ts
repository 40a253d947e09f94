// Browser harness: exposes the pose pipeline to Playwright (pipeline test and benchmark).
import { modelUrls } from 'virtual:pose-models';
import {
  PosePipeline,
  type ModelVariant,
  type PoseEstimate,
} from '../../src/pipeline/pose-pipeline';
import type { Backend } from '../../src/pipeline/runtime';
import type { runClip } from './bench';

type ClipOptions = Omit<Parameters<typeof runClip>[0], 'urls'>;

async function loadImage(url: string): Promise<HTMLImageElement> {
  const image = new Image();
  image.src = url;
  await image.decode();
  return image;
}

export interface ImageEstimate {
  backend: Backend;
  width: number;
  height: number;
  first: PoseEstimate;
  /** The second pass, on the ROI tracked from the auxiliary points of the first. */
  tracked: PoseEstimate;
}

const harness = {
  /** Estimates each image alone (detector → ROI → landmarks), then once more on the tracked ROI. */
  async estimateImages(
    urls: string[],
    variant: ModelVariant,
    backend?: Backend,
  ): Promise<ImageEstimate[]> {
    const pipeline = await PosePipeline.create({
      variant,
      urls: modelUrls,
      smoothing: false,
      ...(backend ? { backend } : {}),
    });
    const results: ImageEstimate[] = [];
    for (const url of urls) {
      const image = await loadImage(url);
      const frame = { source: image, width: image.naturalWidth, height: image.naturalHeight };
      pipeline.reset();
      const first = await pipeline.estimate(frame, 0);
      const tracked = await pipeline.estimate(frame, 33);
      results.push({
        backend: pipeline.backend,
        width: frame.width,
        height: frame.height,
        first,
        tracked,
      });
    }
    return results;
  },

  /** Runs a clip through RepWise and MediaPipe's solution (see bench.ts). */
  async runClip(options: ClipOptions) {
    const bench = await import('./bench');
    return bench.runClip({ ...options, urls: modelUrls });
  },
};

declare global {
  interface Window {
    poseHarness: typeof harness;
  }
}
window.poseHarness = harness;
document.body.dataset.ready = 'true';
