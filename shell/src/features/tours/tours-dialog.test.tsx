import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { storageKeys } from '../../lib/storage-keys';
import { renderWithTours } from './tour-test-helpers';
import { TourOverlay } from './tour-overlay';
import { ToursDialog } from './tours-dialog';

function DialogHarness() {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setIsOpen(true)}>
        Open tours
      </button>
      <ToursDialog open={isOpen} onClose={() => setIsOpen(false)} />
      <TourOverlay />
    </>
  );
}

async function openDialog() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Open tours' }));
  return { user, dialog: screen.getByRole('dialog', { name: 'Application Tours' }) };
}

function tourEntries(groupName: string) {
  return within(screen.getByRole('region', { name: groupName }))
    .getAllByRole('listitem')
    .map((item) => ({
      name: within(item).getByRole('heading', { level: 4 }).textContent,
      steps: within(item).getByText(/^\d+ steps$/).textContent,
    }));
}

describe('ToursDialog', () => {
  it('renders nothing while closed', () => {
    renderWithTours(<ToursDialog open={false} onClose={() => undefined} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is a modal dialog titled "Application Tours" that takes focus', async () => {
    renderWithTours(<DialogHarness />);
    const { dialog } = await openDialog();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveFocus();
  });

  it('groups the onboarding tour under "Getting Started" and the rest under "Feature Tours"', async () => {
    renderWithTours(<DialogHarness />);
    await openDialog();

    expect(tourEntries('Getting Started')).toEqual([
      { name: 'Welcome to RepWise', steps: '8 steps' },
    ]);
    expect(tourEntries('Feature Tours')).toEqual([
      { name: 'Workouts', steps: '4 steps' },
      { name: 'Progress', steps: '3 steps' },
      { name: 'Safety', steps: '3 steps' },
      { name: 'AI Coach', steps: '3 steps' },
    ]);
  });

  it('shows each tour with its description and a Start button', async () => {
    renderWithTours(<DialogHarness />);
    const { dialog } = await openDialog();
    expect(within(dialog).getByText(/Chat with your coach, use quick actions/)).toBeInTheDocument();
    expect(within(dialog).getAllByRole('button', { name: /^Start / })).toHaveLength(5);
  });

  it('marks completed tours', async () => {
    window.localStorage.setItem(
      storageKeys.tours,
      JSON.stringify({ completedTours: ['progress-tour'], tourEnabled: true }),
    );
    renderWithTours(<DialogHarness />);
    await openDialog();

    const completed = screen.getAllByText('Completed').map((mark) => mark.closest('li'));
    expect(completed).toHaveLength(1);
    expect(within(completed[0]!).getByRole('heading', { name: /Progress/ })).toBeInTheDocument();
  });

  it('closes and starts a tour from its Start button', async () => {
    const view = renderWithTours(<DialogHarness />);
    const { user } = await openDialog();
    await user.click(screen.getByRole('button', { name: 'Start AI Coach' }));

    expect(screen.queryByRole('dialog', { name: 'Application Tours' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Chat with your coach' })).toBeInTheDocument();
    expect(view.readState()).toMatchObject({ currentTour: 'ai-coach-tour', stepIndex: 0 });
  });

  it.each([
    ['Escape', async (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Escape}')],
    [
      'the Close button',
      async (user: ReturnType<typeof userEvent.setup>) =>
        user.click(screen.getByRole('button', { name: 'Close' })),
    ],
    [
      'a click on the backdrop',
      async (user: ReturnType<typeof userEvent.setup>) =>
        user.click(screen.getByTestId('tours-dialog-backdrop')),
    ],
  ])('closes on %s and returns focus to the opener', async (_how, close) => {
    renderWithTours(<DialogHarness />);
    const { user } = await openDialog();
    await close(user);

    expect(screen.queryByRole('dialog', { name: 'Application Tours' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open tours' })).toHaveFocus();
  });

  it('keeps Tab inside the dialog', async () => {
    renderWithTours(<DialogHarness />);
    const { user, dialog } = await openDialog();
    const buttons = within(dialog).getAllByRole('button');

    await user.tab({ shift: true });
    expect(buttons[buttons.length - 1]).toHaveFocus();
    await user.tab();
    expect(buttons[0]).toHaveFocus();
  });
});
