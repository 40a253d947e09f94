// TFLite graph → ONNX graph. Every 4-D activation is kept in NCHW (ONNX's layout); weights are
// transposed once here, and reshapes/concats that depend on the NHWC element order are mapped.
import { at } from './checked';
import { encodeModel, type OnnxGraph, type OnnxNode, type OnnxTensor } from './onnx-proto';
import {
  BuiltinOp,
  TensorType,
  type Table,
  type TfModel,
  type TfOperator,
  type TfTensor,
} from './tflite';
import { bytesToFloat32, bytesToInt32, densify, float16ToFloat32, transpose } from './weights';

const PRODUCER = 'repwise-pose-model';
/** NHWC axis → NCHW axis. */
const NHWC_TO_NCHW_AXIS = [0, 2, 3, 1];
const TO_NHWC = [0, 2, 3, 1];
const TO_NCHW = [0, 3, 1, 2];

interface Constant {
  shape: number[];
  data: Float32Array | Int32Array;
}

export interface ConvertOptions {
  /** Names of the TFLite output tensors to keep (the rest of the graph is pruned). */
  outputs: string[];
  graphName: string;
}

/** Converts a parsed TFLite model to ONNX bytes (opset 11, float32, NCHW input). */
export function convertToOnnx(model: TfModel, options: ConvertOptions): Uint8Array {
  return encodeModel(buildGraph(model, options), PRODUCER);
}

export function buildGraph(model: TfModel, { outputs, graphName }: ConvertOptions): OnnxGraph {
  const byName = new Map(model.tensors.map((t) => [t.name, t]));
  const outputTensors = outputs.map((name) => {
    const tensor = byName.get(name);
    if (!tensor) throw new Error(`The TFLite model has no output ${name}`);
    return tensor;
  });
  const operators = reachableOperators(model, outputTensors);
  const constants = foldConstants(model, operators);
  const inputTensor = at(model.tensors, at(model.inputs, 0));
  const builder = new GraphBuilder(model, constants, inputTensor, outputTensors);
  for (const operator of operators) {
    if (operator.op === BuiltinOp.DENSIFY || operator.op === BuiltinOp.DEQUANTIZE) continue;
    builder.emit(operator);
  }
  const [n, h, w, c] = inputTensor.shape as [number, number, number, number];
  return {
    name: graphName,
    nodes: builder.nodes,
    initializers: builder.initializers,
    inputs: [{ name: inputTensor.name, dims: [n, c, h, w] }],
    outputs: outputTensors.map((t) => ({ name: t.name, dims: t.shape })),
  };
}

/** The operators the wanted outputs depend on, in the file's (topological) order. */
function reachableOperators(model: TfModel, outputs: TfTensor[]): TfOperator[] {
  const producer = new Map<number, TfOperator>();
  for (const operator of model.operators)
    for (const o of operator.outputs) producer.set(o, operator);
  const needed = new Set<TfOperator>();
  const stack = outputs.map((t) => t.index);
  while (stack.length) {
    const next = stack.pop();
    const operator = next === undefined ? undefined : producer.get(next);
    if (!operator || needed.has(operator)) continue;
    needed.add(operator);
    stack.push(...operator.inputs.filter((i) => i >= 0));
  }
  return model.operators.filter((operator) => needed.has(operator));
}

/** Constant tensors as float32/int32, with DENSIFY and DEQUANTIZE of constants evaluated. */
function foldConstants(model: TfModel, operators: TfOperator[]): Map<number, Constant> {
  const constants = new Map<number, Constant>();
  const sparse = new Map<number, TfTensor>();
  for (const tensor of model.tensors) {
    if (!tensor.data) continue;
    if (tensor.sparsity) {
      sparse.set(tensor.index, tensor);
      continue;
    }
    constants.set(tensor.index, { shape: tensor.shape, data: decode(tensor) });
  }
  for (const operator of operators) {
    const input = at(operator.inputs, 0);
    const output = at(operator.outputs, 0);
    if (operator.op === BuiltinOp.DENSIFY) {
      const tensor = sparse.get(input);
      if (!tensor?.sparsity) throw new Error(`DENSIFY of a non-constant tensor ${input}`);
      const values =
        tensor.type === TensorType.FLOAT16
          ? float16ToFloat32(constantData(tensor))
          : bytesToFloat32(constantData(tensor));
      const shape = at(model.tensors, output).shape;
      constants.set(output, { shape, data: densify(values, shape, tensor.sparsity) });
    } else if (operator.op === BuiltinOp.DEQUANTIZE) {
      const constant = constants.get(input);
      if (!constant) throw new Error(`DEQUANTIZE of a non-constant tensor ${input}`);
      constants.set(output, {
        shape: at(model.tensors, output).shape,
        data: Float32Array.from(constant.data),
      });
    }
  }
  return constants;
}

