// @ts-check
/**
 * Which of the namespaces loaded on demand (lang/<code>/<namespace>.ts, see catalogues.ts) a page
 * shows before its first interaction, by path: the root layout (src/routes/+layout.ts) awaits them
 * in the reader's language with the app catalogue, and scripts/first-load-size.mjs counts their
 * chunks in each page's first load. Plain JavaScript so that script can import it.
 *
 * - `learn`: Learn UI words (lessons/text.ts): the lesson list and pages, the progress page, the
 *   teacher's pages and home (assignment cards name lessons and exercise tracks);
 * - `exercises`: Exercises UI words (exercises/text.ts): the same pages, for exercises;
 * - `task`: task feedback (task/catalogue.ts): a lesson or exercise page. Puzzle pages load it
 *   with the code that explains a move not allowed, after the first paint (PuzzlePlayer);
 * - `exerciseTask`: the exercises' own task words (goals, failures, game ends): an exercise page;
 * - `puzzleTask`: the puzzle player's feedback: a puzzle page.
 */

/** @typedef {'task' | 'exerciseTask' | 'puzzleTask' | 'exercises' | 'learn'} SectionName */

/** @type {readonly SectionName[]} */
export const SECTION_NAMES = ['task', 'exerciseTask', 'puzzleTask', 'exercises', 'learn'];

/**
 * @param {string} pathname
 * @returns {readonly SectionName[]}
 */
export function sectionsFor(pathname) {
  const parts = pathname.split('/').filter(Boolean);
  const [first = ''] = parts;
  if (first === 'learn') return parts.length > 1 ? ['learn', 'task'] : ['learn'];
  if (first === 'exercises') return parts.length > 1 ? ['exercises', 'task', 'exerciseTask'] : ['exercises'];
  if (first === 'puzzles') return parts.length > 1 ? ['puzzleTask'] : [];
  if (['', 'progress', 'teach', 'assign', 'report'].includes(first)) return ['learn', 'exercises'];
  return [];
}
