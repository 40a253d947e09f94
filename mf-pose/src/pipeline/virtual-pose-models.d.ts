declare module 'virtual:pose-models' {
  /** URLs of the converted ONNX models, served from this remote's origin (build/pose-models-plugin.mjs). */
  import type { ModelUrls } from './pose-pipeline';
  export const modelUrls: ModelUrls;
}