function constantData(tensor: TfTensor): Uint8Array {
  if (!tensor.data) throw new Error(`${tensor.name} has no constant data`);
  return tensor.data;
}

function decode(tensor: TfTensor): Float32Array | Int32Array {
  if (tensor.type === TensorType.FLOAT16) return float16ToFloat32(constantData(tensor));
  if (tensor.type === TensorType.FLOAT32) return bytesToFloat32(constantData(tensor));
  if (tensor.type === TensorType.INT32) return bytesToInt32(constantData(tensor));
  throw new Error(`Unsupported constant type ${tensor.type} (${tensor.name})`);
}

/** TF "SAME" padding for one spatial axis: [before, after]. */
function samePadding(
  inSize: number,
  outSize: number,
  stride: number,
  kernel: number,
  dilation: number,
): [number, number] {
  const total = Math.max((outSize - 1) * stride + (kernel - 1) * dilation + 1 - inSize, 0);
  return [Math.floor(total / 2), total - Math.floor(total / 2)];
}

class GraphBuilder {
  readonly nodes: OnnxNode[] = [];
  readonly initializers: OnnxTensor[] = [];
  private readonly names = new Map<number, string>();
  private readonly emitted = new Set<string>();
  private counter = 0;

  constructor(
    private readonly model: TfModel,
    private readonly constants: Map<number, Constant>,
    input: TfTensor,
    outputs: TfTensor[],
  ) {
    this.names.set(input.index, input.name);
    for (const output of outputs) this.names.set(output.index, output.name);
  }

  private tensor(index: number): TfTensor {
    return at(this.model.tensors, index);
  }

  private name(index: number): string {
    let name = this.names.get(index);
    if (!name) {
      name = `t${index}`;
      this.names.set(index, name);
    }
    return name;
  }

  private fresh(prefix: string): string {
    return `${prefix}_${this.counter++}`;
  }

  private initializer(name: string, dims: number[], data: Float32Array | BigInt64Array): string {
    if (!this.emitted.has(name)) {
      this.emitted.add(name);
      this.initializers.push({ name, dims, data });
    }
    return name;
  }

  private ints(values: number[]): string {
    return this.initializer(
      this.fresh('ints'),
      [values.length],
      BigInt64Array.from(values.map(BigInt)),
    );
  }

  private scalar(value: number): string {
    return this.initializer(`scalar_${value}`, [], Float32Array.of(value));
  }

  /** The ONNX name of an operand; a constant operand becomes an initializer laid out for NCHW. */
  private operand(index: number, nchwPeer: boolean): string {
    const constant = this.constants.get(index);
    if (!constant) return this.name(index);
    const name = `c${index}`;
    let { shape } = constant;
    let data: Float32Array = Float32Array.from(constant.data);
    if (nchwPeer && shape.length === 4) {
      data = transpose(data, shape, TO_NCHW);
      shape = TO_NCHW.map((axis) => at(shape, axis));
    } else if (nchwPeer && shape.length === 1 && at(shape, 0) > 1) {
      shape = [at(shape, 0), 1, 1];
    }
    return this.initializer(name, shape, data);
  }

  private isNchw(index: number): boolean {
    return !this.constants.has(index) && this.tensor(index).shape.length === 4;
  }

  private add(
    op: string,
    inputs: string[],
    outputs: string[],
    attributes?: OnnxNode['attributes'],
  ): void {
    this.nodes.push({ op, inputs, outputs, ...(attributes ? { attributes } : {}) });
  }

  /** Emits `op` into `output`, followed by the fused activation when there is one. */
  private withActivation(activation: number, output: number, emit: (target: string) => void): void {
    const target = this.name(output);
    if (activation === 0) return emit(target);
    const raw = this.fresh('pre_act');
    emit(raw);
    if (activation === 1) this.add('Relu', [raw], [target]);
    else if (activation === 2) this.add('Clip', [raw, this.scalar(-1), this.scalar(1)], [target]);
    else if (activation === 3) this.add('Clip', [raw, this.scalar(0), this.scalar(6)], [target]);
    else if (activation === 4) this.add('Tanh', [raw], [target]);
    else throw new Error(`Unsupported fused activation ${activation}`);
  }

