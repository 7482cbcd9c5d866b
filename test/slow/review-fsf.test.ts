// The game review against Fairy-Stockfish: moves FSF rates as losing 250 cp or more are mostly
// called a mistake or a blunder, and almost no move within 30 cp of FSF's best is.
import { expect, it } from 'vitest';
import { measureReviewAgreement } from '../support/review-fsf';

it('classes moves as Fairy-Stockfish measures their cost', async () => {
  const a = await measureReviewAgreement({ games: 3, plies: 50, fsfDepth: 8, ourDepth: 5 });
  console.log(`review vs FSF: >= 250 cp flagged ${a.bigFlagged}/${a.big}, within 30 cp flagged ${a.nearFlagged}/${a.near}`);
  expect(a.big).toBeGreaterThanOrEqual(10);
  // Measured on these deterministic games: 7 of 13 (54%). The goal is most of them (the work
  // continues on the review); this floor keeps what the review does now from getting worse.
  expect(a.bigFlagged / a.big).toBeGreaterThanOrEqual(0.5);
  expect(a.near).toBeGreaterThanOrEqual(20);
  expect(a.nearFlagged / a.near).toBeLessThanOrEqual(0.05);
}, 900_000);
