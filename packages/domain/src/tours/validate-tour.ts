import type { TourDefinition } from './tour-types';

/** Throws unless the tour has at least one step and every step names a non-blank target (spec 01 §5). */
export function validateTour(tour: TourDefinition): void {
  if (tour.steps.length === 0) throw new Error(`Tour "${tour.id}" has no steps`);
  tour.steps.forEach((step, index) => {
    if (typeof step.target !== 'string' || step.target.trim() === '') {
      throw new Error(`Tour "${tour.id}" step ${index + 1} has no target`);
    }
  });
}
