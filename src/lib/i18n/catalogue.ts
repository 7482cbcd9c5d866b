// chunk: framework
/**
 * Message templates: `{name}` placeholders filled from parameters. Shared by the app catalogue
 * (`t()`) and the sections that keep their own small catalogues (Learn, Exercises, Puzzles, the
 * progress page).
 */
import { locale } from './locale.svelte';
import { DEFAULT_LOCALE, type DefaultLocale, type Locale } from './locales';
import { fill, type MessageParams, type TemplateArgs } from './fill';

export { fill, type MessageParams } from './fill';

/**
 * A lookup over a section's own catalogues: the template in the current language (English where
 * one is missing, the key where neither is loaded), filled. Reactive inside components, like `t()`.
 * Its parameters are checked like `t()`'s when the English catalogue's type has its words (`as
 * const`): a missing or unknown one is a type error.
 */
export function sectionText<E extends Record<string, string>>(
  catalogues: { readonly [K in DefaultLocale]: E } & { readonly [L in Locale]?: Record<keyof E, string> },
): <K extends keyof E & string>(key: K, ...params: TemplateArgs<E[K]>) => string {
  return <K extends keyof E & string>(key: K, ...[params]: TemplateArgs<E[K]>) =>
    fill(catalogues[locale.current]?.[key] ?? catalogues[DEFAULT_LOCALE][key] ?? key, params as MessageParams | undefined);
}
