// A small PNG decoder for the test images (8-bit, non-interlaced; grey, grey+alpha, RGB, RGBA).
import { inflateSync } from 'node:zlib';

export interface RgbImage {
  width: number;
  height: number;
  /** RGB, 3 bytes per pixel, row-major. */
  rgb: Uint8Array;
}

const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 4: 2, 6: 4 };

export function decodePng(file: Uint8Array): RgbImage {
  const view = new DataView(file.buffer, file.byteOffset, file.byteLength);
  let width = 0;
  let height = 0;
  let colorType = 0;
  const idat: Uint8Array[] = [];
  for (let at = 8; at < file.length;) {
    const length = view.getUint32(at);
    const type = new TextDecoder().decode(file.subarray(at + 4, at + 8));
    const data = file.subarray(at + 8, at + 8 + length);
    if (type === 'IHDR') {
      width = view.getUint32(at + 8);
      height = view.getUint32(at + 12);
      if (data[8] !== 8 || data[12] !== 0)
        throw new Error('Only 8-bit non-interlaced PNGs are supported');
      colorType = data[9]!;
    } else if (type === 'IDAT') idat.push(data);
    at += 12 + length;
  }
  const channels = CHANNELS[colorType];
  if (!channels) throw new Error(`Unsupported PNG colour type ${colorType}`);
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * channels;
  const pixels = new Uint8Array(height * stride);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]!;
    for (let x = 0; x < stride; x++) {
      const value = raw[y * (stride + 1) + 1 + x]!;
      const left = x >= channels ? pixels[y * stride + x - channels]! : 0;
      const up = y > 0 ? pixels[(y - 1) * stride + x]! : 0;
      const upLeft = x >= channels && y > 0 ? pixels[(y - 1) * stride + x - channels]! : 0;
      pixels[y * stride + x] = (value + predictor(filter, left, up, upLeft)) & 0xff;
    }
  }
  const rgb = new Uint8Array(width * height * 3);
  for (let i = 0; i < width * height; i++) {
    for (let c = 0; c < 3; c++) rgb[3 * i + c] = pixels[i * channels + (channels < 3 ? 0 : c)]!;
  }
  return { width, height, rgb };
}

function predictor(filter: number, left: number, up: number, upLeft: number): number {
  if (filter === 0) return 0;
  if (filter === 1) return left;
  if (filter === 2) return up;
  if (filter === 3) return (left + up) >> 1;
  const p = left + up - upLeft;
  const pa = Math.abs(p - left);
  const pb = Math.abs(p - up);
  const pc = Math.abs(p - upLeft);
  return pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft;
}

/**
 * The square crop of side `side` centred at (cx, cy), resampled (bilinear) to `size` × `size`, as
 * an NCHW float tensor mapped to [lo, hi]; pixels outside the image are black.
 */
export function cropToTensor(
  image: RgbImage,
  crop: { cx: number; cy: number; side: number },
  size: number,
  [lo, hi]: [number, number],
): Float32Array {
  const out = new Float32Array(3 * size * size);
  const scale = crop.side / size;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const sx = crop.cx - crop.side / 2 + (x + 0.5) * scale - 0.5;
      const sy = crop.cy - crop.side / 2 + (y + 0.5) * scale - 0.5;
      for (let c = 0; c < 3; c++) {
        out[c * size * size + y * size + x] = lo + ((hi - lo) * sample(image, sx, sy, c)) / 255;
      }
    }
  }
  return out;
}

function sample(image: RgbImage, x: number, y: number, c: number): number {
  const x0 = Math.floor(x);
  const y0 = Math.floor(y);
  const fx = x - x0;
  const fy = y - y0;
  const at = (px: number, py: number) =>
    px < 0 || py < 0 || px >= image.width || py >= image.height
      ? 0
      : image.rgb[3 * (py * image.width + px) + c]!;
  const top = at(x0, y0) * (1 - fx) + at(x0 + 1, y0) * fx;
  const bottom = at(x0, y0 + 1) * (1 - fx) + at(x0 + 1, y0 + 1) * fx;
  return top * (1 - fy) + bottom * fy;
}
