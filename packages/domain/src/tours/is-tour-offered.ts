import type { TourState } from './tour-types';

/** Whether a tour should be offered (spec 01 §4): tours are enabled and it is not completed. */
export function isTourOffered(state: TourState, tourId: string): boolean {
  return state.tourEnabled && !state.completedTours.includes(tourId);
}
