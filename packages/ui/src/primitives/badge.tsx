import styled, { css } from 'styled-components';

/** Colour role of a badge; each keeps AA contrast on its own tint in both themes. */
export type BadgeTone = 'neutral' | 'primary' | 'accent' | 'success' | 'warning' | 'danger';

/** The status tones, whose text is their colour stepped toward the theme's text colour. */
export const statusTones: ReadonlySet<BadgeTone> = new Set(['success', 'warning', 'danger']);
/** How much of a status tone's colour its text keeps (percent); the rest is the text colour. */
export const statusTextSharePercent = 75;

/** A small pill label for a status, category or tag; `$tone` picks its colour role. */
export const Badge = styled.span<{ $tone?: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1.5)};
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(2.5)}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: 0.75rem;
  font-weight: 600;
  line-height: 1.3;
  letter-spacing: 0.02em;
  white-space: nowrap;

  ${({ theme, $tone = 'neutral' }) => {
    if ($tone === 'neutral') {
      return css`
        background: ${theme.colors.surface};
        color: ${theme.colors.textMuted};
        border: 1px solid ${theme.colors.border};
      `;
    }
    const color = theme.colors[$tone];
    // The status colours are light enough to need a step toward the text colour on their tint.
    const text = statusTones.has($tone)
      ? `color-mix(in srgb, ${color} ${statusTextSharePercent}%, ${theme.colors.text})`
      : color;
    return css`
      background: color-mix(in srgb, ${color} 10%, transparent);
      color: ${text};
      border: 1px solid color-mix(in srgb, ${color} 28%, transparent);
    `;
  }}
`;
