// The retired puzzles (near-copies that left the collection), each with the kept puzzle it copied,
// prerendered: a review card or an attempt that names one is still served, on the retired page.
import { json } from '@sveltejs/kit';
import { RETIRED } from '$lib/puzzles/collection.server';

export const prerender = true;
export const GET = () => json(Object.fromEntries(RETIRED.map((p) => [p.id, p.kept])));