  emit(operator: TfOperator): void {
    const o = operator.options;
    switch (operator.op) {
      case BuiltinOp.CONV_2D:
        return this.conv(operator, false, o);
      case BuiltinOp.DEPTHWISE_CONV_2D:
        return this.conv(operator, true, o);
      case BuiltinOp.ADD:
        return this.addOp(operator, o);
      case BuiltinOp.PAD:
        return this.pad(operator);
      case BuiltinOp.MAX_POOL_2D:
        return this.maxPool(operator, o);
      case BuiltinOp.RESHAPE:
        return this.reshape(operator);
      case BuiltinOp.CONCATENATION:
        return this.concat(operator, o);
      case BuiltinOp.DEPTH_TO_SPACE:
        return this.add(
          'DepthToSpace',
          [this.name(at(operator.inputs, 0))],
          [this.name(at(operator.outputs, 0))],
          {
            blocksize: o?.int32(0) ?? 1,
            mode: 'DCR',
          },
        );
      case BuiltinOp.RESIZE_BILINEAR:
        return this.resize(operator, o);
      case BuiltinOp.LOGISTIC:
        return this.add(
          'Sigmoid',
          [this.name(at(operator.inputs, 0))],
          [this.name(at(operator.outputs, 0))],
        );
      default:
        throw new Error(`Unsupported TFLite builtin operator ${operator.op}`);
    }
  }

  private conv(operator: TfOperator, depthwise: boolean, o: Table | null): void {
    const [inputIndex, weightIndex, biasIndex] = operator.inputs as [number, number, number];
    const output = at(operator.outputs, 0);
    const weight = this.constants.get(weightIndex);
    if (!weight) throw new Error('Convolution weights must be constant');
    const [, inH, inW, inC] = this.tensor(inputIndex).shape as [number, number, number, number];
    const [, outH, outW] = this.tensor(output).shape as [number, number, number, number];
    // Conv2DOptions: padding 0, stride_w 1, stride_h 2, activation 3, dilation_w 4, dilation_h 5.
    // DepthwiseConv2DOptions: padding 0, stride_w 1, stride_h 2, multiplier 3, activation 4, dil 5/6.
    const padding = o?.int8(0) ?? 0;
    const strideW = o?.int32(1, 1) ?? 1;
    const strideH = o?.int32(2, 1) ?? 1;
    const activation = o?.int8(depthwise ? 4 : 3) ?? 0;
    const dilationW = o?.int32(depthwise ? 5 : 4, 1) ?? 1;
    const dilationH = o?.int32(depthwise ? 6 : 5, 1) ?? 1;
    const [kOut, kH, kW, kIn] = weight.shape as [number, number, number, number];
    const data = Float32Array.from(weight.data);
    // Conv: [O,KH,KW,I] → [O,I,KH,KW]; depthwise: [1,KH,KW,C·M] → [C·M,1,KH,KW].
    const onnxWeight = depthwise
      ? transpose(data, weight.shape, [3, 0, 1, 2])
      : transpose(data, weight.shape, [0, 3, 1, 2]);
    const weightDims = depthwise ? [kIn, 1, kH, kW] : [kOut, kIn, kH, kW];
    const [top, bottom] = padding === 0 ? samePadding(inH, outH, strideH, kH, dilationH) : [0, 0];
    const [left, right] = padding === 0 ? samePadding(inW, outW, strideW, kW, dilationW) : [0, 0];
    const inputs = [
      this.name(inputIndex),
      this.initializer(`c${weightIndex}`, weightDims, onnxWeight),
    ];
    if (biasIndex !== undefined && biasIndex >= 0) inputs.push(this.operand(biasIndex, false));
    this.withActivation(activation, output, (target) =>
      this.add('Conv', inputs, [target], {
        kernel_shape: [kH, kW],
        strides: [strideH, strideW],
        dilations: [dilationH, dilationW],
        pads: [top, left, bottom, right],
        group: depthwise ? inC : 1,
      }),
    );
  }

  private addOp(operator: TfOperator, o: Table | null): void {
    const [a, b] = operator.inputs as [number, number];
    const output = at(operator.outputs, 0);
    const nchw = this.isNchw(output);
    const inputs = [this.operand(a, nchw), this.operand(b, nchw)];
    this.withActivation(o?.int8(0) ?? 0, output, (target) => this.add('Add', inputs, [target]));
  }

