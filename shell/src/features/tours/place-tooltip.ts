import type { TourPlacement } from '@repwise/domain';

/** A rectangle in viewport px. */
export interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
}

/** What the tooltip is placed against: the spotlight (null: none), its own size and the viewport. */
export interface TooltipPlacementInput {
  spotlight: Box | null;
  tooltip: { width: number; height: number };
  viewport: { width: number; height: number };
  placement: TourPlacement;
  gapPx: number;
  marginPx: number;
}

/** The tooltip's viewport position and the side it ended up on. */
export interface TooltipPosition {
  top: number;
  left: number;
  placement: TourPlacement;
}

const opposite: Record<Exclude<TourPlacement, 'center'>, Exclude<TourPlacement, 'center'>> = {
  top: 'bottom',
  bottom: 'top',
  left: 'right',
  right: 'left',
};

function clamp(value: number, min: number, max: number): number {
  return Math.max(min, Math.min(value, Math.max(min, max)));
}

function positionOn(
  side: Exclude<TourPlacement, 'center'>,
  input: TooltipPlacementInput,
  box: Box,
) {
  const { tooltip, gapPx } = input;
  const centredLeft = box.left + box.width / 2 - tooltip.width / 2;
  const centredTop = box.top + box.height / 2 - tooltip.height / 2;
  switch (side) {
    case 'top':
      return { top: box.top - gapPx - tooltip.height, left: centredLeft };
    case 'bottom':
      return { top: box.top + box.height + gapPx, left: centredLeft };
    case 'left':
      return { top: centredTop, left: box.left - gapPx - tooltip.width };
    case 'right':
      return { top: centredTop, left: box.left + box.width + gapPx };
  }
}

function fits(
  side: TourPlacement,
  spot: { top: number; left: number },
  input: TooltipPlacementInput,
) {
  const { tooltip, viewport, marginPx } = input;
  if (side === 'top' || side === 'bottom') {
    return spot.top >= marginPx && spot.top + tooltip.height <= viewport.height - marginPx;
  }
  return spot.left >= marginPx && spot.left + tooltip.width <= viewport.width - marginPx;
}

/** How many px of the spotlight's height a tooltip at `top` covers. */
function coveredHeight(spotlight: Box, top: number, height: number): number {
  return Math.max(
    0,
    Math.min(spotlight.top + spotlight.height, top + height) - Math.max(spotlight.top, top),
  );
}

/**
 * Places the tooltip beside the spotlight on the preferred side, else the opposite side, else
 * another side that fits, else at the viewport's top edge where it covers none of the spotlight,
 * else at its bottom edge, so the target's top (its heading) stays in view (centred, it covered the
 * middle of a tall target such as the phone's stack of stat cards); the result always stays inside
 * the viewport's margins where the tooltip is small enough.
 */
export function placeTooltip(input: TooltipPlacementInput): TooltipPosition {
  const { spotlight, tooltip, viewport, marginPx } = input;
  const keepInside = (top: number, left: number, placement: TourPlacement): TooltipPosition => ({
    top: clamp(top, marginPx, viewport.height - marginPx - tooltip.height),
    left: clamp(left, marginPx, viewport.width - marginPx - tooltip.width),
    placement,
  });
  const centred = keepInside(
    (viewport.height - tooltip.height) / 2,
    (viewport.width - tooltip.width) / 2,
    'center',
  );
  if (input.placement === 'center' || !spotlight) return centred;
  const preferred = input.placement;
  const sides = [
    ...new Set([preferred, opposite[preferred], 'bottom', 'top', 'right', 'left'] as const),
  ];
  for (const side of sides) {
    const spot = positionOn(side, input, spotlight);
    if (fits(side, spot, input)) return keepInside(spot.top, spot.left, side);
  }
  const atTop = keepInside(0, centred.left, 'center');
  return coveredHeight(spotlight, atTop.top, tooltip.height) === 0
    ? atTop
    : keepInside(viewport.height, centred.left, 'center');
}
