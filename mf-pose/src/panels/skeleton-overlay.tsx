// Skeleton over the video: bones and joints of the points whose score is above 0.3 (spec 03 §2).
import { useEffect, useRef } from 'react';
import styled, { useTheme } from 'styled-components';
import type { Landmark } from '../pipeline/geometry';

export const SKELETON_MIN_SCORE = 0.3;

/** BlazePose body connections (face points other than the nose are left out). */
const BONES: readonly [number, number][] = [
  [11, 12],
  [11, 13],
  [13, 15],
  [12, 14],
  [14, 16],
  [11, 23],
  [12, 24],
  [23, 24],
  [23, 25],
  [25, 27],
  [27, 29],
  [29, 31],
  [27, 31],
  [24, 26],
  [26, 28],
  [28, 30],
  [30, 32],
  [28, 32],
];
const JOINTS = [0, 11, 12, 13, 14, 15, 16, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32];

const Canvas = styled.canvas<{ $mirrored: boolean }>`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  pointer-events: none;
  object-fit: contain;
  transform: ${({ $mirrored }) => ($mirrored ? 'scaleX(-1)' : 'none')};
`;

interface Props {
  landmarks: readonly Landmark[] | null;
  width: number;
  height: number;
  mirrored: boolean;
}

export function SkeletonOverlay({ landmarks, width, height, mirrored }: Props) {
  const ref = useRef<HTMLCanvasElement>(null);
  const theme = useTheme();
  useEffect(() => {
    const canvas = ref.current;
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx) return;
    canvas.width = width;
    canvas.height = height;
    ctx.clearRect(0, 0, width, height);
    if (!landmarks) return;
    const shown = (i: number): Landmark | null => {
      const point = landmarks[i];
      return point && point.visibility > SKELETON_MIN_SCORE ? point : null;
    };
    const scale = Math.max(width, height) / 640;
    ctx.lineWidth = 3 * scale;
    ctx.strokeStyle = theme.colors.accent;
    for (const [a, b] of BONES) {
      const from = shown(a);
      const to = shown(b);
      if (!from || !to) continue;
      ctx.beginPath();
      ctx.moveTo(from.x, from.y);
      ctx.lineTo(to.x, to.y);
      ctx.stroke();
    }
    ctx.fillStyle = theme.colors.primary;
    for (const i of JOINTS) {
      const point = shown(i);
      if (!point) continue;
      ctx.beginPath();
      ctx.arc(point.x, point.y, 4 * scale, 0, 2 * Math.PI);
      ctx.fill();
    }
  }, [landmarks, width, height, theme]);
  return (
    <Canvas ref={ref} $mirrored={mirrored} aria-hidden="true" data-testid="skeleton-overlay" />
  );
}
