// A minimal reader for the parts of the TFLite flatbuffer schema (schema version 3) that the
// BlazePose models use: Model, SubGraph, Tensor, Buffer, Operator, OperatorCode, sparsity and the
// builtin option tables. Field ids follow tensorflow/lite/schema/schema.fbs.
import { ByteBuffer } from 'flatbuffers';

/** A flatbuffer table: reads fields by their schema id. */
export class Table {
  constructor(
    private readonly bb: ByteBuffer,
    private readonly pos: number,
  ) {}

  private offset(id: number): number {
    return this.bb.__offset(this.pos, 4 + 2 * id);
  }

  int32(id: number, fallback = 0): number {
    const o = this.offset(id);
    return o ? this.bb.readInt32(this.pos + o) : fallback;
  }

  uint32(id: number, fallback = 0): number {
    const o = this.offset(id);
    return o ? this.bb.readUint32(this.pos + o) : fallback;
  }

  int8(id: number, fallback = 0): number {
    const o = this.offset(id);
    return o ? this.bb.readInt8(this.pos + o) : fallback;
  }

  uint8(id: number, fallback = 0): number {
    const o = this.offset(id);
    return o ? this.bb.readUint8(this.pos + o) : fallback;
  }

  bool(id: number): boolean {
    return this.uint8(id) !== 0;
  }

  string(id: number): string {
    const o = this.offset(id);
    return o ? (this.bb.__string(this.pos + o) as string) : '';
  }

  table(id: number): Table | null {
    const o = this.offset(id);
    return o ? new Table(this.bb, this.bb.__indirect(this.pos + o)) : null;
  }

  tables(id: number): Table[] {
    const { start, length } = this.vector(id);
    return Array.from({ length }, (_, i) => new Table(this.bb, this.bb.__indirect(start + 4 * i)));
  }

  int32s(id: number): number[] {
    const { start, length } = this.vector(id);
    return Array.from({ length }, (_, i) => this.bb.readInt32(start + 4 * i));
  }

  uint16s(id: number): number[] {
    const { start, length } = this.vector(id);
    return Array.from({ length }, (_, i) => this.bb.readUint16(start + 2 * i));
  }

  /** A [ubyte] vector as a view on the file (no copy). */
  bytes(id: number): Uint8Array {
    const { start, length } = this.vector(id);
    return this.bb.bytes().subarray(start, start + length);
  }

  private vector(id: number): { start: number; length: number } {
    const o = this.offset(id);
    if (!o) return { start: 0, length: 0 };
    return { start: this.bb.__vector(this.pos + o), length: this.bb.__vector_len(this.pos + o) };
  }
}

export const TensorType = { FLOAT32: 0, FLOAT16: 1, INT32: 2 } as const;

export const BuiltinOp = {
  ADD: 0,
  CONCATENATION: 2,
  CONV_2D: 3,
  DEPTHWISE_CONV_2D: 4,
  DEPTH_TO_SPACE: 5,
  DEQUANTIZE: 6,
  LOGISTIC: 14,
  MAX_POOL_2D: 17,
  RESHAPE: 22,
  RESIZE_BILINEAR: 23,
  PAD: 34,
  DENSIFY: 124,
} as const;

export interface DimensionMetadata {
  /** 0 = dense, 1 = sparse CSR. */
  format: number;
  denseSize: number;
  segments: number[];
  indices: number[];
}

export interface Sparsity {
  traversalOrder: number[];
  blockMap: number[];
  dims: DimensionMetadata[];
}

export interface TfTensor {
  index: number;
  name: string;
  shape: number[];
  type: number;
  /** The tensor's constant data, or null for activations. */
  data: Uint8Array | null;
  sparsity: Sparsity | null;
}

export interface TfOperator {
  op: number;
  inputs: number[];
  outputs: number[];
  options: Table | null;
}

export interface TfModel {
  tensors: TfTensor[];
  operators: TfOperator[];
  inputs: number[];
  outputs: number[];
}

/** Reads the first subgraph of a .tflite file. */
export function readTfliteModel(file: Uint8Array): TfModel {
  const bb = new ByteBuffer(file);
  const model = new Table(bb, bb.readInt32(bb.position()) + bb.position());
  const opCodes = model.tables(1).map((code) => Math.max(code.int8(0), code.int32(3)));
  const buffers = model.tables(4).map((buffer) => buffer.bytes(0));
  const [subgraph] = model.tables(2);
  if (!subgraph) throw new Error('The TFLite model has no subgraph');
  const tensors = subgraph.tables(0).map((tensor, index): TfTensor => {
    const data = buffers[tensor.uint32(2)];
    return {
      index,
      name: tensor.string(3),
      shape: tensor.int32s(0),
      type: tensor.int8(1),
      data: data && data.length > 0 ? data : null,
      sparsity: readSparsity(tensor.table(6)),
    };
  });
  const operators = subgraph.tables(3).map((operator): TfOperator => ({
    op: opCodes[operator.uint32(0)] ?? -1,
    inputs: operator.int32s(1),
    outputs: operator.int32s(2),
    options: operator.table(4),
  }));
  return { tensors, operators, inputs: subgraph.int32s(1), outputs: subgraph.int32s(2) };
}

function readSparsity(table: Table | null): Sparsity | null {
  if (!table) return null;
  return {
    traversalOrder: table.int32s(0),
    blockMap: table.int32s(1),
    dims: table.tables(2).map((dim) => ({
      format: dim.int8(0),
      denseSize: dim.int32(1),
      segments: readIndexVector(dim.uint8(2), dim.table(3)),
      indices: readIndexVector(dim.uint8(4), dim.table(5)),
    })),
  };
}

/** SparseIndexVector union: 1 Int32Vector, 2 Uint16Vector, 3 Uint8Vector (each `values` at id 0). */
function readIndexVector(type: number, table: Table | null): number[] {
  if (!table) return [];
  if (type === 1) return table.int32s(0);
  if (type === 2) return table.uint16s(0);
  if (type === 3) return Array.from(table.bytes(0));
  throw new Error(`Unknown sparse index vector type ${type}`);
}
