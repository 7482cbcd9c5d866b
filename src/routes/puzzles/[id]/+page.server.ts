import { error } from '@sveltejs/kit';
import { PUZZLES, puzzleById } from '$lib/puzzles/collection.server';
import type { EntryGenerator, PageServerLoad } from './$types';

/** Every puzzle gets a prerendered page; each page carries only its own row. */
export const entries: EntryGenerator = () => PUZZLES.map((p) => ({ id: p.id }));

export const load: PageServerLoad = ({ params }) => {
  const puzzle = puzzleById(params.id);
  if (!puzzle) error(404, `No puzzle ${params.id}`);
  return { puzzle };
};
