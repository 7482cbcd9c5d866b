// One page of every type, for the checks that visit each kind of page once: Lighthouse
// (lighthouserc.cjs) and the first-paint end-to-end test. A new kind of page is one line here.
// CommonJS so the Lighthouse config can require it. Addresses that only send the reader on to
// another page (/puzzles/next opens a puzzle page) are not page types.
//
// PAGE_TYPES=/games,/editor (comma-separated) limits both checks to those pages, e.g. to check the
// pages a change touched; every entry must be in the list.
const ALL = [
  '/',
  '/learn',
  '/learn/bikjang',
  '/learn/nine-elder',
  '/exercises',
  '/exercises/elephants/both-wings',
  '/puzzles',
  '/puzzles/m1-0002',
  '/puzzles/daily',
  '/puzzles/streak',
  '/puzzles/timed',
  '/puzzles/mine',
  '/puzzles/custom',
  '/play',
  '/analysis',
  '/editor',
  '/games',
  '/games/review',
  '/progress',
  '/settings',
  '/teach',
  '/teach/results',
  '/teach/print',
  '/assign',
  '/report',
];

const only = process.env.PAGE_TYPES?.split(',').filter(Boolean);
for (const path of only ?? []) if (!ALL.includes(path)) throw new Error(`PAGE_TYPES: ${path} is not a page type of test/page-types.cjs`);
module.exports = only ? ALL.filter((path) => only.includes(path)) : ALL;
