import { tourTargets } from '@repwise/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '../../lib/storage-keys';
import { readStoredTours, renderWithTours } from './tour-test-helpers';
import { TourOverlay } from './tour-overlay';

function tooltip() {
  return screen.getByRole('dialog');
}

function startTour(tourId: string, options?: Parameters<typeof renderWithTours>[1]) {
  const view = renderWithTours(<TourOverlay />, options);
  view.dispatch({ type: 'start', tourId });
  return view;
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('TourOverlay', () => {
  it('shows nothing while no tour runs', () => {
    renderWithTours(<TourOverlay />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByTestId('tour-overlay')).not.toBeInTheDocument();
  });

  it.each([
    {
      position: 'first',
      stepIndex: 0,
      title: 'Welcome to RepWise',
      progress: '1 of 8',
      back: false,
      skip: true,
      primary: 'Next',
    },
    {
      position: 'middle',
      stepIndex: 3,
      title: 'Track your progress',
      progress: '4 of 8',
      back: true,
      skip: true,
      primary: 'Next',
    },
    {
      position: 'last',
      stepIndex: 7,
      title: "You're all set!",
      progress: '8 of 8',
      back: true,
      skip: false,
      primary: 'Finish',
    },
  ])(
    'on the $position step shows its texts and buttons',
    ({ stepIndex, title, progress, back, skip, primary }) => {
      const view = startTour('main-onboarding');
      view.dispatch({ type: 'setStep', stepIndex });

      const dialog = screen.getByRole('dialog', { name: title });
      expect(dialog).toHaveAttribute('aria-modal', 'true');
      expect(within(dialog).getByText(progress)).toBeVisible();
      expect(within(dialog).getByRole('progressbar', { name: 'Tour progress' })).toHaveAttribute(
        'aria-valuetext',
        progress,
      );
      expect(within(dialog).queryByRole('button', { name: 'Back' }) !== null).toBe(back);
      expect(within(dialog).queryByRole('button', { name: 'Skip tour' }) !== null).toBe(skip);
      expect(within(dialog).getByRole('button', { name: primary })).toHaveFocus();
      expect(
        within(dialog).queryByRole('button', { name: primary === 'Next' ? 'Finish' : 'Next' }),
      ).not.toBeInTheDocument();
    },
  );

  it('shows one dot per step', () => {
    startTour('workout-tour');
    expect(tooltip().querySelectorAll('ol[aria-hidden="true"] > li')).toHaveLength(4);
  });

  it('describes the dialog with the step content', () => {
    startTour('safety-tour');
    expect(screen.getByRole('dialog', { name: 'Risk assessment' })).toHaveAccessibleDescription(
      /weighs the form issues and training load/,
    );
  });

  it('moves forward with Next and back with Back', async () => {
    const user = userEvent.setup();
    startTour('progress-tour');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('dialog', { name: 'Form analytics' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('dialog', { name: 'Progress overview' })).toBeInTheDocument();
  });

  it('completes the tour on Finish and records it in local storage', async () => {
    const user = userEvent.setup();
    const view = startTour('ai-coach-tour');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Finish' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(view.readState()).toMatchObject({
      isRunning: false,
      status: 'finished',
      completedTours: ['ai-coach-tour'],
    });
    expect(readStoredTours()).toEqual({ completedTours: ['ai-coach-tour'], tourEnabled: true });
  });

  it('stops without completing on Skip tour', async () => {
    const user = userEvent.setup();
    const view = startTour('workout-tour');
    await user.click(screen.getByRole('button', { name: 'Skip tour' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(view.readState()).toMatchObject({ status: 'skipped', completedTours: [] });
    expect(window.localStorage.getItem(storageKeys.tours)).toBeNull();
  });

  it('closes on Escape without completing', async () => {
    const user = userEvent.setup();
    const view = startTour('main-onboarding');
    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(view.readState()).toMatchObject({ status: 'skipped', completedTours: [] });
  });

  it('stays open when the overlay is clicked', async () => {
    const user = userEvent.setup();
    startTour('main-onboarding');
    await user.click(screen.getByTestId('tour-overlay'));

    expect(screen.getByRole('dialog', { name: 'Welcome to RepWise' })).toBeInTheDocument();
  });

  it('moves on past a step whose target does not come, after waiting for it', async () => {
    const user = userEvent.setup();
    startTour('main-onboarding', {
      targets: tourTargets.filter((target) => target !== 'workouts'),
    });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    // Nothing covers the page while the step waits for its target.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByTestId('tour-overlay')).not.toBeInTheDocument();

    expect(
      await screen.findByRole('dialog', { name: 'Track your progress' }, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('4 of 8')).toBeInTheDocument();
  });

  it(
    'opens on the first step whose target is present, after looking on its page',
    { timeout: 15_000 },
    async () => {
      startTour('workout-tour', { targets: ['workout-library', 'pose-tracking', 'workout-stats'] });
      // The generator step went to its page and waited there for its target.
      await vi.waitFor(() =>
        expect(screen.getByTestId('location')).toHaveTextContent('view=generator'),
      );
      expect(
        await screen.findByRole('dialog', { name: 'Workout library' }, { timeout: 9000 }),
      ).toBeInTheDocument();
      expect(screen.getByText('2 of 4')).toBeInTheDocument();
    },
  );

  it('shows a target that appears while the step waits (an area still loading)', async () => {
    const view = startTour('progress-tour', { targets: [] });
    const late = document.createElement('section');
    late.setAttribute('data-tour', 'progress-overview');
    late.textContent = 'loaded late';
    window.setTimeout(() => view.container.append(late), 300);
    expect(await screen.findByRole('dialog', { name: /./ }, { timeout: 4000 })).toHaveTextContent(
      '1 of 3',
    );
    expect(view.readState().hasShownStep).toBe(true);
  });

  it('uses the visible one of two targets of the same name (hidden desktop menu, open drawer)', async () => {
    const view = startTour('main-onboarding', { targets: [] });
    const hidden = document.createElement('li');
    hidden.setAttribute('data-tour', 'dashboard');
    hidden.style.display = 'none';
    const shown = document.createElement('li');
    shown.setAttribute('data-tour', 'dashboard');
    view.container.append(hidden, shown);
    view.dispatch({ type: 'setStep', stepIndex: 1 });
    await screen.findByRole('dialog', { name: 'Your dashboard' }, { timeout: 4000 });
    expect(view.readState().stepIndex).toBe(1);
  });

  it('never records a tour none of whose steps could be shown', async () => {
    // On the tour's page already: each step waits the usual moment, not an area's loading time.
    const view = startTour('safety-tour', { targets: [], path: '/app/safety' });
    await vi.waitFor(() => expect(view.readState().isRunning).toBe(false), { timeout: 8000 });
    expect(view.readState().completedTours).not.toContain('safety-tour');
    expect(readStoredTours()).toBeNull();
  });

  it('keeps Tab inside the tooltip', async () => {
    const user = userEvent.setup();
    const view = startTour('progress-tour');
    view.dispatch({ type: 'setStep', stepIndex: 1 });
    const buttons = within(tooltip()).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(['Skip tour', 'Back', 'Next']);

    await user.tab();
    expect(buttons[0]).toHaveFocus();
    await user.tab({ shift: true });
    expect(buttons[2]).toHaveFocus();
  });

  it('returns focus to the control that started the tour when it ends', async () => {
    const user = userEvent.setup();
    const view = renderWithTours(<TourOverlay />);
    const launcher = document.createElement('button');
    launcher.textContent = 'Launch';
    document.body.append(launcher);
    launcher.focus();

    view.dispatch({ type: 'start', tourId: 'safety-tour' });
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(launcher).toHaveFocus();
    launcher.remove();
  });

  it('cuts the spotlight out around the target with 4 px of padding', () => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: HTMLElement,
    ) {
      return this.dataset.tour === 'progress-overview'
        ? DOMRect.fromRect({ x: 100, y: 200, width: 300, height: 50 })
        : DOMRect.fromRect({ x: 0, y: 0, width: 0, height: 0 });
    });
    startTour('progress-tour');

    expect(screen.getByTestId('tour-spotlight')).toHaveStyle({
      top: '196px',
      left: '96px',
      width: '308px',
      height: '58px',
    });
  });

  it('scrolls a target below the fold to 20 px under the top of the viewport', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('reduce'),
      media: query,
    }));
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: HTMLElement,
    ) {
      return this.dataset.tour === 'chat-interface'
        ? DOMRect.fromRect({ x: 0, y: 1500, width: 400, height: 300 })
        : DOMRect.fromRect({ x: 0, y: 0, width: 0, height: 0 });
    });
    startTour('ai-coach-tour');

    expect(scrollTo).toHaveBeenCalledWith({ top: 1480, behavior: 'instant' });
  });
});
