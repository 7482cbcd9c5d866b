// The themes some puzzle of the collection has, from the build: the filters offer only those.
import { usedThemes } from '$lib/puzzles/collection.server';
import type { PageServerLoad } from './$types';

export const load: PageServerLoad = () => ({ themes: usedThemes() });
