// The course list, from the lessons parsed at build time (see [id]/+page.server.ts).
import { lessonList } from '$lib/lessons/content.server';
import type { PageServerLoad } from './$types';

export const load: PageServerLoad = () => ({ lessons: lessonList });
