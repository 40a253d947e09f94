// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it } from 'vitest';
import { lightTheme } from '../theme';
import { findTabIndexForKey, Tabs } from './tabs';

afterEach(cleanup);

type Section = 'overview' | 'analytics' | 'goals';

function Host({ isPanelFocusable = false }: { isPanelFocusable?: boolean }) {
  const [selected, setSelected] = useState<Section>('overview');
  return (
    <ThemeProvider theme={lightTheme}>
      <Tabs
        label="Sections"
        tabs={[
          { id: 'overview', label: 'Overview' },
          { id: 'analytics', label: 'Analytics' },
          { id: 'goals', label: 'Goals' },
        ]}
        selected={selected}
        onSelect={setSelected}
        isPanelFocusable={isPanelFocusable}
      >
        <p>{selected} content</p>
      </Tabs>
    </ThemeProvider>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('Tabs', () => {
  it('names the tab list, selects one tab and shows its panel labelled by it', () => {
    render(<Host />);
    expect(screen.getByRole('tablist', { name: 'Sections' })).toBeInTheDocument();
    expect(tab('Overview')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Analytics')).toHaveAttribute('aria-selected', 'false');
    const panel = screen.getByRole('tabpanel', { name: 'Overview' });
    expect(panel).toHaveTextContent('overview content');
    expect(tab('Overview')).toHaveAttribute('aria-controls', panel.id);
    expect(panel).not.toHaveAttribute('tabindex');
  });

  it('keeps one tab stop: only the selected tab is in the tab order', () => {
    render(<Host />);
    expect(tab('Overview')).toHaveAttribute('tabindex', '0');
    expect(tab('Analytics')).toHaveAttribute('tabindex', '-1');
    expect(tab('Goals')).toHaveAttribute('tabindex', '-1');
  });

  it('moves focus and selection with the arrow keys, wrapping at both ends', () => {
    render(<Host />);
    tab('Overview').focus();

    fireEvent.keyDown(tab('Overview'), { key: 'ArrowRight' });
    expect(tab('Analytics')).toHaveFocus();
    expect(tab('Analytics')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Analytics')).toHaveAttribute('tabindex', '0');
    expect(tab('Overview')).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tabpanel', { name: 'Analytics' })).toHaveTextContent(
      'analytics content',
    );

    fireEvent.keyDown(tab('Analytics'), { key: 'ArrowRight' });
    fireEvent.keyDown(tab('Goals'), { key: 'ArrowRight' });
    expect(tab('Overview')).toHaveFocus();

    fireEvent.keyDown(tab('Overview'), { key: 'ArrowLeft' });
    expect(tab('Goals')).toHaveFocus();
    expect(tab('Goals')).toHaveAttribute('aria-selected', 'true');
  });

  it('jumps to the first and last tab with Home and End, and ignores other keys', () => {
    render(<Host />);
    tab('Overview').focus();

    fireEvent.keyDown(tab('Overview'), { key: 'End' });
    expect(tab('Goals')).toHaveFocus();
    fireEvent.keyDown(tab('Goals'), { key: 'Home' });
    expect(tab('Overview')).toHaveFocus();

    fireEvent.keyDown(tab('Overview'), { key: 'ArrowDown' });
    expect(tab('Overview')).toHaveFocus();
    expect(tab('Overview')).toHaveAttribute('aria-selected', 'true');
  });

  it('selects a tab on click', () => {
    render(<Host />);
    fireEvent.click(tab('Goals'));
    expect(tab('Goals')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Goals' })).toHaveTextContent('goals content');
  });

  it('gives the panel a tab stop when asked (panels without focusable content)', () => {
    render(<Host isPanelFocusable />);
    expect(screen.getByRole('tabpanel')).toHaveAttribute('tabindex', '0');
  });
});

describe('findTabIndexForKey', () => {
  it.each([
    ['ArrowRight', 0, 1],
    ['ArrowRight', 2, 0],
    ['ArrowLeft', 0, 2],
    ['ArrowLeft', 2, 1],
    ['Home', 2, 0],
    ['End', 0, 2],
    ['Enter', 1, null],
  ])('%s from tab %i of three goes to %s', (key, index, expected) => {
    expect(findTabIndexForKey(key, index, 3)).toBe(expected);
  });
});
