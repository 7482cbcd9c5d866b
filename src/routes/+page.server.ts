// The home page's one fact from the build: the first lesson of the course, for "Start the first lesson".
import { lessonList } from '$lib/lessons/content.server';
import type { PageServerLoad } from './$types';

export const load: PageServerLoad = () => ({ firstLesson: lessonList[0]?.id });
