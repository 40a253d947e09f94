// Tour presentation constants of spec 01 §9.

/** Width of the tour tooltip in px (narrower on small screens). */
export const tourTooltipWidthPx = 360;

/** Space in px between a highlighted target and the edge of its spotlight cut-out. */
export const spotlightPaddingPx = 4;

/** Space in px kept above a target when the page scrolls it into view. */
export const tourScrollOffsetPx = 20;

/** Duration in ms of the scroll that brings a target into view (instant with reduced motion). */
export const tourScrollDurationMs = 300;

/** Delay in ms after sign-in before the main onboarding tour starts when it is offered. */
export const mainTourAutostartDelayMs = 2000;

/** Gap in px between the spotlight and the tooltip. */
export const tooltipGapPx = 12;

/** Smallest margin in px the tooltip keeps from the viewport's edges. */
export const viewportMarginPx = 16;

/** How long in ms a step waits for its target to appear (an area loading, a drawer opening). */
export const tourTargetWaitMs = 1500;

/** How often in ms a step looks for its target while it waits. */
export const tourTargetPollMs = 100;

/** How long in ms a step waits for its target after the tour went to the step's page. */
export const tourTargetWaitAfterNavigationMs = 6000;
