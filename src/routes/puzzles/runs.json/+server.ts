// Every puzzle's full row (without its source), prerendered: the streak and the timed run draw their
// sequences from it in the browser, and the service worker keeps it for offline use.
import { json } from '@sveltejs/kit';
import { runPool } from '$lib/puzzles/collection.server';

export const prerender = true;
export const GET = () => json(runPool());
