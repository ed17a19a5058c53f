import { useCallback, useSyncExternalStore } from 'react';
import { themeClass, type ThemeName } from '@petrobridge/ui';

/**
 * The colour theme the person chose in this browser: light, dark, or the operating system's. Kept in
 * localStorage under {@link THEME_STORAGE_KEY}; apps/web/public/theme-boot.js reads the same key before
 * the first paint (an external script, so a strict CSP without inline scripts holds) and marks
 * `<html data-theme>` and its `color-scheme`, so no wrong theme flashes while the app loads.
 */
export type ThemePreference = ThemeName | 'system';
export const themePreferences: readonly ThemePreference[] = ['light', 'dark', 'system'];
export const THEME_STORAGE_KEY = 'petrobridge.theme';

const listeners = new Set<() => void>();
const darkQuery = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-color-scheme: dark)')
    : null;

export function readThemePreference(): ThemePreference {
  try {
    const stored = window.localStorage.getItem(THEME_STORAGE_KEY);
    return stored === 'light' || stored === 'dark' ? stored : 'system';
  } catch {
    return 'system';
  }
}

export function resolveTheme(preference: ThemePreference): ThemeName {
  if (preference !== 'system') return preference;
  return darkQuery()?.matches ? 'dark' : 'light';
}

/** Puts the theme's class on <html> and <body> (portals render into body) and its colour scheme. */
export function applyTheme(theme: ThemeName) {
  for (const element of [document.documentElement, document.body]) {
    for (const name of Object.keys(themeClass) as ThemeName[])
      element.classList.toggle(themeClass[name], name === theme);
  }
  document.documentElement.dataset.theme = theme;
  document.documentElement.style.colorScheme = theme;
}

let started = false;
/**
 * Applies the chosen theme now and follows the operating system while the choice is 'system'. Called
 * once at boot; idempotent.
 */
export function startTheme() {
  applyTheme(resolveTheme(readThemePreference()));
  if (started) return;
  started = true;
  darkQuery()?.addEventListener('change', () => {
    if (readThemePreference() === 'system') applyTheme(resolveTheme('system'));
  });
  // Another tab changed the choice.
  window.addEventListener('storage', (event) => {
    if (event.key !== THEME_STORAGE_KEY) return;
    applyTheme(resolveTheme(readThemePreference()));
    listeners.forEach((listener) => listener());
  });
}

export function setThemePreference(preference: ThemePreference) {
  try {
    if (preference === 'system') window.localStorage.removeItem(THEME_STORAGE_KEY);
    else window.localStorage.setItem(THEME_STORAGE_KEY, preference);
  } catch {
    // Storage disabled: the choice lasts for this page only.
  }
  applyTheme(resolveTheme(preference));
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The stored choice and a setter, for the user menu and the landing's header. */
export function useThemePreference(): [ThemePreference, (preference: ThemePreference) => void] {
  const preference = useSyncExternalStore(subscribe, readThemePreference, () => 'system' as const);
  return [preference, useCallback((p: ThemePreference) => setThemePreference(p), [])];
}
