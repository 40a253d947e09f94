import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildJpegOfSize,
  buildJpegWithGps,
  buildNoisyJpeg,
  buildPng,
  buildWebp,
  uploadParts,
  type UploadPart,
} from './photo-fixtures';
import {
  buildSignedInUser,
  call,
  startProgressTestApp,
  type ProgressTestApp,
} from './progress-test-app';

let app: ProgressTestApp;
beforeAll(async () => {
  app = await startProgressTestApp();
});
afterAll(() => app.close());

const jpeg = async (name = 'front.jpg'): Promise<UploadPart> => ({
  name,
  type: 'image/jpeg',
  bytes: await buildJpegWithGps(),
});

async function fetchPhoto(path: string, token: string, headers: Record<string, string> = {}) {
  return fetch(`${app.url}${path}`, { headers: { authorization: `Bearer ${token}`, ...headers } });
}

async function storedPhotoCount(): Promise<number> {
  return app.connection.collection('progress_photos.files').countDocuments();
}

describe('POST /files/progress-photos', () => {
  it('stores JPEG, PNG and WebP under generated ids and answers success, message and data.files', async () => {
    const { token } = buildSignedInUser(app);
    const answer = await uploadParts(app.url, token, [
      await jpeg(),
      { name: 'side.png', type: 'image/png', bytes: await buildPng() },
      { name: 'back.webp', type: 'image/webp', bytes: await buildWebp() },
    ]);
    expect(answer.status).toBe(201);
    expect(answer.body.success).toBe(true);
    expect(answer.body.message).toBe('3 photos uploaded successfully');
    const files = answer.body.data.files;
    expect(
      files.map((f: { filename: string; mimetype: string }) => [f.filename, f.mimetype]),
    ).toEqual([
      ['front.jpg', 'image/jpeg'],
      ['side.png', 'image/png'],
      ['back.webp', 'image/webp'],
    ]);
    for (const file of files) {
      expect(file.id).toMatch(/^[a-f0-9]{24}$/);
      expect(file.url).toBe(`/files/progress-photos/${file.id}`);
      expect(file.size).toBeGreaterThan(0);
      expect(Number.isNaN(Date.parse(file.uploadedAt))).toBe(false);
    }
  });

  it('strips EXIF and GPS metadata before storing', async () => {
    const { token } = buildSignedInUser(app);
    const original = await buildJpegWithGps();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const answer = await uploadParts(app.url, token, [await jpeg()]);
    const served = await fetchPhoto(answer.body.data.files[0].url, token);
    const bytes = Buffer.from(await served.arrayBuffer());
    const metadata = await sharp(bytes).metadata();
    expect(metadata.format).toBe('jpeg');
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(bytes.includes(Buffer.from('RepWiseCam'))).toBe(false);
    expect(bytes.includes(Buffer.from('Secret Owner'))).toBe(false);
  });

  it('serves a photo only to its owner, with its content type and caching headers', async () => {
    const owner = buildSignedInUser(app);
    const stranger = buildSignedInUser(app);
    const answer = await uploadParts(app.url, owner.token, [
      { name: 'side.png', type: 'image/png', bytes: await buildPng() },
    ]);
    const { url, id } = answer.body.data.files[0];
    const served = await fetchPhoto(url, owner.token);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    expect(served.headers.get('etag')).toBe(`"${id}"`);
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    const again = await fetchPhoto(url, owner.token, { 'if-none-match': `"${id}"` });
    expect(again.status).toBe(304);

    const stolen = await fetchPhoto(url, stranger.token);
    expect(stolen.status).toBe(404);
    const strangerDelete = await call(app.url, 'DELETE', url, { token: stranger.token });
    expect(strangerDelete.status).toBe(404);
    const strangerList = await call(app.url, 'GET', '/files/user/progress-photos', {
      token: stranger.token,
    });
    expect(strangerList.body.data.photos).toEqual([]);
    expect((await fetchPhoto(url, owner.token)).status).toBe(200);
  });

  it('lists the user’s photos newest first and deletes one', async () => {
    const { token } = buildSignedInUser(app);
    await uploadParts(app.url, token, [await jpeg('first.jpg')]);
    app.clock.now = new Date(app.clock.now.getTime() + 60_000);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = await uploadParts(app.url, token, [await jpeg('second.jpg')]);
    const list = await call(app.url, 'GET', '/files/user/progress-photos', { token });
    expect(list.status).toBe(200);
    expect(list.body.data.photos.map((p: { filename: string }) => p.filename)).toEqual([
      'second.jpg',
      'first.jpg',
    ]);
    const { url } = second.body.data.files[0];
    const deleted = await call(app.url, 'DELETE', url, { token });
    expect(deleted.status).toBe(200);
    expect((await fetchPhoto(url, token)).status).toBe(404);
    expect((await call(app.url, 'DELETE', url, { token })).status).toBe(404);
    const after = await call(app.url, 'GET', '/files/user/progress-photos', { token });
    expect(after.body.data.photos).toHaveLength(1);
  });

  it.each(['nope', '0123456789abcdef01234567x', '{"$gt":""}', '%7B%22%24gt%22%3A%22%22%7D'])(
    'answers 404 for the photo id %s',
    async (id) => {
      const { token } = buildSignedInUser(app);
      expect((await fetchPhoto(`/files/progress-photos/${id}`, token)).status).toBe(404);
    },
  );
});

