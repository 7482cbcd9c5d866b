// The home card's view of the daily pool: the same puzzles in the same order as daily.json, with
// only what the card shows (a few KB instead of the full rows), prerendered so it works offline.
import { json } from '@sveltejs/kit';
import { PUZZLES } from '$lib/puzzles/collection.server';
import { dailyCards } from '$lib/puzzles/daily';

export const prerender = true;
export const GET = () => json(dailyCards(PUZZLES));
