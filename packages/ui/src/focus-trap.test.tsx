// @vitest-environment jsdom
import { cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from 'styled-components';
import { Dialog } from './primitives/dialog';
import { lightTheme } from './theme';

afterEach(cleanup);

function renderDialog(onClose = vi.fn()) {
  const view = render(
    <ThemeProvider theme={lightTheme}>
      <button type="button">Opener</button>
      <Dialog title="Edit" onClose={onClose}>
        <input aria-label="Name" />
        <button type="button">Save</button>
      </Dialog>
    </ThemeProvider>,
  );
  const byName = (name: string) =>
    [...document.body.querySelectorAll<HTMLElement>('input, button')].find(
      (element) => element.getAttribute('aria-label') === name || element.textContent === name,
    );
  return { ...view, byName, dialog: document.body.querySelector<HTMLElement>('[role="dialog"]') };
}

describe('the focus trap every dialog, sheet and drawer uses', () => {
  it('moves focus to the first field, wraps Tab at both ends and keeps it inside', () => {
    const { byName, dialog } = renderDialog();
    expect(document.activeElement).toBe(byName('Name'));

    byName('Save')?.focus();
    fireEvent.keyDown(dialog ?? document.body, { key: 'Tab' });
    expect(document.activeElement).toBe(byName('Name'));

    fireEvent.keyDown(dialog ?? document.body, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(byName('Save'));

    dialog?.focus();
    fireEvent.keyDown(dialog ?? document.body, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(byName('Save'));
  });

  it('closes on Escape', () => {
    const onClose = vi.fn();
    const { dialog } = renderDialog(onClose);
    fireEvent.keyDown(dialog ?? document.body, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
