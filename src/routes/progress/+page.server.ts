// The lesson and exercise lists the progress page counts against, taken from the content parsed at
// build time and prerendered into this page's data (the page itself reads progress in the browser).
import { mapLocalized } from '$lib/content/translated';
import { trackList } from '$lib/exercises/content.server';
import { DEFAULT_LOCALE } from '$lib/i18n/locales';
import { lessonList } from '$lib/lessons/content.server';
import type { LessonInfo, TrackInfo } from '$lib/progress-page/stats';
import type { PageServerLoad } from './$types';

export const load: PageServerLoad = () => ({
  lessons: lessonList.map((l) => mapLocalized(l, ({ id, title, stepIds }): LessonInfo => ({ id, title, stepIds }))),
  tracks: trackList.map(({ track, exercises }): TrackInfo => ({ track, ids: exercises.map((e) => `${track}/${e[DEFAULT_LOCALE].id}`) })),
});
