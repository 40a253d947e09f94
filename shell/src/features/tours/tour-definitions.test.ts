import { tourTargets } from '@repwise/contracts';
import { describe, expect, it } from 'vitest';
import {
  tooltipGapPx,
  mainTourAutostartDelayMs,
  spotlightPaddingPx,
  tourScrollDurationMs,
  tourScrollOffsetPx,
  tourTooltipWidthPx,
} from './tour-constants';
import { appTours, mainTourId, tourGroups } from './tour-definitions';

describe('tour definitions', () => {
  it.each([
    ['main-onboarding', 8],
    ['workout-tour', 4],
    ['progress-tour', 3],
    ['safety-tour', 3],
    ['ai-coach-tour', 3],
  ])('%s has %d steps', (id, stepCount) => {
    expect(appTours.find((tour) => tour.id === id)?.steps).toHaveLength(stepCount);
  });

  it('has exactly the five tours of the spec', () => {
    expect(appTours.map((tour) => tour.id)).toEqual([
      'main-onboarding',
      'workout-tour',
      'progress-tour',
      'safety-tour',
      'ai-coach-tour',
    ]);
  });

  it.each([
    [
      'main-onboarding',
      [
        'dashboard',
        'dashboard',
        'workouts',
        'progress',
        'safety',
        'ai-coach',
        'user-menu',
        'user-menu',
      ],
    ],
    ['workout-tour', ['workout-generator', 'workout-library', 'pose-tracking', 'workout-stats']],
    ['progress-tour', ['progress-overview', 'form-analytics', 'progress-photos']],
    ['safety-tour', ['risk-assessment', 'safety-alerts', 'recovery-recommendations']],
    ['ai-coach-tour', ['chat-interface', 'quick-actions', 'workout-guidance']],
  ])('%s points at its contract targets in order', (id, targets) => {
    const tour = appTours.find((candidate) => candidate.id === id);
    expect(tour?.steps.map((step) => step.target)).toEqual(targets);
    for (const target of targets) expect(tourTargets).toContain(target);
  });

  it("sends the Safety tour and the workout tour's form-tracking step to /app/safety", () => {
    const safety = appTours.find((tour) => tour.id === 'safety-tour');
    expect(safety?.steps.map((step) => step.path)).toEqual([
      '/app/safety',
      '/app/safety',
      '/app/safety',
    ]);
    const workout = appTours.find((tour) => tour.id === 'workout-tour');
    expect(workout?.steps.find((step) => step.target === 'pose-tracking')?.path).toBe(
      '/app/safety',
    );
  });

  it('gives every feature tour step a page to go to', () => {
    for (const group of tourGroups.filter((candidate) => candidate.id === 'feature-tours'))
      for (const tour of group.tours)
        for (const step of tour.steps) expect(step.path, `${tour.id} ${step.target}`).toBeTruthy();
  });

  it('gives every tour and step real words and the spec flags', () => {
    for (const tour of appTours) {
      expect(tour).toMatchObject({ continuous: true, showProgress: true, showSkipButton: true });
      expect(tour.name.length).toBeGreaterThan(2);
      expect(tour.description.length).toBeGreaterThan(20);
      for (const step of tour.steps) {
        expect(step.title.length).toBeGreaterThan(3);
        expect(step.content.length).toBeGreaterThan(40);
      }
    }
  });

  it('opens and closes the main tour with welcome and all-set steps', () => {
    const main = appTours.find((tour) => tour.id === mainTourId);
    expect(main?.steps[0]?.title).toBe('Welcome to RepWise');
    expect(main?.steps.at(-1)?.title).toBe("You're all set!");
  });

  it('groups main onboarding as "Getting Started" and the rest as "Feature Tours"', () => {
    expect(tourGroups.map((group) => [group.title, group.tours.map((tour) => tour.id)])).toEqual([
      ['Getting Started', ['main-onboarding']],
      ['Feature Tours', ['workout-tour', 'progress-tour', 'safety-tour', 'ai-coach-tour']],
    ]);
  });

  it('uses the presentation constants of spec 01 §9', () => {
    expect({
      tourTooltipWidthPx,
      spotlightPaddingPx,
      tourScrollOffsetPx,
      tourScrollDurationMs,
      mainTourAutostartDelayMs,
    }).toEqual({
      tourTooltipWidthPx: 360,
      spotlightPaddingPx: 4,
      tourScrollOffsetPx: 20,
      tourScrollDurationMs: 300,
      mainTourAutostartDelayMs: 2000,
    });
    expect(tooltipGapPx).toBeGreaterThan(0);
  });
});