describe('refused uploads store nothing', () => {
  const cases: Array<[string, () => Promise<UploadPart[]>, string]> = [
    [
      'a PNG renamed .jpg with a JPEG content type',
      async () => [{ name: 'photo.jpg', type: 'image/jpeg', bytes: await buildPng() }],
      'photo.jpg is not a valid JPEG image.',
    ],
    [
      'a text file named .png',
      async () => [
        { name: 'notes.png', type: 'image/png', bytes: Buffer.from('just some text\n') },
      ],
      'notes.png is not a supported image format. Only JPEG, PNG, and WebP are allowed.',
    ],
    [
      'a 6 MB image',
      async () => [
        { name: 'huge.jpg', type: 'image/jpeg', bytes: await buildJpegOfSize(6 * 1024 * 1024) },
      ],
      'huge.jpg is too large. Maximum size is 5MB.',
    ],
    [
      'six files',
      async () => Promise.all(Array.from({ length: 6 }, (_, i) => jpeg(`p${i}.jpg`))),
      'Maximum 5 files allowed.',
    ],
    [
      'a truncated image',
      async () => {
        const full = await buildNoisyJpeg();
        return [
          {
            name: 'cut.jpg',
            type: 'image/jpeg',
            bytes: full.subarray(0, Math.floor(full.length / 2)),
          },
        ];
      },
      'cut.jpg is damaged or incomplete and could not be read as an image.',
    ],
    [
      'an SVG',
      async () => [
        {
          name: 'vector.svg',
          type: 'image/svg+xml',
          bytes: Buffer.from(
            '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
          ),
        },
      ],
      'vector.svg is not a supported image format. Only JPEG, PNG, and WebP are allowed.',
    ],
    [
      'a file name with path characters',
      async () => [
        { name: '../../etc/evil.jpg', type: 'image/jpeg', bytes: await buildJpegWithGps() },
      ],
      'File names must not contain path characters such as / or \\.',
    ],
    [
      'a JPEG named .gif',
      async () => [{ name: 'anim.gif', type: 'image/gif', bytes: await buildJpegWithGps() }],
      'anim.gif is not a supported image format. Only JPEG, PNG, and WebP are allowed.',
    ],
    [
      'a good photo beside a bad one',
      async () => [
        await jpeg('good.jpg'),
        { name: 'bad.png', type: 'image/png', bytes: Buffer.from('not an image') },
      ],
      'bad.png is not a supported image format. Only JPEG, PNG, and WebP are allowed.',
    ],
    [
      'a photo in another field',
      async () => [{ ...(await jpeg()), field: 'file' }],
      'Photos must be sent in the "photos" field.',
    ],
    ['no files', async () => [], 'Please select at least one photo to upload.'],
  ];

  it.each(cases)('refuses %s with 400 and its message', async (_label, buildParts, message) => {
    const { token } = buildSignedInUser(app);
    const before = await storedPhotoCount();
    const answer = await uploadParts(app.url, token, await buildParts());
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe('VALIDATION_ERROR');
    expect(answer.body.error.message).toBe(message);
    expect(answer.body.error.details.map((d: { message: string }) => d.message)).toContain(message);
    expect(await storedPhotoCount()).toBe(before);
    const list = await call(app.url, 'GET', '/files/user/progress-photos', { token });
    expect(list.body.data.photos).toEqual([]);
  });

  it('refuses a JSON body instead of a multipart upload', async () => {
    const { token } = buildSignedInUser(app);
    const answer = await call(app.url, 'POST', '/files/progress-photos', {
      token,
      body: { photos: [] },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toBe('Please select at least one photo to upload.');
  });
});

describe('upload limits', () => {
  it('refuses a photo of more than 24 megapixels before decoding it', async () => {
    const { token } = buildSignedInUser(app);
    const huge = await sharp({
      create: { width: 6000, height: 4100, channels: 3, background: '#777777' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const before = await storedPhotoCount();
    const answer = await uploadParts(app.url, token, [
      { name: 'huge.png', type: 'image/png', bytes: huge },
    ]);
    expect(answer.status).toBe(400);
    expect(answer.body.error.details[0].message).toBe(
      'huge.png has too many pixels. Maximum is 24 megapixels; resize it and try again.',
    );
    expect(await storedPhotoCount()).toBe(before);
  });

  it("keeps each user's photos within the quota, with a clear error past it", async () => {
    const small = await startProgressTestApp({ env: { PHOTO_QUOTA_PHOTOS: '2' } });
    try {
      const { token } = buildSignedInUser(small);
      expect(
        (await uploadParts(small.url, token, [await jpeg('a.jpg'), await jpeg('b.jpg')])).status,
      ).toBe(201);
      const over = await uploadParts(small.url, token, [await jpeg('c.jpg')]);
      expect(over.status).toBe(400);
      expect(over.body.error.details[0]).toMatchObject({
        field: 'photos',
        message: expect.stringMatching(/^You can keep up to 2 progress photos/),
      });
      // Another user has their own room.
      const other = buildSignedInUser(small);
      expect((await uploadParts(small.url, other.token, [await jpeg('d.jpg')])).status).toBe(201);
    } finally {
      await small.close();
    }
  });
});
