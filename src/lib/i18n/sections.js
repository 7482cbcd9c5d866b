// @ts-check
// chunk: framework
/**
 * Which namespaces (lang/<code>/<namespace>.ts, see catalogues.ts) a page shows, by path: the root
 * layout (src/routes/+layout.ts) awaits them in the reader's language with the app catalogue before
 * the first render, and scripts/first-load-size.mjs counts their chunks in each page's first load.
 * A page that shows a word of a namespace not named here fails the prerender (catalogues.ts,
 * `declareSections`). Plain JavaScript so that script can import it.
 *
 * Words a page shows only later may be named for it too, or loaded where they are shown: task
 * feedback (`task`; `exerciseTask`, but for the words an exercise page shows at once) loads once a lesson or exercise page has painted (TASK_WORDS,
 * $lib/task/catalogue.ts), the puzzle pages load `task` with the code that explains a move not
 * allowed (PuzzlePlayer); the offline line and the error page carry their own (OfflineReady, ErrorPage).
 */

/**
 * @typedef {'task' | 'exerciseTask' | 'puzzleTask' | 'exercises' | 'learn' | 'analysis' | 'assignments'
 *   | 'computer' | 'editor' | 'games' | 'home' | 'nineElder' | 'nineElderLesson' | 'ninePieces'
 *   | 'openIn' | 'personalPuzzles' | 'pieceLegend' | 'play' | 'progress' | 'puzzles' | 'puzzleRuns' | 'puzzleThemes'
 *   | 'setups' | 'teach' | 'teachCheck'} SectionName
 */

/** @type {readonly SectionName[]} */
export const SECTION_NAMES = [
  'task',
  'exerciseTask',
  'puzzleTask',
  'exercises',
  'learn',
  'analysis',
  'assignments',
  'computer',
  'editor',
  'games',
  'home',
  'nineElder',
  'nineElderLesson',
  'ninePieces',
  'openIn',
  'personalPuzzles',
  'pieceLegend',
  'play',
  'progress',
  'puzzles',
  'puzzleRuns',
  'puzzleThemes',
  'setups',
  'teach',
  'teachCheck',
];

/** @type {readonly SectionName[]} */
const PUZZLES = ['puzzles', 'puzzleThemes'];
/** @type {readonly SectionName[]} */
const NINE_ELDER = ['nineElder', 'ninePieces'];

/**
 * @param {string} pathname
 * @returns {readonly SectionName[]}
 */
export function sectionsFor(pathname) {
  const parts = pathname.split('/').filter(Boolean);
  const [first = '', second = ''] = parts;
  switch (first) {
    case '':
      return ['learn', 'exercises', 'home', 'assignments', ...PUZZLES];
    case 'learn':
      if (second === 'nine-elder') return ['learn', ...NINE_ELDER, 'nineElderLesson'];
      return parts.length > 1 ? ['learn'] : ['learn', 'nineElderLesson'];
    case 'exercises':
      return parts.length > 1 ? ['exercises', 'exerciseTask'] : ['exercises'];
    case 'puzzles':
      if (second === 'mine') return ['puzzles', 'personalPuzzles'];
      if (second === 'custom') return ['puzzles', 'puzzleTask', 'editor'];
      // Today's and the next puzzle are chosen in the browser: their player loads its words then.
      if (second === 'daily' || second === 'next') return ['puzzles'];
      // The streak and the timed run: their player is drawn once the run has started, and loads its words then.
      if (second === 'streak' || second === 'timed') return ['puzzles', 'puzzleRuns'];
      return parts.length > 1 ? ['puzzles', 'puzzleTask'] : [...PUZZLES, 'puzzleRuns'];
    case 'progress':
      return ['learn', 'exercises', 'progress', ...PUZZLES];
    case 'teach':
      return ['learn', 'exercises', 'assignments', 'teach', ...PUZZLES];
    case 'assign':
    case 'report':
      return ['learn', 'exercises', 'assignments'];
    // The pieces legend under a board loads its words when it is opened (PieceLegend), not with the page.
    case 'play':
      return ['play', 'computer', 'setups', ...NINE_ELDER];
    case 'analysis':
      return ['analysis', 'play'];
    case 'games':
      return second === 'review' ? ['games', 'personalPuzzles', 'analysis', 'play', 'setups'] : ['games', 'play', 'setups'];
    case 'editor':
      return ['editor', 'setups'];
    default:
      return [];
  }
}
