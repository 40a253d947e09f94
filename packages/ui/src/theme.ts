/** Colour roles every screen draws with; both themes define all of them. */
export interface ThemeColors {
  background: string;
  surface: string;
  surfaceRaised: string;
  border: string;
  text: string;
  textMuted: string;
  primary: string;
  onPrimary: string;
  accent: string;
  success: string;
  warning: string;
  danger: string;
  focusRing: string;
}

/** A complete RepWise theme: colours plus the shared scale of space, radii, type and shadows. */
export interface RepwiseTheme {
  mode: 'light' | 'dark';
  colors: ThemeColors;
  /** Spacing steps in px: space(1) = 4 px. */
  space: (steps: number) => string;
  radii: { sm: string; md: string; lg: string; pill: string };
  fonts: { body: string; heading: string; mono: string };
  shadows: { card: string; overlay: string };
  /** Viewport widths in px where layouts change. */
  breakpoints: { sm: number; md: number; lg: number };
}

const shared = {
  space: (steps: number) => `${steps * 4}px`,
  radii: { sm: '6px', md: '10px', lg: '16px', pill: '999px' },
  fonts: {
    body: "'Inter', 'Segoe UI', system-ui, -apple-system, sans-serif",
    heading: "'Inter', 'Segoe UI', system-ui, -apple-system, sans-serif",
    mono: "'JetBrains Mono', ui-monospace, monospace",
  },
  breakpoints: { sm: 640, md: 768, lg: 1024 },
};

/** The light theme (theme-color meta white). */
export const lightTheme: RepwiseTheme = {
  ...shared,
  mode: 'light',
  colors: {
    background: '#ffffff',
    surface: '#f6f7f9',
    surfaceRaised: '#ffffff',
    border: '#d9dde3',
    text: '#111827',
    textMuted: '#4b5563',
    primary: '#4338ca',
    onPrimary: '#ffffff',
    accent: '#0f766e',
    success: '#15803d',
    warning: '#b45309',
    danger: '#b91c1c',
    focusRing: '#6366f1',
  },
  shadows: {
    card: '0 1px 3px rgba(17, 24, 39, 0.08)',
    overlay: '0 12px 40px rgba(17, 24, 39, 0.18)',
  },
};

/** The dark theme (theme-color meta black). */
export const darkTheme: RepwiseTheme = {
  ...shared,
  mode: 'dark',
  colors: {
    background: '#000000',
    surface: '#0f1115',
    surfaceRaised: '#171a21',
    border: '#2a2f3a',
    text: '#f3f4f6',
    textMuted: '#a1a7b3',
    primary: '#818cf8',
    onPrimary: '#0b0b1a',
    accent: '#2dd4bf',
    success: '#4ade80',
    warning: '#fbbf24',
    danger: '#f87171',
    focusRing: '#a5b4fc',
  },
  shadows: { card: '0 1px 3px rgba(0, 0, 0, 0.6)', overlay: '0 12px 40px rgba(0, 0, 0, 0.7)' },
};

/** The theme for a resolved mode. */
export function selectTheme(mode: 'light' | 'dark'): RepwiseTheme {
  return mode === 'dark' ? darkTheme : lightTheme;
}
