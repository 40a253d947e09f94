import sharp from 'sharp';

/** A small solid JPEG carrying EXIF with a camera make and GPS coordinates. */
export async function buildJpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 48, height: 32, channels: 3, background: '#c33' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'RepWiseCam', Copyright: 'Secret Owner' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '51/1 30/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '0/1 7/1 0/1',
      },
    })
    .toBuffer();
}

/** A small PNG. */
export function buildPng(): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 40, channels: 4, background: '#3c3c' } })
    .png()
    .toBuffer();
}

/** A small WebP. */
export function buildWebp(): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 40, channels: 3, background: '#33c' } })
    .webp()
    .toBuffer();
}

/** A noisy JPEG of some 100 kB, so cutting it leaves a truncated scan. */
export async function buildNoisyJpeg(): Promise<Buffer> {
  const width = 320;
  const height = 240;
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = (i * 7919) % 251;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 95 })
    .toBuffer();
}

/** A real JPEG padded with trailing bytes to `bytes` in all. */
export async function buildJpegOfSize(bytes: number): Promise<Buffer> {
  const jpeg = await buildNoisyJpeg();
  return Buffer.concat([jpeg, Buffer.alloc(bytes - jpeg.length, 0)]);
}

/** A file part of a multipart upload. */
export interface UploadPart {
  name: string;
  type: string;
  bytes: Buffer;
  field?: string;
}

/** POSTs files as multipart/form-data to /files/progress-photos. */
export async function uploadParts(
  baseUrl: string,
  token: string,
  parts: UploadPart[],
): Promise<{ status: number; body: any }> {
  const form = new FormData();
  for (const part of parts) {
    form.append(
      part.field ?? 'photos',
      new Blob([new Uint8Array(part.bytes)], { type: part.type }),
      part.name,
    );
  }
  const response = await fetch(`${baseUrl}/files/progress-photos`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}
