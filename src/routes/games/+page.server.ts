import { DEFAULT_LOCALE } from '$lib/i18n/locales';
import { lessons } from '$lib/lessons/content.server';
import { openingBook } from '$lib/review/book-build';
import type { PageServerLoad } from './$types';

/** The review's opening book, from the lessons' openings at build time: a review opens in place over the list. */
export const load: PageServerLoad = () => ({ book: openingBook(lessons.map((l) => l[DEFAULT_LOCALE])) });
