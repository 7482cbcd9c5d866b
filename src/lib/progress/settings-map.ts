// chunk: framework
import { DEFAULT_LOCALE, LOCALES, type Locale } from '$lib/i18n/locales';
// Type-only: the setting records' types are inferred from the backup's schemas, no code comes with them.
import type { SettingRecords } from './backup-schema';

export const THEME_PREFS = ['system', 'light', 'dark'] as const;
export type ThemePref = (typeof THEME_PREFS)[number];
export const PIECE_THEMES = ['hanja', 'letters', 'naval'] as const;
export type PieceTheme = (typeof PIECE_THEMES)[number];
/** `coords`: a..i / 1..10 as in UCI; `korean`: rows 1..9,0 and columns 1..9 as in Korean notation. */
export const COORDINATE_STYLES = ['coords', 'korean'] as const;
export type CoordinateStyle = (typeof COORDINATE_STYLES)[number];
export const NOTATIONS = ['uci', 'korean', 'site'] as const;
export type Notation = (typeof NOTATIONS)[number];

/** What the learner did last, for the home page's "continue" card (fields in backup-schema.ts). */
export type LastActivity = SettingRecords['lastActivity'];

/** The user-facing settings, each stored under its own key in the `settings` store. */
export interface UserSettings {
  theme: ThemePref;
  language: Locale;
  pieces: PieceTheme;
  coordinates: CoordinateStyle;
  notation: Notation;
}

/** The two-player game on /play: replayed from `rootFen` on load (fields in backup-schema.ts). */
export type SavedPlayGame = SettingRecords['playGame'];

/** Whether the app asked the browser to keep its storage, and the answer (fields in backup-schema.ts). */
export type PersistenceRecord = SettingRecords['persistence'];

/** A puzzle made from a mistake in one of the learner's games (checked again when read: src/lib/games/personal.ts). */
export interface PersonalPuzzleRecord {
  id: string;
  fen: string;
  moves: string[];
  mateIn: number;
  rating: number;
  themes: string[];
  gameId: string;
  ply: number;
  createdAt: number;
  /** The game it came from, for its title: when it was played and against whom (absent in puzzles kept before). */
  origin?: PuzzleOrigin;
}

/** A personal puzzle's game: its date (epoch ms) and opponent, the computer's level when it was one. */
export interface PuzzleOrigin {
  at: number;
  vs: 'computer' | 'screen' | 'record';
  level?: number;
}

/** Every key of the `settings` store with its value type. Add keys here (and to backup-schema.ts's settings). */
export interface SettingsMap extends UserSettings {
  lastActivity: LastActivity;
  playGame: SavedPlayGame;
  persistence: PersistenceRecord;
  /** This device's student id, put on every report it makes (random base64url, made on first use). */
  studentId: string;
  /** A random marker: when it vanishes under an open page, the site's data was cleared (cleared.ts). */
  deviceMarker: string;
  /** Puzzles from the learner's own games, oldest first. */
  personalPuzzles: PersonalPuzzleRecord[];
  /** The learner's own puzzles from the board editor, as their link payloads (src/lib/editor/puzzle-link.ts), newest first. */
  customPuzzles: string[];
}
export type SettingKey = keyof SettingsMap;

export const DEFAULT_SETTINGS: UserSettings = {
  theme: 'system',
  language: DEFAULT_LOCALE,
  pieces: 'hanja',
  coordinates: 'coords',
  notation: 'uci',
};

export const SETTING_CHOICES: { [K in keyof UserSettings]: readonly UserSettings[K][] } = {
  theme: THEME_PREFS,
  language: LOCALES,
  pieces: PIECE_THEMES,
  coordinates: COORDINATE_STYLES,
  notation: NOTATIONS,
};

export function isUserSettingValue<K extends keyof UserSettings>(key: K, value: unknown): value is UserSettings[K] {
  return (SETTING_CHOICES[key] as readonly unknown[]).includes(value);
}
