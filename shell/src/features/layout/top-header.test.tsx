import { buildUser } from '@repwise/federation/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInShell } from '../../test/render';
import { endSession, saveSession } from '../auth/session-store';
import { TopHeader } from './top-header';

afterEach(() => endSession());

describe('the top header on the landing page', () => {
  it('opens the section links and Sign In from the phone menu, and a link closes it', async () => {
    renderInShell(<TopHeader />, { path: '/' });
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(toggle);
    const menu = screen.getByRole('navigation', { name: 'Menu' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Features', '#features'],
      ['Reviews', '#reviews'],
      ['Pricing', '#pricing'],
      ['Sign In', '/auth'],
    ]);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );

    await userEvent.click(within(menu).getByRole('link', { name: 'Pricing' }));
    expect(screen.queryByRole('navigation', { name: 'Menu' })).toBeNull();
  });

  it('closes on Escape and gives focus back to its button', async () => {
    renderInShell(<TopHeader />, { path: '/' });
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Menu' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
  });

  it('offers no Sign In in the menu to a signed-in user, and no menu off the landing page', async () => {
    saveSession({ user: buildUser(), accessToken: 't', refreshToken: 'r', expiresIn: 900 });
    const { unmount } = renderInShell(<TopHeader />, { path: '/' });
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(
      within(screen.getByRole('navigation', { name: 'Menu' }))
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Features', 'Reviews', 'Pricing']);
    unmount();

    renderInShell(<TopHeader />, { path: '/blog' });
    expect(screen.queryByRole('button', { name: 'Open menu' })).toBeNull();
  });
});
