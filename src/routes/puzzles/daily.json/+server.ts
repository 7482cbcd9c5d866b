// The daily puzzle pool (mate in 2 and 3, full rows), prerendered: the daily page and the home
// card pick from it by the local date, online or not.
import { json } from '@sveltejs/kit';
import { PUZZLES } from '$lib/puzzles/collection.server';
import { dailyPool } from '$lib/puzzles/daily';

export const prerender = true;
export const GET = () => json(dailyPool(PUZZLES));
