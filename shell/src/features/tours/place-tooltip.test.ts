import type { TourPlacement } from '@repwise/domain';
import { describe, expect, it } from 'vitest';
import { placeTooltip, type Box } from './place-tooltip';

const viewport = { width: 1200, height: 800 };
const tooltip = { width: 360, height: 200 };

function place(spotlight: Box | null, placement: TourPlacement, size = tooltip) {
  return placeTooltip({ spotlight, tooltip: size, viewport, placement, gapPx: 12, marginPx: 16 });
}

describe('placeTooltip', () => {
  const middle: Box = { top: 300, left: 400, width: 200, height: 100 };

  it.each<[TourPlacement, { top: number; left: number; placement: TourPlacement }]>([
    ['bottom', { top: 412, left: 320, placement: 'bottom' }],
    ['top', { top: 88, left: 320, placement: 'top' }],
    ['right', { top: 250, left: 612, placement: 'right' }],
    ['left', { top: 250, left: 28, placement: 'left' }],
    ['center', { top: 300, left: 420, placement: 'center' }],
  ])('puts the tooltip on the %s side when it fits', (placement, expected) => {
    expect(place(middle, placement)).toEqual(expected);
  });

  it.each<[string, Box, TourPlacement, TourPlacement]>([
    [
      'bottom flips to top near the bottom edge',
      { top: 650, left: 400, width: 200, height: 100 },
      'bottom',
      'top',
    ],
    [
      'top flips to bottom near the top edge',
      { top: 20, left: 400, width: 200, height: 40 },
      'top',
      'bottom',
    ],
    [
      'left flips to right near the left edge',
      { top: 300, left: 10, width: 240, height: 40 },
      'left',
      'right',
    ],
    [
      'right flips to left near the right edge',
      { top: 300, left: 900, width: 280, height: 40 },
      'right',
      'left',
    ],
  ])('%s', (_case, spotlight, placement, expected) => {
    expect(place(spotlight, placement).placement).toBe(expected);
  });

  it('centres the tooltip when there is no spotlight', () => {
    expect(place(null, 'bottom')).toEqual({ top: 300, left: 420, placement: 'center' });
  });

  it('centres the tooltip when no side has room', () => {
    const everywhere: Box = { top: 0, left: 0, width: 1200, height: 800 };
    expect(place(everywhere, 'right').placement).toBe('center');
  });

  it("puts the tooltip at an edge, off a tall target's top, when no side has room", () => {
    // The phone's stat cards (390x844): 540 px tall from the top bar, no room above or below.
    const phone = { viewport: { width: 390, height: 844 }, gapPx: 12, marginPx: 16 };
    const statCards: Box = { top: 80, left: 16, width: 358, height: 540 };
    const below = placeTooltip({
      ...phone,
      spotlight: statCards,
      tooltip: { width: 358, height: 260 },
      placement: 'bottom',
    });
    expect(below).toEqual({ top: 844 - 16 - 260, left: 16, placement: 'center' });
    const lowCards: Box = { top: 280, left: 16, width: 358, height: 540 };
    const above = placeTooltip({
      ...phone,
      spotlight: lowCards,
      tooltip: { width: 358, height: 260 },
      placement: 'bottom',
    });
    expect(above).toEqual({ top: 16, left: 16, placement: 'center' });
    // Taller than the viewport (the plan generator's form): its heading stays in view.
    const generator: Box = { top: 80, left: 16, width: 358, height: 1400 };
    expect(
      placeTooltip({
        ...phone,
        spotlight: generator,
        tooltip: { width: 358, height: 260 },
        placement: 'bottom',
      }),
    ).toEqual({ top: 844 - 16 - 260, left: 16, placement: 'center' });
  });

  it('keeps the tooltip inside the viewport margins along the cross axis', () => {
    const nearLeftEdge: Box = { top: 300, left: 0, width: 40, height: 40 };
    expect(place(nearLeftEdge, 'bottom')).toMatchObject({ left: 16, placement: 'bottom' });
  });

  it('pins an oversized tooltip to the top-left margin', () => {
    expect(place(null, 'center', { width: 2000, height: 1000 })).toEqual({
      top: 16,
      left: 16,
      placement: 'center',
    });
  });
});
