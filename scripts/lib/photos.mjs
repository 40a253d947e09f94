// Progress photos for benchmarks and the deployment rehearsal: JPEGs as large as the upload allows.
import sharp from 'sharp';

/**
 * A JPEG of random pixels just under 5 MB (5,242,880 bytes): sized from a first encoding's bytes per pixel.
 * @param {number} seed
 */
export async function buildFiveMegabyteJpeg(seed) {
  const encode = (/** @type {number} */ side) => {
    const pixels = Buffer.alloc(side * side * 3);
    let state = seed + 1;
    for (let i = 0; i < pixels.length; i += 1) {
      state = (state * 1103515245 + 12345) & 0x7fffffff;
      pixels[i] = state >> 16;
    }
    return sharp(pixels, { raw: { width: side, height: side, channels: 3 } })
      .jpeg({ quality: 92 })
      .toBuffer();
  };
  const probe = await encode(1000);
  let side = Math.floor(Math.sqrt((5_150_000 / probe.length) * 1000 * 1000));
  for (;;) {
    const jpeg = await encode(side);
    if (jpeg.length <= 5_242_880) return jpeg;
    side -= 20;
  }
}
