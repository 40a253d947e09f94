import { describe, expect, it } from 'vitest';
import type { TourDefinition, TourStep } from './tour-types';
import { validateTour } from './validate-tour';

function buildTour(targets: string[]): TourDefinition {
  const steps: TourStep[] = targets.map((target) => ({
    target,
    title: 'Title',
    content: 'Content',
    placement: 'bottom',
  }));
  return {
    id: 'sample',
    name: 'Sample',
    description: 'A sample tour',
    continuous: true,
    showProgress: true,
    showSkipButton: true,
    spotlightClicks: false,
    steps,
  };
}

describe('validateTour', () => {
  it.each([[['dashboard']], [['dashboard', 'progress', 'user-menu']]])(
    'accepts steps that all name a target: %j',
    (targets) => {
      expect(() => validateTour(buildTour(targets))).not.toThrow();
    },
  );

  it.each<[string[], string]>([
    [[], 'Tour "sample" has no steps'],
    [[''], 'Tour "sample" step 1 has no target'],
    [['dashboard', '   '], 'Tour "sample" step 2 has no target'],
  ])('rejects %j with "%s"', (targets, message) => {
    expect(() => validateTour(buildTour(targets))).toThrow(message);
  });

  it('rejects a step whose target is missing at run time', () => {
    const tour = buildTour(['dashboard']);
    const broken = { ...tour, steps: [{ ...tour.steps[0], target: undefined }] };
    expect(() => validateTour(broken as unknown as TourDefinition)).toThrow('step 1 has no target');
  });
});
