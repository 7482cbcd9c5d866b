/**
 * Message templates: `{name}` placeholders filled from parameters. Shared by the app catalogue
 * (`t()`) and the sections that keep their own small catalogues (Learn, Exercises, Puzzles, the
 * progress page).
 */
import { locale } from './locale.svelte';
import type { Locale } from './locales';
import { fill, type MessageParams } from './fill';

export { fill, type MessageParams } from './fill';

/**
 * A lookup over a section's own catalogues: the template in the current language (English where
 * one is missing, the key where neither is loaded), filled. Reactive inside components, like `t()`.
 */
export function sectionText<K extends string>(
  catalogues: { en: Record<K, string> } & { readonly [L in Locale]?: Record<K, string> },
): (key: K, params?: MessageParams) => string {
  return (key, params) => fill(catalogues[locale.current]?.[key] ?? catalogues.en[key] ?? key, params);
}
