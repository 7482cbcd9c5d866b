// The first Nine Elder lesson, parsed and checked against the Nine Elder engine at build time
// (src/lib/nine-elder/lesson/content.server.ts): the markdown parser never ships to the browser.
import { error } from '@sveltejs/kit';
import { nineLessons } from '$lib/nine-elder/lesson/content.server';
import type { PageServerLoad } from './$types';

export const load: PageServerLoad = () => {
  const first = nineLessons[0];
  if (!first) error(404, 'No Nine Elder lesson');
  // Every language: the page shows the reader's from the first render and follows a switch.
  return { lesson: first };
};
