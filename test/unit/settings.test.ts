import { describe, expect, it } from 'vitest';
import { locale } from '$lib/i18n';
import { MemoryBackend, createProgressApi } from '$lib/progress';
import { DEFAULT_SETTINGS, SettingsStore } from '$lib/settings.svelte';

function setup() {
  const api = createProgressApi(new MemoryBackend());
  return { api, settings: new SettingsStore(() => api) };
}

describe('settings', () => {
  it('starts from the defaults', () => {
    const { settings } = setup();
    expect(settings.current).toEqual({ ...DEFAULT_SETTINGS, language: locale.current });
    expect(settings.loaded).toBe(false);
  });

  it('loads stored values and ignores invalid ones', async () => {
    const { api, settings } = setup();
    await api.setSetting('notation', 'korean');
    await api.setSetting('pieces', 'wooden' as never);
    await settings.load();
    expect(settings.loaded).toBe(true);
    expect(settings.current.notation).toBe('korean');
    expect(settings.current.pieces).toBe(DEFAULT_SETTINGS.pieces);
  });

  it('saves changes, and the language drives the locale', async () => {
    const { api, settings } = setup();
    await settings.set('theme', 'dark');
    await settings.set('language', 'ko');
    expect(await api.getSetting('theme')).toBe('dark');
    expect(locale.current).toBe('ko');
    await settings.set('language', 'en');
    expect(locale.current).toBe('en');
    await expect(settings.set('coordinates', 'roman' as never)).rejects.toThrow(TypeError);
  });
});
