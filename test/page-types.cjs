// One page of every type, for the checks that visit each kind of page once: Lighthouse
// (lighthouserc.cjs) and the first-paint end-to-end test. A new kind of page is one line here.
// CommonJS so the Lighthouse config can require it.
module.exports = [
  '/',
  '/learn',
  '/learn/bikjang',
  '/exercises',
  '/exercises/elephants/both-wings',
  '/puzzles',
  '/puzzles/m1-0002',
  '/puzzles/daily',
  '/play',
  '/progress',
  '/settings',
  '/teach',
  '/assign',
  '/report',
];
