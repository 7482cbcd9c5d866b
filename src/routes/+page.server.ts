// The home page's facts from the build: the first lesson of the course, for "Start the first
// lesson", and the daily pool's size, so today's card fetches only the part that holds its puzzle.
import { DEFAULT_LOCALE } from '$lib/i18n/locales';
import { lessonList } from '$lib/lessons/content.server';
import { dailyPoolSize } from '$lib/puzzles/collection.server';
import type { PageServerLoad } from './$types';

export const load: PageServerLoad = () => ({ firstLesson: lessonList[0]?.[DEFAULT_LOCALE].id, dailyPoolSize: dailyPoolSize() });
