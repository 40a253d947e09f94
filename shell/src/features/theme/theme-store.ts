import { atom, getDefaultStore } from 'jotai';
import { storageKeys } from '../../lib/storage-keys';

/** The user's theme choice (spec 01 §3). */
export type ThemePreference = 'light' | 'dark' | 'system';

const preferences: readonly ThemePreference[] = ['light', 'dark', 'system'];

function readPreference(): ThemePreference {
  const stored = window.localStorage.getItem(storageKeys.theme);
  return preferences.find((preference) => preference === stored) ?? 'system';
}

function systemPrefersDark(): boolean {
  return (
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-color-scheme: dark)').matches
  );
}

/** The chosen theme, persisted. */
export const themePreferenceAtom = atom<ThemePreference>(readPreference());

/** Whether the operating system currently prefers dark (kept live by `watchSystemTheme`). */
export const systemPrefersDarkAtom = atom<boolean>(systemPrefersDark());

/** The resolved light or dark theme (`actualTheme`). */
export const actualThemeAtom = atom<'light' | 'dark'>((get) => {
  const preference = get(themePreferenceAtom);
  if (preference === 'system') return get(systemPrefersDarkAtom) ? 'dark' : 'light';
  return preference;
});

/** Chooses and persists a theme. */
export function setThemePreference(preference: ThemePreference): void {
  window.localStorage.setItem(storageKeys.theme, preference);
  getDefaultStore().set(themePreferenceAtom, preference);
}

/** The next theme of the toggle cycle: light → dark → system → light. */
export function nextThemePreference(current: ThemePreference): ThemePreference {
  return preferences[(preferences.indexOf(current) + 1) % preferences.length] ?? 'light';
}

/** Follows the OS preference live; returns the unsubscribe function. */
export function watchSystemTheme(): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia('(prefers-color-scheme: dark)');
  const update = () => getDefaultStore().set(systemPrefersDarkAtom, query.matches);
  query.addEventListener('change', update);
  return () => query.removeEventListener('change', update);
}

/** Marks the page for a resolved theme: `dark` class and data attribute, and the theme-color meta. */
export function applyThemeToDocument(mode: 'light' | 'dark'): void {
  const root = document.documentElement;
  root.classList.toggle('dark', mode === 'dark');
  root.dataset.theme = mode;
  root.style.colorScheme = mode;
  let meta = document.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'theme-color';
    document.head.append(meta);
  }
  meta.content = mode === 'dark' ? '#000000' : '#ffffff';
}
