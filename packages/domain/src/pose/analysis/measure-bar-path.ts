import { BAR_HISTORY_MIN_POINTS } from '../pose-constants';
import type { FramePoint } from '../geometry/measure-angles';
import {
  classifyBarPath,
  type BarPathCategory,
  type BarTrajectory,
} from './classify-deadlift-form';

/** How far the bar strayed from a vertical line and which way. */
export interface BarPathMeasure {
  /** Widest horizontal distance from the mean line, in frame heights (0 with too few points). */
  deviation: number;
  category: BarPathCategory;
  trajectory: BarTrajectory;
}

/**
 * Measures a bar path (wrist centres, oldest first) against a vertical line through its mean x.
 * `facing` is +1/-1 for the direction the lifter faces, 0 from the front. Fewer than 10 points
 * are not judged (deviation 0, optimal, 'insufficient_data').
 */
export function measureBarPath(
  path: readonly FramePoint[],
  facing: -1 | 0 | 1,
  aspectRatio: number,
): BarPathMeasure {
  if (path.length < BAR_HISTORY_MIN_POINTS) {
    return { deviation: 0, category: 'optimal', trajectory: 'insufficient_data' };
  }
  let meanX = 0;
  for (const point of path) meanX += point.x;
  meanX /= path.length;
  let widest = 0;
  for (const point of path) {
    if (Math.abs(point.x - meanX) > Math.abs(widest)) widest = point.x - meanX;
  }
  const deviation = Math.abs(widest) * aspectRatio;
  const category = classifyBarPath(deviation);
  if (category === 'optimal') return { deviation, category, trajectory: 'vertical' };
  if (facing === 0) return { deviation, category, trajectory: 'sideways' };
  return { deviation, category, trajectory: widest * facing > 0 ? 'forward' : 'backward' };
}
