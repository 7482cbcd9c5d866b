/**
 * The engine's refusals (FEN and move notation) in words: the engine returns a code and its facts
 * (`EngineError`), each language says them in its folder (lang/<code>/engineErrors.ts). Build-time checks and scripts print the English;
 * pages load this module only when they have a refusal to show.
 */
import type { EngineError, EngineErrorCode } from '$lib/engine';
import { DEFAULT_LOCALE, type Locale } from './locales';

type Params = NonNullable<EngineError['params']>;
/** What each language's `engineErrors.ts` provides: a sentence for every code, from its facts. */
export type EngineErrorWords = Record<EngineErrorCode, (p: Params) => string>;

/** Every language's refusals, found by the folder convention (lang/<code>/engineErrors.ts). */
const WORDS = Object.fromEntries(
  Object.entries(import.meta.glob<EngineErrorWords>('./lang/*/engineErrors.ts', { eager: true, import: 'default' })).map(
    ([path, words]) => [path.split('/')[2], words],
  ),
) as Partial<Record<Locale, EngineErrorWords>>;
const DEFAULT = WORDS[DEFAULT_LOCALE]!;

/** The refusal in `lang` (the default language where a language has no words for it yet). */
export function engineErrorText(error: EngineError, lang: Locale = DEFAULT_LOCALE): string {
  const p = error.params ?? {};
  return (WORDS[lang] ?? DEFAULT)[error.code](p);
}

/** The codes each language says (tests check every engine code is covered in every language). */
export const ENGINE_ERROR_CODES = Object.keys(DEFAULT) as EngineErrorCode[];
export const ENGINE_ERROR_WORDS = WORDS as Record<Locale, EngineErrorWords>;
