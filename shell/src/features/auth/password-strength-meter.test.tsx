import { lightTheme } from '@repwise/ui';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInShell } from '../../test/render';
import { PasswordStrengthMeter } from './password-strength-meter';

function renderMeter(password: string) {
  renderInShell(<PasswordStrengthMeter password={password} />);
}

function requirement(label: string): HTMLElement {
  const list = screen.getByRole('list', { name: 'Password requirements' });
  const item = within(list)
    .getAllByRole('listitem')
    .find((element) => element.textContent?.includes(label));
  if (!item) throw new Error(`No requirement "${label}"`);
  return item;
}

describe('PasswordStrengthMeter', () => {
  it('shows only the unmet checklist before anything is typed', () => {
    renderMeter('');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    const items = within(screen.getByRole('list', { name: 'Password requirements' })).getAllByRole(
      'listitem',
    );
    expect(items.map((item) => item.textContent?.replace(/^○/, ''))).toEqual([
      'At least 8 characters (not met)',
      'One uppercase letter (not met)',
      'One lowercase letter (not met)',
      'One number (not met)',
      'One special character (not met)',
    ]);
  });

  it('rates "abc" Very Weak in the danger colour with its hints', () => {
    renderMeter('abc');
    const bar = screen.getByRole('progressbar', { name: 'Password strength' });
    expect(bar).toHaveAttribute('aria-valuenow', '8');
    expect(bar).toHaveAttribute('aria-valuetext', 'Very Weak (8 out of 100)');
    expect(screen.getByText('Very Weak')).toBeInTheDocument();
    expect(bar.firstElementChild).toHaveStyle({
      backgroundColor: lightTheme.colors.danger,
      width: '8%',
    });
    const tips = within(screen.getByRole('list', { name: 'Password tips' }));
    expect(tips.getByText('Use at least 8 characters')).toBeInTheDocument();
    expect(tips.getByText('Avoid common sequences (123, abc)')).toBeInTheDocument();
  });

  it('marks met and unmet requirements for screen readers', () => {
    renderMeter('abc');
    expect(requirement('One lowercase letter')).toHaveTextContent('One lowercase letter (met)');
    expect(requirement('At least 8 characters')).toHaveTextContent(
      'At least 8 characters (not met)',
    );
    expect(requirement('One uppercase letter')).toHaveTextContent('(not met)');
  });

  it('rates a Good password in the success colour', () => {
    renderMeter('Fjord7Lumen');
    expect(screen.getByText('Good')).toBeInTheDocument();
    expect(screen.getByText('Good password strength')).toBeInTheDocument();
    expect(screen.getByRole('progressbar').firstElementChild).toHaveStyle({
      backgroundColor: lightTheme.colors.success,
    });
  });

  it('rates a long mixed password Strong and meets every requirement', () => {
    renderMeter('Tr4ck!ng-R0ute#9x');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByText('Strong')).toBeInTheDocument();
    expect(screen.getByText('Excellent password strength!')).toBeInTheDocument();
    const items = within(screen.getByRole('list', { name: 'Password requirements' })).getAllByRole(
      'listitem',
    );
    expect(items).toHaveLength(5);
    for (const item of items) expect(item).toHaveTextContent(/\(met\)$/);
  });

  it('announces level and checklist changes politely', () => {
    renderMeter('abc');
    expect(screen.getByRole('progressbar').closest('[aria-live]')).toHaveAttribute(
      'aria-live',
      'polite',
    );
    expect(screen.getByRole('list', { name: 'Password requirements' })).toHaveAttribute(
      'aria-live',
      'polite',
    );
  });
});
