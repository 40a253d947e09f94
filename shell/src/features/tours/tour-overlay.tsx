import { trapTabKey } from '@repwise/ui';
import { tourTargetSelector, type TourTarget } from '@repwise/contracts';
import { findCurrentTourStep, type CurrentTourStep } from '@repwise/domain';
import { useSetAtom } from 'jotai';
import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { menuRevealAttribute, menuRevealRequestedAtom } from '../layout/menu-reveal-store';
import { placeTooltip, type Box } from './place-tooltip';
import { findTargetScrollTop, readStickyTopInset, scrollWindowTo } from './scroll-to-target';
import {
  spotlightPaddingPx,
  tooltipGapPx,
  tourScrollDurationMs,
  tourScrollOffsetPx,
  tourTargetPollMs,
  tourTargetWaitAfterNavigationMs,
  tourTargetWaitMs,
  tourTooltipWidthPx,
  viewportMarginPx,
} from './tour-constants';
import { appTours } from './tour-definitions';
import { useTourActions, useTourState, type TourActions } from './tour-store';
import { TourTooltip } from './tour-tooltip';

const Backdrop = styled.div<{ $isDimmed: boolean }>`
  position: fixed;
  inset: 0;
  z-index: 1100;
  background: ${({ theme, $isDimmed }) => ($isDimmed ? scrimColor(theme.mode, theme.colors) : 'transparent')};
`;

const Spotlight = styled.div`
  position: fixed;
  z-index: 1101;
  pointer-events: none;
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow:
    0 0 0 2px ${({ theme }) => theme.colors.focusRing},
    0 0 0 9999px ${({ theme }) => scrimColor(theme.mode, theme.colors)};
  transition:
    top 200ms ease,
    left 200ms ease,
    width 200ms ease,
    height 200ms ease;
`;

function scrimColor(mode: 'light' | 'dark', colors: { text: string; background: string }): string {
  // Light pages dim towards their ink, dark pages towards their (black) background.
  return mode === 'light'
    ? `color-mix(in srgb, ${colors.text} 55%, transparent)`
    : `color-mix(in srgb, ${colors.background} 72%, transparent)`;
}

function isShown(element: Element): boolean {
  return typeof element.checkVisibility === 'function' ? element.checkVisibility() : true;
}

/**
 * The step's target as the user sees it: the first visible element of that name (a phone's hidden
 * desktop sidebar holds the same menu items as its drawer); `isInMenuOnly` looks in the side menu
 * and its drawer alone.
 */
function findVisibleTarget(target: TourTarget, isInMenuOnly = false): Element | null {
  const candidates = document.querySelectorAll(tourTargetSelector(target));
  return (
    [...candidates].find(
      (element) =>
        isShown(element) && (!isInMenuOnly || element.closest(`[${menuRevealAttribute}]`) !== null),
    ) ?? null
  );
}

/**
 * Whether the target is an item of the side menu while the menu is hidden (a small screen, where
 * it is a drawer): the drawer must be open for the step, however the drawer shows it now.
 */
function isInHiddenMenu(target: TourTarget): boolean {
  const candidates = document.querySelectorAll(tourTargetSelector(target));
  return [...candidates].some(
    (element) => element.closest(`[${menuRevealAttribute}]`) !== null && !isShown(element),
  );
}

function readSpotlight(element: Element): Box {
  const rect = element.getBoundingClientRect();
  return {
    top: rect.top - spotlightPaddingPx,
    left: rect.left - spotlightPaddingPx,
    width: rect.width + spotlightPaddingPx * 2,
    height: rect.height + spotlightPaddingPx * 2,
  };
}

function isSameBox(a: Box | null, b: Box | null): boolean {
  return (
    a === b ||
    (!!a &&
      !!b &&
      a.top === b.top &&
      a.left === b.left &&
      a.width === b.width &&
      a.height === b.height)
  );
}

