/**
 * How the game review's classes agree with Fairy-Stockfish (test/support/review-fsf.ts): for moves
 * FSF says lose 250 cp or more, the share we call a mistake or a blunder; for moves within 30 cp
 * of FSF's best, the share we call one. `--rows` prints every ply; `--page` reviews as the page does (its time per position and its
 * second look, so the figures depend on the machine's speed and load) instead of at depth `--ours` (with `--refine D`, the page's second look searching to depth D). `--fsf-reviewer D` also
 * prints the shares when Fairy-Stockfish at depth D is the reviewer (how far a shallow search agrees with a deep one).
 *   nice -n 10 node scripts/run-ts.mjs scripts/review-fsf.ts [--games 4] [--plies 50] [--depth 9] [--ours 5 [--refine 7] | --page] [--fsf-reviewer 5] [--rows]
 */
import { parseArgs } from 'node:util';
import { measureReviewAgreement } from '../test/support/review-fsf';

const { values } = parseArgs({
  options: {
    games: { type: 'string', default: '4' },
    plies: { type: 'string', default: '50' },
    depth: { type: 'string', default: '9' },
    ours: { type: 'string', default: '5' },
    rows: { type: 'boolean', default: false },
    page: { type: 'boolean', default: false },
    refine: { type: 'string' },
    'fsf-reviewer': { type: 'string' },
  },
});
const t0 = Date.now();
const a = await measureReviewAgreement({
  games: Number(values.games),
  plies: Number(values.plies),
  fsfDepth: Number(values.depth),
  ourDepth: Number(values.ours),
  page: values.page,
  ...(values.refine ? { refineDepth: Number(values.refine) } : {}),
  ...(values['fsf-reviewer'] ? { fsfReviewer: Number(values['fsf-reviewer']) } : {}),
});
if (values.rows)
  for (const r of a.rows) process.stdout.write(`${r.game}.${r.ply} ${r.move} ours ${r.ours} (${r.ourLoss}) fsf ${r.fsfLoss}\n`);
const pct = (x: number, y: number) => (y ? `${((100 * x) / y).toFixed(0)}%` : '-');
process.stdout.write(
  `${a.rows.length} plies, FSF depth ${values.depth}, ours ${values.page ? "as the page's review" : `depth ${values.ours}`}, ${((Date.now() - t0) / 1000).toFixed(0)} s: ` +
    `moves losing >= 250 cp called mistake or blunder ${a.bigFlagged}/${a.big} (${pct(a.bigFlagged, a.big)}); ` +
    `moves within 30 cp of the best called one ${a.nearFlagged}/${a.near} (${pct(a.nearFlagged, a.near)})\n`,
);
if (a.reviewer)
  process.stdout.write(
    `Fairy-Stockfish at depth ${values['fsf-reviewer']} as the reviewer: big losses flagged ${a.reviewer.bigFlagged}/${a.big} (${pct(a.reviewer.bigFlagged, a.big)}); ` +
      `near-best flagged ${a.reviewer.nearFlagged}/${a.near} (${pct(a.reviewer.nearFlagged, a.near)})\n`,
  );