  private pad(operator: TfOperator): void {
    const [input, paddingsIndex] = operator.inputs as [number, number];
    const paddings = this.constants.get(paddingsIndex);
    if (!paddings) throw new Error('PAD paddings must be constant');
    const p = Array.from(paddings.data);
    const rank = p.length / 2;
    const axes = rank === 4 && this.isNchw(input) ? TO_NCHW : [...Array(rank).keys()];
    const pads = [
      ...axes.map((axis) => at(p, 2 * axis)),
      ...axes.map((axis) => at(p, 2 * axis + 1)),
    ];
    this.add('Pad', [this.name(input), this.ints(pads)], [this.name(at(operator.outputs, 0))], {
      mode: 'constant',
    });
  }

  private maxPool(operator: TfOperator, o: Table | null): void {
    const input = at(operator.inputs, 0);
    const output = at(operator.outputs, 0);
    // Pool2DOptions: padding 0, stride_w 1, stride_h 2, filter_width 3, filter_height 4, activation 5.
    const strideW = o?.int32(1, 1) ?? 1;
    const strideH = o?.int32(2, 1) ?? 1;
    const kW = o?.int32(3, 1) ?? 1;
    const kH = o?.int32(4, 1) ?? 1;
    const [, inH, inW] = this.tensor(input).shape as [number, number, number];
    const [, outH, outW] = this.tensor(output).shape as [number, number, number];
    const same = (o?.int8(0) ?? 0) === 0;
    const [top, bottom] = same ? samePadding(inH, outH, strideH, kH, 1) : [0, 0];
    const [left, right] = same ? samePadding(inW, outW, strideW, kW, 1) : [0, 0];
    this.withActivation(o?.int8(5) ?? 0, output, (target) =>
      this.add('MaxPool', [this.name(input)], [target], {
        kernel_shape: [kH, kW],
        strides: [strideH, strideW],
        pads: [top, left, bottom, right],
      }),
    );
  }

  /** Reshape works on NHWC element order: transpose back around it when 4-D tensors are involved. */
  private reshape(operator: TfOperator): void {
    const input = at(operator.inputs, 0);
    const output = at(operator.outputs, 0);
    const outShape = this.tensor(output).shape;
    let source = this.name(input);
    if (this.isNchw(input)) {
      const nhwc = this.fresh('nhwc');
      this.add('Transpose', [source], [nhwc], { perm: TO_NHWC });
      source = nhwc;
    }
    if (outShape.length !== 4) {
      this.add('Reshape', [source, this.ints(outShape)], [this.name(output)]);
      return;
    }
    const reshaped = this.fresh('reshaped');
    this.add('Reshape', [source, this.ints(outShape)], [reshaped]);
    this.add('Transpose', [reshaped], [this.name(output)], { perm: TO_NCHW });
  }

  private concat(operator: TfOperator, o: Table | null): void {
    const output = at(operator.outputs, 0);
    const rank = this.tensor(output).shape.length;
    const raw = o?.int32(0) ?? 0;
    const axis = raw < 0 ? raw + rank : raw;
    const nchw = this.isNchw(output);
    const inputs = operator.inputs.map((i) => this.operand(i, nchw));
    this.withActivation(o?.int8(1) ?? 0, output, (target) =>
      this.add('Concat', inputs, [target], { axis: nchw ? at(NHWC_TO_NCHW_AXIS, axis) : axis }),
    );
  }

  private resize(operator: TfOperator, o: Table | null): void {
    const input = at(operator.inputs, 0);
    const output = at(operator.outputs, 0);
    const [, inH, inW] = this.tensor(input).shape as [number, number, number];
    const [, outH, outW] = this.tensor(output).shape as [number, number, number];
    // ResizeBilinearOptions: align_corners 2, half_pixel_centers 3.
    const mode = o?.bool(2) ? 'align_corners' : o?.bool(3) ? 'half_pixel' : 'asymmetric';
    const roi = this.initializer('empty_roi', [0], new Float32Array(0));
    const scales = this.initializer(
      this.fresh('scales'),
      [4],
      Float32Array.of(1, 1, outH / inH, outW / inW),
    );
    this.add('Resize', [this.name(input), roi, scales], [this.name(output)], {
      mode: 'linear',
      coordinate_transformation_mode: mode,
    });
  }
}
