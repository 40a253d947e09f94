// Reads a clip's frames in order from the harness server's `/__clip-frames` stream (planar YUV
// 4:2:0 that ffmpeg decodes; see build/harness-server.mjs), converts each to RGB with the clip's
// colour matrix (limited range, as a browser's video element does) and draws it onto one canvas:
// every frame of the clip, exactly once, with no seeking.

export interface ClipFrame {
  /** The canvas holding this frame (the same canvas for every frame: use it before the next). */
  canvas: HTMLCanvasElement;
  width: number;
  height: number;
  index: number;
  /** The clip's frame rate (frames per second). */
  fps: number;
  /** The frame's time in the clip: index / frame rate, in milliseconds. */
  timeMs: number;
}

/** Limited-range Y'CbCr → R'G'B' coefficients: R = Y + rv·V, G = Y − gu·U − gv·V, B = Y + bu·U. */
const MATRICES = {
  bt601: { rv: 1.596, gu: 0.392, gv: 0.813, bu: 2.017 },
  bt709: { rv: 1.793, gu: 0.213, gv: 0.533, bu: 2.112 },
} as const;

function header(response: Response, name: string): number {
  const value = Number(response.headers.get(name));
  if (!Number.isFinite(value) || value <= 0) throw new Error(`the clip stream has no ${name}`);
  return value;
}

/**
 * Writes the 4:2:0 frame in `yuv` as RGB into `rgba`, whose alpha is already opaque (a hot loop:
 * one chroma pair per 2×2 block).
 */
function convertToRgba(
  yuv: Uint8Array,
  rgba: Uint8ClampedArray,
  width: number,
  height: number,
  matrix: (typeof MATRICES)[keyof typeof MATRICES],
): void {
  const chromaWidth = Math.ceil(width / 2);
  const uPlane = width * height;
  const vPlane = uPlane + chromaWidth * Math.ceil(height / 2);
  const { rv, gu, gv, bu } = matrix;
  for (let y = 0; y < height; y++) {
    const chromaRow = (y >> 1) * chromaWidth;
    const lumaRow = y * width;
    for (let cx = 0; cx < chromaWidth; cx++) {
      const u = (yuv[uPlane + chromaRow + cx] ?? 128) - 128;
      const v = (yuv[vPlane + chromaRow + cx] ?? 128) - 128;
      const red = rv * v;
      const green = -gu * u - gv * v;
      const blue = bu * u;
      for (let x = 2 * cx; x < 2 * cx + 2 && x < width; x++) {
        const luma = 1.164 * ((yuv[lumaRow + x] ?? 16) - 16);
        const o = 4 * (lumaRow + x);
        // Uint8ClampedArray rounds and clamps to 0..255.
        rgba[o] = luma + red;
        rgba[o + 1] = luma + green;
        rgba[o + 2] = luma + blue;
      }
    }
  }
}

/** The frames of the clip at `url` (a `/__clip-frames?file=` URL), at the clip's own rate. */
export async function* readClipFrames(url: string): AsyncGenerator<ClipFrame> {
  const response = await fetch(url);
  if (!response.ok || !response.body)
    throw new Error(`cannot read ${url}: ${response.status} ${await response.text()}`);
  const width = header(response, 'x-frame-width');
  const height = header(response, 'x-frame-height');
  const fps = header(response, 'x-frame-rate');
  const matrix = response.headers.get('x-frame-matrix') === 'bt709' ? 'bt709' : 'bt601';
  const canvas = Object.assign(document.createElement('canvas'), { width, height });
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('2D canvas is not available');
  const image = new ImageData(width, height);
  image.data.fill(255);
  const yuv = new Uint8Array(width * height + 2 * Math.ceil(width / 2) * Math.ceil(height / 2));
  const reader = response.body.getReader();
  let filled = 0;
  let index = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      let offset = 0;
      while (offset < value.length) {
        const take = Math.min(yuv.length - filled, value.length - offset);
        yuv.set(value.subarray(offset, offset + take), filled);
        filled += take;
        offset += take;
        if (filled < yuv.length) continue;
        convertToRgba(yuv, image.data, width, height, MATRICES[matrix]);
        ctx.putImageData(image, 0, 0);
        yield { canvas, width, height, index, fps, timeMs: (index / fps) * 1000 };
        index++;
        filled = 0;
      }
    }
  } finally {
    await reader.cancel();
  }
}
