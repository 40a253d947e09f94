// Constant tensor helpers: FLOAT16 → FLOAT32, TFLite sparse → dense, NHWC-family transposes.
import { at } from './checked';
import type { Sparsity } from './tflite';

/** Decodes little-endian IEEE half floats. */
export function float16ToFloat32(bytes: Uint8Array): Float32Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const out = new Float32Array(bytes.byteLength / 2);
  for (let i = 0; i < out.length; i++) out[i] = halfToFloat(view.getUint16(2 * i, true));
  return out;
}

function halfToFloat(h: number): number {
  const sign = h & 0x8000 ? -1 : 1;
  const exponent = (h >> 10) & 0x1f;
  const fraction = h & 0x3ff;
  if (exponent === 0) return sign * 2 ** -14 * (fraction / 1024);
  if (exponent === 31) return fraction ? Number.NaN : sign * Number.POSITIVE_INFINITY;
  return sign * 2 ** (exponent - 15) * (1 + fraction / 1024);
}

/** A fresh, aligned ArrayBuffer (a Node Buffer's slice would share the whole file's memory). */
function copyBuffer(bytes: Uint8Array): ArrayBuffer {
  const copy = new Uint8Array(bytes.byteLength);
  copy.set(bytes);
  return copy.buffer;
}

export function bytesToFloat32(bytes: Uint8Array): Float32Array {
  return new Float32Array(copyBuffer(bytes));
}

export function bytesToInt32(bytes: Uint8Array): Int32Array {
  return new Int32Array(copyBuffer(bytes));
}

/**
 * Expands a TFLite sparse tensor (the DENSIFY op) the way TFLite's FormatConverter does: walk the
 * traversal order, dense levels by their size, CSR levels by their segments and indices.
 */
export function densify(values: Float32Array, shape: number[], sparsity: Sparsity): Float32Array {
  const rank = shape.length;
  const { traversalOrder, blockMap, dims } = sparsity;
  const blockSizes = blockMap.map((_, i) => dims[rank + i]?.denseSize ?? 1);
  const strides = shape.map((_, axis) => shape.slice(axis + 1).reduce((a, b) => a * b, 1));
  const out = new Float32Array(shape.reduce((a, b) => a * b, 1));
  const indices = new Array<number>(traversalOrder.length).fill(0);
  let next = 0;

  const place = () => {
    const original = new Array<number>(rank).fill(0);
    for (let i = 0; i < rank; i++) original[at(traversalOrder, i)] = at(indices, i);
    for (let i = rank; i < traversalOrder.length; i++) {
      const block = at(traversalOrder, i) - rank;
      const axis = at(blockMap, block);
      original[axis] = at(original, axis) * at(blockSizes, block) + at(indices, i);
    }
    let flat = 0;
    for (let axis = 0; axis < rank; axis++) flat += at(original, axis) * at(strides, axis);
    out[flat] = at(values, next);
    next++;
  };

  const walk = (level: number, previous: number) => {
    if (level === traversalOrder.length) return place();
    const dim = at(dims, level);
    if (dim.format === 0) {
      for (let i = 0; i < dim.denseSize; i++) {
        indices[level] = i;
        walk(level + 1, previous * dim.denseSize + i);
      }
      return;
    }
    for (let i = at(dim.segments, previous); i < at(dim.segments, previous + 1); i++) {
      indices[level] = at(dim.indices, i);
      walk(level + 1, i);
    }
  };
  walk(0, 0);
  return out;
}

/** Permutes a dense row-major tensor: out axis i is input axis perm[i]. */
export function transpose(data: Float32Array, shape: number[], perm: number[]): Float32Array {
  const rank = shape.length;
  const inStrides = shape.map((_, axis) => shape.slice(axis + 1).reduce((a, b) => a * b, 1));
  const outShape = perm.map((axis) => at(shape, axis));
  const out = new Float32Array(data.length);
  const counter = new Array<number>(rank).fill(0);
  const stepStrides = perm.map((axis) => at(inStrides, axis));
  for (let o = 0; o < out.length; o++) {
    let source = 0;
    for (let i = 0; i < rank; i++) source += at(counter, i) * at(stepStrides, i);
    out[o] = at(data, source);
    for (let i = rank - 1; i >= 0; i--) {
      counter[i] = at(counter, i) + 1;
      if (at(counter, i) < at(outShape, i)) break;
      counter[i] = 0;
    }
  }
  return out;
}
