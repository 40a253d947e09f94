import styled from 'styled-components';

/** A workout's intensity, as the plans carry it (any case). */
export type IntensityLevel = 'low' | 'moderate' | 'high' | 'maximum';

// Spec 03 §9: low green, moderate yellow, high orange, maximum red; each keeps AA contrast on its
// own tint over any card surface (axe checks it in the e2e accessibility journey).
const intensityColors: Record<'light' | 'dark', Record<IntensityLevel, string>> = {
  light: { low: '#166534', moderate: '#854d0e', high: '#9a3412', maximum: '#991b1b' },
  dark: { low: '#4ade80', moderate: '#facc15', high: '#fb923c', maximum: '#f87171' },
};

const Pill = styled.span<{ $level: IntensityLevel }>`
  display: inline-flex;
  padding: ${({ theme }) => `${theme.space(0.5)} ${theme.space(2.5)}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: 0.75rem;
  font-weight: 700;
  text-transform: capitalize;
  white-space: nowrap;
  ${({ theme, $level }) => {
    const color = intensityColors[theme.mode][$level];
    return `color: ${color}; background: color-mix(in srgb, ${color} 12%, transparent); border: 1px solid color-mix(in srgb, ${color} 35%, transparent);`;
  }}
`;

/** Reads an intensity word (LOW, Moderate…) into a level, or null when it is none of the four. */
export function parseIntensity(value: string | null | undefined): IntensityLevel | null {
  const level = value?.trim().toLowerCase();
  return level === 'low' || level === 'moderate' || level === 'high' || level === 'maximum'
    ? level
    : null;
}

/** The coloured intensity pill of spec 03 §9; renders nothing for an unknown intensity. */
export function IntensityBadge({ intensity }: { intensity: string | null | undefined }) {
  const level = parseIntensity(intensity);
  if (!level) return null;
  return <Pill $level={level}>{level} intensity</Pill>;
}
