import { trackList } from '$lib/exercises/content';
import type { PageLoad } from './$types';

export const load: PageLoad = () => ({ tracks: trackList });
