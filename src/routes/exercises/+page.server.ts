import { trackList } from '$lib/exercises/content.server';
import type { PageServerLoad } from './$types';

export const load: PageServerLoad = () => ({ tracks: trackList });
