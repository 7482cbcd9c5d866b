// chunk: framework
import { locale } from '$lib/i18n';
import {
  DEFAULT_SETTINGS,
  isUserSettingValue,
  progress,
  type ProgressApi,
  type SettingsMap,
  type ThemePref,
  type UserSettings,
} from '$lib/progress';

export {
  DEFAULT_SETTINGS,
  SETTING_CHOICES,
  type CoordinateStyle,
  type Notation,
  type PieceTheme,
  type ThemePref,
  type UserSettings,
} from '$lib/progress';

/** localStorage key read by src/app.html before the first paint, so there is no theme flash. */
export const THEME_CACHE_KEY = 'janggi-trainer:theme';

const KEYS = Object.keys(DEFAULT_SETTINGS) as (keyof UserSettings)[];

function cachedTheme(): ThemePref {
  if (typeof window === 'undefined') return DEFAULT_SETTINGS.theme;
  try {
    const v = localStorage.getItem(THEME_CACHE_KEY);
    return isUserSettingValue('theme', v) ? v : DEFAULT_SETTINGS.theme;
  } catch {
    return DEFAULT_SETTINGS.theme;
  }
}

function cacheTheme(theme: ThemePref): void {
  try {
    localStorage.setItem(THEME_CACHE_KEY, theme);
  } catch {
    // A boot hint only.
  }
}

/**
 * The user's settings as reactive state, saved in the progress store. Read `settings.current.x`
 * anywhere (reactive); change with `settings.set(key, value)`. `load()` runs once from the layout.
 */
export class SettingsStore {
  current = $state<UserSettings>({ ...DEFAULT_SETTINGS });
  loaded = $state(false);

  constructor(private readonly store: () => ProgressApi) {
    this.current.theme = cachedTheme();
    this.current.language = locale.current;
  }

  /** Read every setting from storage; invalid or missing values keep their current value. */
  async load(): Promise<void> {
    const api = this.store();
    const values = await Promise.all(KEYS.map((k) => api.getSetting(k).catch(() => undefined)));
    KEYS.forEach((key, i) => {
      const value = values[i];
      if (isUserSettingValue(key, value)) (this.current as unknown as Record<string, unknown>)[key] = value;
    });
    this.applySideEffects();
    this.loaded = true;
  }

  async set<K extends keyof UserSettings>(key: K, value: UserSettings[K]): Promise<void> {
    if (!isUserSettingValue(key, value)) throw new TypeError(`Invalid value for setting ${key}: ${String(value)}`);
    this.current[key] = value;
    this.applySideEffects();
    try {
      await this.store().setSetting(key, value as SettingsMap[K]);
    } catch (e) {
      // The resilient store only throws for programming errors; keep the UI state regardless.
      console.error('[settings] could not save', key, e);
    }
  }

  private applySideEffects(): void {
    if (locale.current !== this.current.language) locale.set(this.current.language);
    if (typeof window !== 'undefined') cacheTheme(this.current.theme);
  }
}

export const settings = new SettingsStore(() => progress);
