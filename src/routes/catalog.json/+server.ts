// The teaching catalogue (lessons, exercise tracks, puzzles a set can hold), prerendered: /teach,
// /assign, /report, the print and results pages and the home assignments card fetch it; the
// service worker keeps it for offline use.
import { json } from '@sveltejs/kit';
import { catalogData } from '$lib/assignments/catalog-data.server';

export const prerender = true;
export const GET = () => json(catalogData());
