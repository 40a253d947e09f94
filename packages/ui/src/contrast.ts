/** WCAG relative luminance of a #rrggbb colour (0 black … 1 white). */
export function relativeLuminance(hex: string): number {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`Not a #rrggbb colour: ${hex}`);
  const [r, g, b] = match.slice(1).map((part) => {
    const channel = parseInt(part, 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

/** WCAG contrast ratio between two #rrggbb colours (1 … 21). */
export function contrastRatio(foreground: string, background: string): number {
  const [lighter, darker] = [relativeLuminance(foreground), relativeLuminance(background)].sort(
    (a, b) => b - a,
  );
  return ((lighter ?? 0) + 0.05) / ((darker ?? 0) + 0.05);
}

/**
 * Two #rrggbb colours mixed in sRGB as CSS `color-mix(in srgb, a share, b)` does: `share` 0 … 1 of
 * `a`, the rest `b`.
 */
export function mixColors(a: string, b: string, share: number): string {
  const channels = (hex: string) => {
    const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
    if (!match) throw new Error(`Not a #rrggbb colour: ${hex}`);
    return match.slice(1).map((part) => parseInt(part, 16));
  };
  const [from, to] = [channels(a), channels(b)];
  return `#${from
    .map((channel, i) => Math.round(channel * share + (to[i] ?? 0) * (1 - share)))
    .map((channel) => channel.toString(16).padStart(2, '0'))
    .join('')}`;
}
