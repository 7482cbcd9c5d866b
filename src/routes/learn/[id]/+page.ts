// The parsed lesson comes from +page.server.ts (build time); this load hands it to the page.
import type { PageLoad } from './$types';

export const load: PageLoad = ({ data }) => ({ lesson: data.lesson, lessons: data.lessons });
