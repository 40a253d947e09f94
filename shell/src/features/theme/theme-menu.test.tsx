import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { storageKeys } from '../../lib/storage-keys';
import { renderInShell } from '../../test/render';
import { ThemeToggle } from './theme-menu';
import { setThemePreference } from './theme-store';

afterEach(() => setThemePreference('system'));

describe('ThemeToggle', () => {
  it('cycles light → dark → system → light and stores each choice', async () => {
    setThemePreference('light');
    const user = userEvent.setup();
    renderInShell(<ThemeToggle />);
    const toggle = () => screen.getByRole('button', { name: /^Theme:/ });
    expect(toggle()).toHaveAccessibleName('Theme: Light');
    expect(toggle()).toHaveAttribute('title', 'Switch to Dark');
    for (const [name, stored] of [
      ['Theme: Dark', 'dark'],
      ['Theme: System', 'system'],
      ['Theme: Light', 'light'],
    ]) {
      await user.click(toggle());
      expect(toggle()).toHaveAccessibleName(name);
      expect(window.localStorage.getItem(storageKeys.theme)).toBe(stored);
    }
  });
});