// With spotlight clicks the click blocker gets a hole over the target (outer path, then the hole).
function holeClipPath(box: Box): string {
  const right = box.left + box.width;
  const bottom = box.top + box.height;
  return `polygon(0 0, 0 100%, ${box.left}px 100%, ${box.left}px ${box.top}px, ${right}px ${box.top}px, ${right}px ${bottom}px, ${box.left}px ${bottom}px, ${box.left}px 100%, 100% 100%, 100% 0)`;
}

interface ActiveTourProps {
  current: CurrentTourStep<TourTarget>;
  actions: TourActions;
}

function ActiveTour({ current, actions }: ActiveTourProps) {
  const { tour, step, stepIndex } = current;
  const targetRef = useRef<Element | null>(null);
  const tooltipRef = useRef<HTMLDivElement>(null);
  const primaryButtonRef = useRef<HTMLButtonElement>(null);
  const [spotlight, setSpotlight] = useState<Box | null>(null);
  const [isSearching, setIsSearching] = useState(true);
  const setMenuReveal = useSetAtom(menuRevealRequestedAtom);
  const navigate = useNavigate();
  // Read when a step starts, not followed: the navigation a step makes must not restart its search.
  const location = useLocation();
  const locationRef = useRef(location);
  locationRef.current = location;
  const [tooltipSize, setTooltipSize] = useState({ width: tourTooltipWidthPx, height: 0 });
  const [viewport, setViewport] = useState({
    width: window.innerWidth,
    height: window.innerHeight,
  });

  // Focus goes back where it was (usually the control that started the tour) when the tour ends.
  useLayoutEffect(() => {
    const returnTo = document.activeElement;
    return () => {
      if (returnTo instanceof HTMLElement && returnTo.isConnected) returnTo.focus();
    };
  }, []);

  // Find this step's target, waiting a moment for an area that is still loading (or the menu
  // drawer opening); a missing one moves the tour on, a present one is scrolled into view.
  useLayoutEffect(() => {
    let stopScrolling: (() => void) | undefined;
    let poll: number | undefined;
    const show = (element: Element) => {
      targetRef.current = element;
      setSpotlight(readSpotlight(element));
      setIsSearching(false);
      actions.markStepShown(tour.id, stepIndex);
      const rect = element.getBoundingClientRect();
      const top = findTargetScrollTop(
        rect,
        window.innerHeight,
        window.scrollY,
        tourScrollOffsetPx,
        readStickyTopInset(element),
      );
      if (top !== null) stopScrolling = scrollWindowTo(top, tourScrollDurationMs);
    };
    // A step whose target is not here goes to its page first (a feature tour started from the
    // help menu on another page) and gives the area time to load; on its page already, the area
    // has loaded (or failed) for an earlier step, so the usual wait applies.
    const { pathname, search } = locationRef.current;
    const goesElsewhere =
      step.path !== undefined &&
      step.path !== `${pathname}${search}` &&
      !findVisibleTarget(step.target);
    if (goesElsewhere && step.path) navigate(step.path);
    const waitMs = goesElsewhere ? tourTargetWaitAfterNavigationMs : tourTargetWaitMs;
    // A target in the hidden menu is shown there once the drawer opens, as it is in the desktop
    // sidebar, even where the page has an area of the same name: the drawer would cover that area.
    const isMenuStep = isInHiddenMenu(step.target);
    setMenuReveal(isMenuStep);
    const found = goesElsewhere ? null : findVisibleTarget(step.target, isMenuStep);
    if (found) {
      show(found);
    } else {
      targetRef.current = null;
      setSpotlight(null);
      setIsSearching(true);
      const startedAt = Date.now();
      poll = window.setInterval(() => {
        const hasWaited = Date.now() - startedAt >= waitMs;
        // A drawer that never opens leaves the page's area of that name, if there is one.
        const element = findVisibleTarget(step.target, isMenuStep && !hasWaited);
        if (element) {
          window.clearInterval(poll);
          show(element);
        } else if (hasWaited) {
          window.clearInterval(poll);
          actions.reportTargetMissing(tour.id, stepIndex);
        }
      }, tourTargetPollMs);
    }
    return () => {
      window.clearInterval(poll);
      stopScrolling?.();
    };
  }, [actions, tour.id, stepIndex, step.target, step.path, setMenuReveal, navigate]);

  // The drawer the tour opened closes with the tour.
  useEffect(() => () => setMenuReveal(false), [setMenuReveal]);

  // Each step puts focus on its main action (or the dialog when the step has no buttons).
  useLayoutEffect(() => {
    (primaryButtonRef.current ?? tooltipRef.current)?.focus({ preventScroll: true });
  }, [tour.id, stepIndex, isSearching]);

  useLayoutEffect(() => {
    const element = tooltipRef.current;
    if (!element) return;
    const { width, height } = element.getBoundingClientRect();
    if (width > 0 && (width !== tooltipSize.width || height !== tooltipSize.height)) {
      setTooltipSize({ width, height });
    }
  });

  // Follow the target while the page scrolls or resizes.
  useEffect(() => {
    const follow = () => {
      setViewport((previous) =>
        previous.width === window.innerWidth && previous.height === window.innerHeight
          ? previous
          : { width: window.innerWidth, height: window.innerHeight },
      );
      const target = targetRef.current;
      if (!target) return;
      const next = readSpotlight(target);
      setSpotlight((previous) => (isSameBox(previous, next) ? previous : next));
    };
    window.addEventListener('resize', follow);
    window.addEventListener('scroll', follow, true);
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(follow) : null;
    if (observer && targetRef.current) observer.observe(targetRef.current);
    return () => {
      window.removeEventListener('resize', follow);
      window.removeEventListener('scroll', follow, true);
      observer?.disconnect();
    };
  }, [stepIndex, tour.id, isSearching]);

  // Escape closes the tour from anywhere on the page.
  useEffect(() => {
    const closeOnEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.isComposing) return;
      event.preventDefault();
      actions.skipTour();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [actions]);

  const position = placeTooltip({
    spotlight,
    tooltip: tooltipSize,
    viewport,
    placement: step.placement,
    gapPx: tooltipGapPx,
    marginPx: viewportMarginPx,
  });

  // Nothing is drawn while the target is looked for: the page stays usable if it never comes.
  if (isSearching) return null;
  return (
    <>
      {/* The overlay swallows clicks without closing the tour (spec 01 §9) and keeps focus in the tooltip. */}
      <Backdrop
        data-testid="tour-overlay"
        aria-hidden="true"
        $isDimmed={!spotlight}
        style={
          tour.spotlightClicks && spotlight ? { clipPath: holeClipPath(spotlight) } : undefined
        }
        onMouseDown={(event) => event.preventDefault()}
      />
      {spotlight && (
        <Spotlight
          data-testid="tour-spotlight"
          aria-hidden="true"
          style={{
            top: spotlight.top,
            left: spotlight.left,
            width: spotlight.width,
            height: spotlight.height,
          }}
        />
      )}
      <TourTooltip
        current={current}
        style={{ top: position.top, left: position.left }}
        tooltipRef={tooltipRef}
        primaryButtonRef={primaryButtonRef}
        onBack={actions.previousStep}
        onNext={actions.nextStep}
        onSkip={actions.skipTour}
        onKeyDown={(event: KeyboardEvent<HTMLDivElement>) => trapTabKey(event)}
      />
    </>
  );
}

/** Shows the running tour: dimmed page, spotlight on the step's target and the step's tooltip. */
export function TourOverlay() {
  const state = useTourState();
  const actions = useTourActions();
  const current = findCurrentTourStep(state, appTours);
  if (!current) return null;
  return createPortal(<ActiveTour current={current} actions={actions} />, document.body);
}
