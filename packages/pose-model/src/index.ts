export { convertToOnnx, buildGraph, type ConvertOptions } from './convert';
export { readTfliteModel, type TfModel, type TfTensor, type TfOperator } from './tflite';
export {
  MODELS,
  DETECTOR_BYTES,
  convertAll,
  convertModel,
  readTfliteSource,
  mediapipePoseDir,
  type ModelName,
  type ModelSpec,
  type ConvertResult,
} from './models';
