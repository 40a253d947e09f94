// Temporal smoothing of landmarks: a one-euro filter per coordinate (Casiez et al. 2012), with the
// speed measured relative to the ROI size so it behaves the same near and far from the camera.
import type { Landmark } from './geometry';

export interface OneEuroOptions {
  /** Cut-off frequency (Hz) at rest: lower = smoother, more lag. */
  minCutoff: number;
  /** How fast the cut-off rises with speed: higher = less lag on fast moves. */
  beta: number;
  derivativeCutoff: number;
}

export const DEFAULT_SMOOTHING: OneEuroOptions = { minCutoff: 1.5, beta: 20, derivativeCutoff: 1 };

function alpha(cutoff: number, dtSeconds: number): number {
  const tau = 1 / (2 * Math.PI * cutoff);
  return 1 / (1 + tau / dtSeconds);
}

export class OneEuroFilter {
  private value: number | null = null;
  private derivative = 0;

  constructor(private readonly options: OneEuroOptions) {}

  /** `scale` normalises the speed (e.g. the ROI side in pixels). */
  filter(value: number, dtSeconds: number, scale: number): number {
    if (this.value === null || dtSeconds <= 0) {
      this.value = value;
      this.derivative = 0;
      return value;
    }
    const rawDerivative = (value - this.value) / dtSeconds / Math.max(scale, 1e-6);
    const d = alpha(this.options.derivativeCutoff, dtSeconds);
    this.derivative = d * rawDerivative + (1 - d) * this.derivative;
    const cutoff = this.options.minCutoff + this.options.beta * Math.abs(this.derivative);
    const a = alpha(cutoff, dtSeconds);
    this.value = a * value + (1 - a) * this.value;
    return this.value;
  }
}

/** Smooths x, y, z of every landmark; visibility and presence pass through. */
export class LandmarkSmoother {
  private filters: [OneEuroFilter, OneEuroFilter, OneEuroFilter][] = [];
  private lastTimestampMs: number | null = null;

  constructor(private readonly options: OneEuroOptions = DEFAULT_SMOOTHING) {}

  reset(): void {
    this.filters = [];
    this.lastTimestampMs = null;
  }

  smooth(landmarks: Landmark[], timestampMs: number, scale: number): Landmark[] {
    const dt = this.lastTimestampMs === null ? 0 : (timestampMs - this.lastTimestampMs) / 1000;
    this.lastTimestampMs = timestampMs;
    return landmarks.map((point, i) => {
      const [fx, fy, fz] = (this.filters[i] ??= [
        new OneEuroFilter(this.options),
        new OneEuroFilter(this.options),
        new OneEuroFilter(this.options),
      ]);
      return {
        ...point,
        x: fx.filter(point.x, dt, scale),
        y: fy.filter(point.y, dt, scale),
        z: fz.filter(point.z, dt, scale),
      };
    });
  }
}
