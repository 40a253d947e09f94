/** Whether the user asked the system to reduce motion. */
export function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/** Ease-in-out cubic for 0..1 progress. */
export function easeInOutCubic(progress: number): number {
  return progress < 0.5 ? 4 * progress ** 3 : 1 - (-2 * progress + 2) ** 3 / 2;
}

/**
 * The window scroll position that shows a target `offsetPx` below the viewport's top, or null
 * when the target (viewport rect) is already fully visible and no scroll is needed.
 * `topInsetPx` is what covers the viewport's top (the app's sticky top bar): a target under it is
 * not visible, and the scroll leaves it below the bar.
 */
export function findTargetScrollTop(
  rect: { top: number; bottom: number },
  viewportHeightPx: number,
  scrollYPx: number,
  offsetPx: number,
  topInsetPx = 0,
): number | null {
  const isFullyVisible = rect.top >= topInsetPx && rect.bottom <= viewportHeightPx;
  if (isFullyVisible) return null;
  return Math.max(0, Math.round(scrollYPx + rect.top - topInsetPx - offsetPx));
}

/** Attribute of a bar that stays at the viewport's top while the page scrolls under it. */
export const stickyTopAttribute = 'data-sticky-top';

/**
 * How far down the viewport a sticky top bar (marked with `stickyTopAttribute`) covers `target`:
 * 0 for a target that does not scroll under it (in the sticky sidebar or the fixed menu drawer).
 */
export function readStickyTopInset(target: Element): number {
  for (let node: Element | null = target; node; node = node.parentElement) {
    const { position } = window.getComputedStyle(node);
    if (position === 'fixed' || position === 'sticky') return 0;
  }
  const bar = document.querySelector(`[${stickyTopAttribute}]`);
  return bar ? Math.max(0, bar.getBoundingClientRect().bottom) : 0;
}

/** Scrolls the window to `topPx` over `durationMs` (at once with reduced motion); returns a cancel. */
export function scrollWindowTo(topPx: number, durationMs: number): () => void {
  const startY = window.scrollY;
  const distance = topPx - startY;
  if (
    durationMs <= 0 ||
    prefersReducedMotion() ||
    typeof window.requestAnimationFrame !== 'function'
  ) {
    window.scrollTo({ top: topPx, behavior: 'instant' });
    return () => undefined;
  }
  let frame = 0;
  let startedAt: number | null = null;
  const tick = (now: number) => {
    startedAt ??= now;
    const progress = Math.min(1, (now - startedAt) / durationMs);
    window.scrollTo({ top: startY + distance * easeInOutCubic(progress), behavior: 'instant' });
    if (progress < 1) frame = window.requestAnimationFrame(tick);
  };
  frame = window.requestAnimationFrame(tick);
  return () => window.cancelAnimationFrame(frame);
}
