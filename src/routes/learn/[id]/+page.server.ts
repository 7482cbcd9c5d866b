// Lessons are parsed and validated here, at build time (prerender): the parser never ships to the
// browser, and each page's data is a prerendered __data.json that the service worker precaches.
import { error } from '@sveltejs/kit';
import { getLesson, lessonList } from '$lib/lessons/content.server';
import { DEFAULT_LOCALE } from '$lib/i18n/locales';
import type { EntryGenerator, PageServerLoad } from './$types';

export const entries: EntryGenerator = () => lessonList.map((l) => ({ id: l[DEFAULT_LOCALE].id }));

export const load: PageServerLoad = ({ params }) => {
  const lesson = getLesson(params.id);
  if (!lesson) error(404, `No lesson "${params.id}"`);
  // Every language: the page shows the reader's from the first render and follows a switch.
  return { lesson, lessons: lessonList };
};
