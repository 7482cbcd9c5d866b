// Lessons are parsed and validated here, at build time (prerender): the parser never ships to the
// browser, and each page's data is a prerendered __data.json that the service worker precaches.
import { error } from '@sveltejs/kit';
import { getLesson, getLessonKo, lessonList } from '$lib/lessons/content.server';
import type { EntryGenerator, PageServerLoad } from './$types';

export const entries: EntryGenerator = () => lessonList.map((l) => ({ id: l.id }));

export const load: PageServerLoad = ({ params }) => {
  const lesson = getLesson(params.id);
  if (!lesson) error(404, `No lesson "${params.id}"`);
  // Both languages: the page shows the reader's from the first render and follows a switch.
  return { lesson, ko: getLessonKo(params.id), lessons: lessonList };
};
