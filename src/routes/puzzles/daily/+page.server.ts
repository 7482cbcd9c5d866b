// The daily pool's size, from the build: the page fetches only the part that holds the day's puzzle.
import { dailyPoolSize } from '$lib/puzzles/collection.server';
import type { PageServerLoad } from './$types';

export const load: PageServerLoad = () => ({ dailyPoolSize: dailyPoolSize() });
