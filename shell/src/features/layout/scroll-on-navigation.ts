import { useEffect, useLayoutEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigationType, type Location } from 'react-router-dom';

/** Where the window goes after a navigation. */
export type ScrollAction =
  | { kind: 'top' }
  | { kind: 'restore'; top: number }
  | { kind: 'hash'; id: string }
  | { kind: 'stay' };

type Place = Pick<Location, 'pathname' | 'search' | 'hash'>;

/**
 * The page a location shows: its path, and its `?view=` where a route picks its views with it
 * (Workout Plans' overview, daily, calendar, library, generator and active workout, onboarding's
 * plan summary). The other query parameters (a plan day, a prefill, an edit mode) keep the page.
 */
export function pageOf({ pathname, search }: Place): string {
  const view = new URLSearchParams(search).get('view');
  return view ? `${pathname}?view=${view}` : pathname;
}

/**
 * Where a navigation leaves the window: back and forward (and a reload) return to where that entry
 * was left; a new page opens at its top, a `#section` at that section; a change of the query
 * alone stays where it is; a link to the page one is on (its path and query, no hash) goes up.
 */
export function decideScroll({
  previous,
  next,
  navigationType,
  savedTop,
}: {
  previous: Place | null;
  next: Place;
  navigationType: NavigationType;
  savedTop: number | undefined;
}): ScrollAction {
  const hashId = decodeHash(next.hash);
  if (navigationType === NavigationType.Pop) {
    if (savedTop !== undefined) return { kind: 'restore', top: savedTop };
    return hashId ? { kind: 'hash', id: hashId } : { kind: 'stay' };
  }
  if (hashId) return { kind: 'hash', id: hashId };
  if (!previous || pageOf(previous) !== pageOf(next)) return { kind: 'top' };
  return previous.search === next.search ? { kind: 'top' } : { kind: 'stay' };
}

function decodeHash(hash: string): string | null {
  const raw = hash.replace(/^#/, '');
  if (raw === '') return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** How long a restored position or a `#section` waits for a page whose area or data still loads. */
export const scrollWaitMs = 3000;
/** How long a restored position must hold: an area draws the page it returns to a moment later. */
export const restoreSettleMs = 300;
/** Positions kept for back and forward (and a reload) in this tab, newest last. */
export const savedPositionLimit = 100;
const positionsStorageKey = 'repwise_scroll_positions';

// The entry a location is: react-router's key, or (an entry it did not push: the first page of the
// tab, a native `#section` link) its address.
function entryKey(location: Location): string {
  return location.key === 'default'
    ? `default:${location.pathname}${location.search}${location.hash}`
    : location.key;
}

function readSavedPositions(): Map<string, number> {
  try {
    const saved: unknown = JSON.parse(window.sessionStorage.getItem(positionsStorageKey) ?? '[]');
    if (!Array.isArray(saved)) return new Map();
    return new Map(
      saved.filter(
        (entry): entry is [string, number] =>
          Array.isArray(entry) && typeof entry[0] === 'string' && typeof entry[1] === 'number',
      ),
    );
  } catch {
    return new Map();
  }
}

function writeSavedPositions(positions: Map<string, number>): void {
  try {
    const newest = [...positions].slice(-savedPositionLimit);
    window.sessionStorage.setItem(positionsStorageKey, JSON.stringify(newest));
  } catch {
    // Storage full or refused: back and forward still work within this page load.
  }
}

const userScrollEvents = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Runs `attempt` now and on each frame until it reports done, the user scrolls or presses
 * something, or `scrollWaitMs` passes (then `giveUp`); returns a cancel.
 */
function retryUntilDone(attempt: () => boolean, giveUp: () => void): () => void {
  if (attempt()) return () => undefined;
  const startedAt = Date.now();
  let frame = 0;
  const stop = () => {
    window.cancelAnimationFrame(frame);
    for (const type of userScrollEvents) window.removeEventListener(type, stop, true);
  };
  for (const type of userScrollEvents) {
    window.addEventListener(type, stop, { capture: true, passive: true });
  }
  const tick = () => {
    if (attempt()) return stop();
    if (Date.now() - startedAt >= scrollWaitMs) {
      stop();
      return giveUp();
    }
    frame = window.requestAnimationFrame(tick);
  };
  frame = window.requestAnimationFrame(tick);
  return stop;
}

// Instant, as a browser opens a page: nothing here animates, so reduced motion needs no case.
function scrollToTop(top: number): void {
  window.scrollTo({ top, left: 0, behavior: 'instant' });
}

function runScrollAction(action: ScrollAction): () => void {
  switch (action.kind) {
    case 'stay':
      return () => undefined;
    case 'top':
      if (window.scrollY !== 0) scrollToTop(0);
      return () => undefined;
    case 'restore': {
      // The page's area and data may still be loading, or the area still showing the page left:
      // wait until the page is tall enough, and hold the position until it has stayed a moment.
      let heldSince: number | null = null;
      return retryUntilDone(
        () => {
          const room = document.documentElement.scrollHeight - window.innerHeight;
          if (room < action.top) {
            heldSince = null;
            return false;
          }
          if (Math.abs(window.scrollY - action.top) > 1) {
            scrollToTop(action.top);
            heldSince = null;
          }
          heldSince ??= Date.now();
          return Date.now() - heldSince >= restoreSettleMs;
        },
        () => scrollToTop(action.top),
      );
    }
    case 'hash':
      return retryUntilDone(
        () => {
          const target = document.getElementById(action.id);
          if (!target) return false;
          // The section's own scroll-margin and the page's scroll-behavior (none forced) apply.
          target.scrollIntoView({ block: 'start' });
          return true;
        },
        () => undefined,
      );
  }
}

/**
 * Scrolls the window on each navigation as a multi-page site would (see `decideScroll`), for the
 * shell's routes and the remote areas alike: every area navigates through the shell's router.
 * The browser's own restoration is off: it would restore before an area has drawn the page.
 */
export function useScrollOnNavigation(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Map<string, number> | null>(null);
  const currentKey = useRef(entryKey(location));
  const previousPlace = useRef<Place | null>(null);

  useEffect(() => {
    const saved = (positions.current ??= readSavedPositions());
    const { history } = window;
    const before = history.scrollRestoration;
    history.scrollRestoration = 'manual';
    // Each scroll is the position of the entry shown: read before the next navigation changes it.
    const onScroll = () => {
      saved.delete(currentKey.current);
      saved.set(currentKey.current, window.scrollY);
    };
    const onPageHide = () => writeSavedPositions(saved);
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', onPageHide);
      history.scrollRestoration = before;
    };
  }, []);

  useLayoutEffect(() => {
    const saved = (positions.current ??= readSavedPositions());
    const key = entryKey(location);
    currentKey.current = key;
    const action = decideScroll({
      previous: previousPlace.current,
      next: location,
      navigationType,
      savedTop: saved.get(key),
    });
    previousPlace.current = location;
    return runScrollAction(action);
  }, [location, navigationType]);
}
