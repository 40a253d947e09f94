import { atom } from 'jotai';

/**
 * Set while a guided tour points at an item of the side menu on a screen where the menu is a
 * closed drawer: the layout opens the drawer so the step's target can be shown.
 */
export const menuRevealRequestedAtom = atom(false);

/** Marks the element whose hidden tour targets the drawer can reveal. */
export const menuRevealAttribute = 'data-tour-reveal';
