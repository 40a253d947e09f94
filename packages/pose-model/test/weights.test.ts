import { describe, expect, it } from 'vitest';
import { ProtoWriter } from '../src/onnx-proto';
import { densify, float16ToFloat32, transpose } from '../src/weights';

describe('float16ToFloat32', () => {
  it.each([
    [0x3c00, 1],
    [0xc000, -2],
    [0x3555, 0.333251953125],
    [0x0001, 2 ** -24],
    [0x7bff, 65504],
    [0x0000, 0],
  ])('0x%s → %s', (half, expected) => {
    const bytes = new Uint8Array([half & 0xff, half >> 8]);
    expect(float16ToFloat32(bytes)[0]).toBe(expected);
  });

  it('decodes infinities and NaN', () => {
    const [inf, nan] = float16ToFloat32(new Uint8Array([0x00, 0x7c, 0x01, 0x7c]));
    expect(inf).toBe(Infinity);
    expect(nan).toBeNaN();
  });
});

describe('densify', () => {
  it('expands a dense-then-CSR 2-D tensor (TFLite sparsity)', () => {
    // [[1, 0, 2], [0, 0, 3]]
    const dense = densify(Float32Array.of(1, 2, 3), [2, 3], {
      traversalOrder: [0, 1],
      blockMap: [],
      dims: [
        { format: 0, denseSize: 2, segments: [], indices: [] },
        { format: 1, denseSize: 0, segments: [0, 2, 3], indices: [0, 2, 2] },
      ],
    });
    expect(Array.from(dense)).toEqual([1, 0, 2, 0, 0, 3]);
  });

  it('follows the traversal order (column-major storage)', () => {
    const dense = densify(Float32Array.of(1, 2, 3, 4), [2, 2], {
      traversalOrder: [1, 0],
      blockMap: [],
      dims: [
        { format: 0, denseSize: 2, segments: [], indices: [] },
        { format: 0, denseSize: 2, segments: [], indices: [] },
      ],
    });
    expect(Array.from(dense)).toEqual([1, 3, 2, 4]);
  });
});

describe('transpose', () => {
  it('permutes NHWC to NCHW', () => {
    // N=1, H=1, W=2, C=3
    const nhwc = Float32Array.of(1, 2, 3, 4, 5, 6);
    expect(Array.from(transpose(nhwc, [1, 1, 2, 3], [0, 3, 1, 2]))).toEqual([1, 4, 2, 5, 3, 6]);
  });
});

describe('ProtoWriter', () => {
  it('writes varints, negative int64 in 10 bytes, strings and nested messages', () => {
    expect(Array.from(new ProtoWriter().int(1, 300).finish())).toEqual([0x08, 0xac, 0x02]);
    expect(new ProtoWriter().int(1, -1).finish()).toHaveLength(11);
    expect(Array.from(new ProtoWriter().string(2, 'ab').finish())).toEqual([0x12, 2, 97, 98]);
    const nested = new ProtoWriter().message(3, new ProtoWriter().int(1, 1)).finish();
    expect(Array.from(nested)).toEqual([0x1a, 2, 0x08, 1]);
  });
});
