import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { storageKeys } from '../../lib/storage-keys';
import { HelpMenu } from './help-menu';
import { readStoredTours, renderWithTours } from './tour-test-helpers';
import { TourOverlay } from './tour-overlay';

function renderMenu() {
  return renderWithTours(
    <>
      <HelpMenu />
      <TourOverlay />
    </>,
  );
}

async function openMenu() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Tours and help' }));
  return { user, panel: screen.getByRole('dialog', { name: 'Tours and help' }) };
}

function listNames(name: string) {
  return within(screen.getByRole('list', { name }))
    .getAllByRole('button')
    .map((button) => button.textContent);
}

describe('HelpMenu', () => {
  it('is a collapsed popup button labelled "Tours and help"', () => {
    renderMenu();
    const trigger = screen.getByRole('button', { name: 'Tours and help' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('lists every tour as available with its step count when none is completed', async () => {
    renderMenu();
    const { panel } = await openMenu();

    expect(screen.getByRole('button', { name: 'Tours and help' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(listNames('Available tours')).toEqual([
      'Welcome to RepWise8 steps',
      'Workouts4 steps',
      'Progress3 steps',
      'Safety3 steps',
      'AI Coach3 steps',
    ]);
    expect(within(panel).queryByRole('list', { name: 'Completed tours' })).not.toBeInTheDocument();
  });

  it('moves completed tours to their own list, where they can be started again', async () => {
    window.localStorage.setItem(
      storageKeys.tours,
      JSON.stringify({ completedTours: ['main-onboarding', 'safety-tour'], tourEnabled: true }),
    );
    renderMenu();
    const { user } = await openMenu();

    expect(listNames('Available tours')).toEqual([
      'Workouts4 steps',
      'Progress3 steps',
      'AI Coach3 steps',
    ]);
    expect(listNames('Completed tours')).toEqual([
      'Welcome to RepWiseCompleted',
      'SafetyCompleted',
    ]);

    await user.click(
      within(screen.getByRole('list', { name: 'Completed tours' })).getByRole('button', {
        name: /Safety/,
      }),
    );
    expect(screen.getByRole('dialog', { name: 'Risk assessment' })).toBeInTheDocument();
  });

  it('closes and starts the chosen tour, then returns focus to the menu button', async () => {
    const view = renderMenu();
    const { user } = await openMenu();
    await user.click(screen.getByRole('button', { name: /Workouts/ }));

    expect(screen.queryByRole('dialog', { name: 'Tours and help' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Generate a workout' })).toBeInTheDocument();
    expect(view.readState()).toMatchObject({ currentTour: 'workout-tour', status: 'running' });

    await user.click(screen.getByRole('button', { name: 'Skip tour' }));
    expect(screen.getByRole('button', { name: 'Tours and help' })).toHaveFocus();
  });

  it('turns tours off and on with the "Enable tours" switch and remembers the choice', async () => {
    renderMenu();
    const { user, panel } = await openMenu();
    const toggle = within(panel).getByRole('switch', { name: 'Enable tours' });
    expect(toggle).toBeChecked();

    await user.click(toggle);
    expect(toggle).not.toBeChecked();
    expect(within(panel).queryByRole('list', { name: 'Available tours' })).not.toBeInTheDocument();
    expect(within(panel).getByText(/Tours are turned off/)).toBeInTheDocument();
    expect(readStoredTours()).toEqual({ completedTours: [], tourEnabled: false });

    await user.click(toggle);
    expect(toggle).toBeChecked();
    expect(readStoredTours()).toEqual({ completedTours: [], tourEnabled: true });
  });

  it('opens the "Application Tours" dialog from "Browse All Tours"', async () => {
    renderMenu();
    const { user } = await openMenu();
    await user.click(screen.getByRole('button', { name: 'Browse All Tours' }));

    expect(screen.getByRole('dialog', { name: 'Application Tours' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Tours and help' })).not.toBeInTheDocument();
  });

  it('is keyboard operable: arrows move between entries and Escape closes it', async () => {
    renderMenu();
    const user = userEvent.setup();
    const trigger = screen.getByRole('button', { name: 'Tours and help' });
    trigger.focus();
    await user.keyboard('{Enter}');

    expect(screen.getByRole('button', { name: /Welcome to RepWise/ })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: /Workouts/ })).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(screen.getByRole('button', { name: 'Browse All Tours' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('button', { name: /Welcome to RepWise/ })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Tours and help' })).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when the user clicks elsewhere on the page', async () => {
    renderMenu();
    const { user } = await openMenu();
    await user.click(screen.getByText('dashboard area'));
    expect(screen.queryByRole('dialog', { name: 'Tours and help' })).not.toBeInTheDocument();
  });
});
