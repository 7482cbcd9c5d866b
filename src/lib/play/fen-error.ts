/** Why a FEN cannot be loaded, in the UI's language (the engine's code and facts, said by i18n/engine-errors.ts). */
import type { EngineError } from '$lib/engine';
import type { Locale } from '$lib/i18n';
import { engineErrorText, KO_ENGINE_ERROR_CODES } from '$lib/i18n/engine-errors';

export function fenErrorText(error: EngineError, locale: Locale): string {
  return engineErrorText(error, locale);
}

/** The codes with a Korean text (tests check the engine's codes are all covered). */
export const KO_FEN_CODES: string[] = KO_ENGINE_ERROR_CODES;
