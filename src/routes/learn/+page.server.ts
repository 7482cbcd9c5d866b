// The course list, from the lessons parsed at build time (see [id]/+page.server.ts), and the Nine
// Elder lessons (src/lib/nine-elder/lesson/content.server.ts) for their own card.
import { lessonList } from '$lib/lessons/content.server';
import { nineLessonList } from '$lib/nine-elder/lesson/content.server';
import type { PageServerLoad } from './$types';

export const load: PageServerLoad = () => ({ lessons: lessonList, nineElder: nineLessonList[0] });
