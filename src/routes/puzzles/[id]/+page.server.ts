import { error } from '@sveltejs/kit';
import { PUZZLES, RETIRED, puzzleById, retiredById } from '$lib/puzzles/collection.server';
import type { EntryGenerator, PageServerLoad } from './$types';

/**
 * Every puzzle gets a prerendered page; each page carries only its own row. A retired puzzle (a
 * near-copy of a kept one) keeps its page, for the progress, review cards and assignment links that
 * name it, and says which puzzle replaced it.
 */
export const entries: EntryGenerator = () => [...PUZZLES, ...RETIRED].map((p) => ({ id: p.id }));

export const load: PageServerLoad = ({ params }) => {
  const puzzle = puzzleById(params.id);
  if (puzzle) return { puzzle };
  const retired = retiredById(params.id);
  if (!retired) error(404, `No puzzle ${params.id}`);
  const { kept, why, ...row } = retired;
  return { puzzle: row, keptId: kept, why };
};
