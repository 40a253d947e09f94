import { atom } from 'jotai';

/**
 * Set while a guided tour points at an item of the side menu on a screen where the menu is a
 * closed drawer: the layout opens the drawer so the step's target can be shown.
 */
export const menuRevealRequestedAtom = atom(false);

/**
 * Marks the side menu ('menu', whose tour targets are hidden on small screens) and the drawer
 * that reveals them ('drawer').
 */
export const menuRevealAttribute = 'data-tour-reveal';
