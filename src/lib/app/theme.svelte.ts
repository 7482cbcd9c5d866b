import { settings } from '$lib/settings.svelte';

let systemDark = $state(false);

/** Follow the device's colour scheme; returns the cleanup. Call once from the app shell. */
export function watchSystemTheme(): () => void {
  const query = matchMedia('(prefers-color-scheme: dark)');
  systemDark = query.matches;
  const onChange = (e: MediaQueryListEvent) => (systemDark = e.matches);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** The theme on screen: the setting, or the device's scheme when the setting is "system". */
export function effectiveTheme(): 'light' | 'dark' {
  const pref = settings.current.theme;
  return pref === 'system' ? (systemDark ? 'dark' : 'light') : pref;
}

/** Put the setting on <html data-theme>, where styles.css reads it. */
export function applyTheme(): void {
  document.documentElement.dataset.theme = settings.current.theme;
}

export function toggleTheme(): Promise<void> {
  return settings.set('theme', effectiveTheme() === 'dark' ? 'light' : 'dark');
}
