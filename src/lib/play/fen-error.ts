/** Why a FEN cannot be loaded, in the UI's language (the engine's code and facts, said by i18n/engine-errors.ts). */
import type { EngineError } from '$lib/engine';
import type { Locale } from '$lib/i18n';
import { engineErrorText } from '$lib/i18n/engine-errors';

export function fenErrorText(error: EngineError, locale: Locale): string {
  return engineErrorText(error, locale);
}
