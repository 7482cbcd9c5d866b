/**
 * The error page's words in both languages. The page carries both (see ErrorPage.svelte) and CSS
 * shows the one matching `<html lang>`, which app.html sets before the first paint: a Korean
 * device sees Korean even in server-rendered HTML, before the app's catalogue has loaded.
 */
import { wordsOf, type Locale } from '$lib/i18n';
import type errorEn from '$lib/i18n/lang/en/error';

const ERROR_PAGE = wordsOf<typeof errorEn>(import.meta.glob('$lib/i18n/lang/*/error.ts', { eager: true }));

export type ErrorPageKey = keyof typeof errorEn;

export const ERROR_PAGE_CATALOGUES: Record<Locale, Record<ErrorPageKey, string>> = ERROR_PAGE;
