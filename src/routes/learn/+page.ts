import type { PageLoad } from './$types';

export const load: PageLoad = ({ data }) => ({ lessons: data.lessons });
