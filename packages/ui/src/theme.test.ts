import { describe, expect, it } from 'vitest';
import { contrastRatio, mixColors } from './contrast';
import { statusTextSharePercent } from './primitives/badge';
import { darkTheme, lightTheme, selectTheme } from './theme';

describe.each([
  ['light', lightTheme],
  ['dark', darkTheme],
])('the %s theme', (_mode, theme) => {
  it.each([
    ['text', 'background'],
    ['text', 'surface'],
    ['textMuted', 'background'],
    ['textMuted', 'surfaceRaised'],
    ['onPrimary', 'primary'],
    ['danger', 'background'],
    ['success', 'surfaceRaised'],
    ['warning', 'surfaceRaised'],
    ['danger', 'surfaceRaised'],
  ] as const)('keeps %s on %s at WCAG AA contrast (4.5:1)', (foreground, background) => {
    expect(
      contrastRatio(theme.colors[foreground], theme.colors[background]),
    ).toBeGreaterThanOrEqual(4.5);
  });
});

describe.each([
  ['light', lightTheme],
  ['dark', darkTheme],
])('status badges in the %s theme', (_mode, theme) => {
  it.each(['success', 'warning', 'danger'] as const)(
    'keep %s text on its tint over a card at WCAG AA contrast',
    (tone) => {
      const color = theme.colors[tone];
      const text = mixColors(color, theme.colors.text, statusTextSharePercent / 100);
      for (const ground of [theme.colors.surfaceRaised, theme.colors.surface]) {
        const tint = mixColors(color, ground, 0.1);
        expect(contrastRatio(text, tint)).toBeGreaterThanOrEqual(4.5);
      }
    },
  );
});

describe('selectTheme', () => {
  it('answers the theme for each resolved mode, with white and black backgrounds', () => {
    expect(selectTheme('light').colors.background).toBe('#ffffff');
    expect(selectTheme('dark').colors.background).toBe('#000000');
  });
});

describe('contrastRatio', () => {
  it('is 21 for black on white and 1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#4338ca', '#4338ca')).toBe(1);
  });
});
