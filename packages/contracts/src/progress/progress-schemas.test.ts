import { describe, expect, it } from 'vitest';
import { analyticsQuerySchema } from './analytics.schema';
import { checkPhotoFile, detectImageType } from './detect-image-type';
import { goalInputSchema } from './goal.schema';
import { measurementInputSchema } from './measurement.schema';

const jpegHead = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]);
const pngHead = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
const webpHead = new Uint8Array([0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x45, 0x42, 0x50]);
const textHead = new TextEncoder().encode('<svg xmlns="');

describe('detectImageType', () => {
  it.each([
    [jpegHead, 'image/jpeg'],
    [pngHead, 'image/png'],
    [webpHead, 'image/webp'],
    [textHead, null],
    [new Uint8Array([0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x41, 0x56, 0x45]), null],
    [new Uint8Array([0xff, 0xd8]), null],
  ])('reads %s as %s', (head, expected) => {
    expect(detectImageType(head)).toBe(expected);
  });
});

describe('checkPhotoFile', () => {
  const file = (overrides: Partial<Parameters<typeof checkPhotoFile>[0]>) => ({
    name: 'front.jpg',
    declaredType: 'image/jpeg',
    size: 1000,
    head: jpegHead,
    ...overrides,
  });

  it.each([
    [{}, { ok: true, contentType: 'image/jpeg' }],
    [
      { name: 'IMG_1.JPEG', declaredType: 'image/jpg' },
      { ok: true, contentType: 'image/jpeg' },
    ],
    [
      { name: 'side', declaredType: 'application/octet-stream', head: pngHead },
      { ok: true, contentType: 'image/png' },
    ],
    [
      { name: 'back.webp', declaredType: 'image/webp', head: webpHead },
      { ok: true, contentType: 'image/webp' },
    ],
    [{ size: 5_242_880 }, { ok: true, contentType: 'image/jpeg' }],
    [{ size: 5_242_881 }, { ok: false, message: 'front.jpg is too large. Maximum size is 5MB.' }],
    [{ head: pngHead }, { ok: false, message: 'front.jpg is not a valid JPEG image.' }],
    [
      { name: 'a.png', declaredType: 'image/png' },
      { ok: false, message: 'a.png is not a valid PNG image.' },
    ],
    [
      { name: 'photo', declaredType: 'image/png' },
      { ok: false, message: 'photo is not a valid PNG image.' },
    ],
    [
      { name: 'notes.png', declaredType: 'image/png', head: textHead },
      {
        ok: false,
        message: 'notes.png is not a supported image format. Only JPEG, PNG, and WebP are allowed.',
      },
    ],
    [
      { name: 'a.gif' },
      {
        ok: false,
        message: 'a.gif is not a supported image format. Only JPEG, PNG, and WebP are allowed.',
      },
    ],
    [
      { name: '../x.jpg' },
      { ok: false, message: 'File names must not contain path characters such as / or \\.' },
    ],
    [
      { name: 'a\\b.jpg' },
      { ok: false, message: 'File names must not contain path characters such as / or \\.' },
    ],
    [
      { name: 'a\u0000.jpg' },
      { ok: false, message: 'File names must not contain path characters such as / or \\.' },
    ],
  ])('checks %j as %j', (overrides, expected) => {
    expect(checkPhotoFile(file(overrides))).toEqual(expected);
  });
});

describe('progress schemas', () => {
  it('refuses operator objects and unknown keys in measurements', () => {
    expect(measurementInputSchema.safeParse({ weight: { $gt: '' } }).success).toBe(false);
    expect(measurementInputSchema.safeParse({ weight: 80, $where: '1' }).success).toBe(false);
    expect(measurementInputSchema.safeParse({ weight: 80 }).success).toBe(true);
  });

  it('applies the goal defaults', () => {
    expect(goalInputSchema.parse({ targetValue: 5 })).toEqual({
      goalType: 'WEIGHT_LOSS',
      targetValue: 5,
      currentValue: 0,
    });
  });

  it.each([
    [{}, 90],
    [{ period: '30' }, 30],
    [{ period: '180' }, 180],
  ])('reads the analytics query %j as %i days', (query, days) => {
    expect(analyticsQuerySchema.parse(query).period).toBe(days);
  });

  it.each([{ period: '7' }, { period: ['30', '60'] }, { days: '30' }])(
    'refuses the analytics query %j',
    (query) => {
      expect(analyticsQuerySchema.safeParse(query).success).toBe(false);
    },
  );
});
