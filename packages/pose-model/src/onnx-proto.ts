// A minimal protobuf encoder for the ONNX messages the converter writes (onnx.proto, proto2 wire
// format): ModelProto, GraphProto, NodeProto, AttributeProto, TensorProto and ValueInfoProto.

const WIRE_VARINT = 0;
const WIRE_FIXED32 = 5;
const WIRE_BYTES = 2;

/** Appends fields; nested messages keep their chunks so large weights are copied only once. */
export class ProtoWriter {
  private readonly chunks: Uint8Array[] = [];
  length = 0;

  private push(chunk: Uint8Array): void {
    this.chunks.push(chunk);
    this.length += chunk.length;
  }

  private varint(value: number | bigint): void {
    let v = BigInt.asUintN(64, BigInt(value));
    const bytes: number[] = [];
    do {
      let byte = Number(v & 0x7fn);
      v >>= 7n;
      if (v) byte |= 0x80;
      bytes.push(byte);
    } while (v);
    this.push(Uint8Array.from(bytes));
  }

  private tag(field: number, wire: number): void {
    this.varint((field << 3) | wire);
  }

  int(field: number, value: number): this {
    this.tag(field, WIRE_VARINT);
    this.varint(value);
    return this;
  }

  float(field: number, value: number): this {
    this.tag(field, WIRE_FIXED32);
    const bytes = new Uint8Array(4);
    new DataView(bytes.buffer).setFloat32(0, value, true);
    this.push(bytes);
    return this;
  }

  bytes(field: number, value: Uint8Array): this {
    this.tag(field, WIRE_BYTES);
    this.varint(value.length);
    this.push(value);
    return this;
  }

  string(field: number, value: string): this {
    return this.bytes(field, new TextEncoder().encode(value));
  }

  message(field: number, message: ProtoWriter): this {
    this.tag(field, WIRE_BYTES);
    this.varint(message.length);
    for (const chunk of message.chunks) this.push(chunk);
    return this;
  }

  finish(): Uint8Array {
    const out = new Uint8Array(this.length);
    let at = 0;
    for (const chunk of this.chunks) {
      out.set(chunk, at);
      at += chunk.length;
    }
    return out;
  }
}

export const DataType = { FLOAT: 1, INT32: 6, INT64: 7 } as const;

export type AttributeValue = number | number[] | string | { floats: number[] } | { float: number };

export interface OnnxNode {
  op: string;
  inputs: string[];
  outputs: string[];
  attributes?: Record<string, AttributeValue>;
}

export interface OnnxTensor {
  name: string;
  dims: number[];
  data: Float32Array | BigInt64Array;
}

export interface OnnxValueInfo {
  name: string;
  dims: number[];
}

export interface OnnxGraph {
  name: string;
  nodes: OnnxNode[];
  initializers: OnnxTensor[];
  inputs: OnnxValueInfo[];
  outputs: OnnxValueInfo[];
}

const ATTRIBUTE_FLOAT = 1;
const ATTRIBUTE_INT = 2;
const ATTRIBUTE_STRING = 3;
const ATTRIBUTE_FLOATS = 6;
const ATTRIBUTE_INTS = 7;

function attribute(name: string, value: AttributeValue): ProtoWriter {
  const w = new ProtoWriter().string(1, name);
  if (typeof value === 'number') return w.int(3, value).int(20, ATTRIBUTE_INT);
  if (typeof value === 'string') return w.string(4, value).int(20, ATTRIBUTE_STRING);
  if (Array.isArray(value)) {
    for (const v of value) w.int(8, v);
    return w.int(20, ATTRIBUTE_INTS);
  }
  if ('float' in value) return w.float(2, value.float).int(20, ATTRIBUTE_FLOAT);
  for (const v of value.floats) w.float(7, v);
  return w.int(20, ATTRIBUTE_FLOATS);
}

function node(n: OnnxNode, index: number): ProtoWriter {
  const w = new ProtoWriter();
  for (const input of n.inputs) w.string(1, input);
  for (const output of n.outputs) w.string(2, output);
  w.string(3, `${n.op}_${index}`).string(4, n.op);
  for (const [name, value] of Object.entries(n.attributes ?? {}))
    w.message(5, attribute(name, value));
  return w;
}

function tensor(t: OnnxTensor): ProtoWriter {
  const w = new ProtoWriter();
  for (const d of t.dims) w.int(1, d);
  w.int(2, t.data instanceof Float32Array ? DataType.FLOAT : DataType.INT64).string(8, t.name);
  return w.bytes(9, new Uint8Array(t.data.buffer, t.data.byteOffset, t.data.byteLength));
}

function valueInfo(v: OnnxValueInfo): ProtoWriter {
  const shape = new ProtoWriter();
  for (const d of v.dims) shape.message(1, new ProtoWriter().int(1, d));
  const tensorType = new ProtoWriter().int(1, DataType.FLOAT).message(2, shape);
  return new ProtoWriter().string(1, v.name).message(2, new ProtoWriter().message(1, tensorType));
}

/** Serialises a float32 graph as an ONNX model (IR version 6, default domain opset 11). */
export function encodeModel(graph: OnnxGraph, producer: string): Uint8Array {
  const g = new ProtoWriter();
  graph.nodes.forEach((n, i) => g.message(1, node(n, i)));
  g.string(2, graph.name);
  for (const t of graph.initializers) g.message(5, tensor(t));
  for (const v of graph.inputs) g.message(11, valueInfo(v));
  for (const v of graph.outputs) g.message(12, valueInfo(v));
  return new ProtoWriter()
    .int(1, 6)
    .string(2, producer)
    .message(7, g)
    .message(8, new ProtoWriter().string(1, '').int(2, 11))
    .finish();
}
