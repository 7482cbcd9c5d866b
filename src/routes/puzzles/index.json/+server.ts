// The compact puzzle index (id, mate length, rating, themes), prerendered: the list and the
// "next puzzle" picker fetch it, the service worker keeps it for offline use.
import { json } from '@sveltejs/kit';
import { puzzleIndex } from '$lib/puzzles/collection.server';

export const prerender = true;
export const GET = () => json(puzzleIndex());
