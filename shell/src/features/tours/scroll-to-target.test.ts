import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  easeInOutCubic,
  findTargetScrollTop,
  readStickyTopInset,
  scrollWindowTo,
  stickyTopAttribute,
} from './scroll-to-target';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('findTargetScrollTop', () => {
  it.each([
    { case: 'fully visible', rect: { top: 100, bottom: 300 }, scrollY: 0, expected: null },
    { case: 'touching both edges', rect: { top: 0, bottom: 800 }, scrollY: 50, expected: null },
    { case: 'below the fold', rect: { top: 900, bottom: 1000 }, scrollY: 0, expected: 880 },
    {
      case: 'below the fold after scrolling',
      rect: { top: 900, bottom: 1000 },
      scrollY: 400,
      expected: 1280,
    },
    { case: 'above the viewport', rect: { top: -300, bottom: -100 }, scrollY: 1000, expected: 680 },
    { case: 'near the page top', rect: { top: -10, bottom: 40 }, scrollY: 10, expected: 0 },
    { case: 'taller than the viewport', rect: { top: 50, bottom: 1200 }, scrollY: 0, expected: 30 },
  ])('returns $expected when the target is $case', ({ rect, scrollY, expected }) => {
    expect(findTargetScrollTop(rect, 800, scrollY, 20)).toBe(expected);
  });
});

describe('findTargetScrollTop under a sticky top bar', () => {
  it('scrolls a target hidden under a 64 px bar to below it (tour spotlights sat under the bar)', () => {
    expect(findTargetScrollTop({ top: 30, bottom: 200 }, 800, 500, 20, 64)).toBe(446);
  });

  it('leaves a target below the bar where it is', () => {
    expect(findTargetScrollTop({ top: 100, bottom: 300 }, 800, 500, 20, 64)).toBeNull();
  });
});

describe('readStickyTopInset', () => {
  afterEach(() => document.body.replaceChildren());

  it("is the bar's bottom for a target that scrolls under it, 0 inside a sticky or fixed part", () => {
    const bar = document.createElement('header');
    bar.setAttribute(stickyTopAttribute, '');
    vi.spyOn(bar, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 800, 64));
    const card = document.createElement('section');
    const sidebar = document.createElement('aside');
    sidebar.style.position = 'sticky';
    const item = document.createElement('a');
    sidebar.append(item);
    document.body.append(bar, card, sidebar);
    expect(readStickyTopInset(card)).toBe(64);
    expect(readStickyTopInset(item)).toBe(0);
  });
});

describe('easeInOutCubic', () => {
  it.each([
    [0, 0],
    [0.5, 0.5],
    [1, 1],
  ])('maps %d to %d', (progress, expected) => {
    expect(easeInOutCubic(progress)).toBeCloseTo(expected);
  });

  it('starts slowly and ends slowly', () => {
    expect(easeInOutCubic(0.1)).toBeLessThan(0.1);
    expect(easeInOutCubic(0.9)).toBeGreaterThan(0.9);
  });
});

describe('scrollWindowTo', () => {
  it('jumps straight to the position when the user prefers reduced motion', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce') }));
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    scrollWindowTo(600, 300);
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith({ top: 600, behavior: 'instant' });
  });

  it('eases to the position over the duration, one frame at a time', () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) =>
      frames.push(callback),
    );
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    scrollWindowTo(600, 300);

    for (const now of [1000, 1150, 1300, 1450]) frames.shift()?.(now);

    expect(scrollTo.mock.calls.map(([options]) => (options as ScrollToOptions).top)).toEqual([
      0, 300, 600,
    ]);
    expect(frames).toHaveLength(0);
  });

  it('stops the animation when cancelled', () => {
    const cancel = vi.fn();
    vi.stubGlobal('requestAnimationFrame', () => 7);
    vi.stubGlobal('cancelAnimationFrame', cancel);
    scrollWindowTo(600, 300)();
    expect(cancel).toHaveBeenCalledWith(7);
  });
});
