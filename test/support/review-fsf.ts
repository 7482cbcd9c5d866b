/**
 * How the game review's classes agree with Fairy-Stockfish (devDependency; tests and scripts only):
 * self-played games of the computer's weaker levels (mistakes of every size), each ply classed by
 * our review at a fixed depth, and its cost measured by Fairy-Stockfish at a fixed depth (the score
 * before the move plus the score after it, each for the side to move: the mover's loss). Both
 * searches are deterministic, so the figures are too. Used by scripts/review-fsf.ts and
 * test/slow/review-fsf.test.ts.
 */
import { Position, SETUPS, moveToUci, parseUci, setupFen } from '../../src/lib/engine';
import { rng } from '../../src/lib/engine/search/levels';
import { Search } from '../../src/lib/engine/search/search';
import { REFINE_MOVETIME, REFINE_PLIES, pageSearches } from '../../src/lib/games/review-run';
import { CLASS_LIMITS, reviewGame, type MoveClass } from '../../src/lib/review/review';
import { Analyser, loadFsf } from './exercise-fsf';

export interface AgreementRow {
  game: number;
  ply: number;
  move: string;
  ours: MoveClass;
  ourLoss: number;
  fsfLoss: number;
}

export interface Agreement {
  rows: AgreementRow[];
  /** Moves Fairy-Stockfish says lose 250 cp or more, and how many of them we call a mistake or blunder. */
  big: number;
  bigFlagged: number;
  /** Moves within 30 cp of Fairy-Stockfish's best, and how many of them we call a mistake or blunder. */
  near: number;
  nearFlagged: number;
  /** With `fsfReviewer`: the same two shares when Fairy-Stockfish at that depth is the reviewer. */
  reviewer?: { bigFlagged: number; nearFlagged: number };
}

const CLIP = 3000;
/** A loss above this is a mistake or a blunder (the review's class limits). */
const MISTAKE_FROM = CLASS_LIMITS[2][1];

/** Fairy-Stockfish's value of each position of a game, for its side to move, at `depth`. */
async function fsfValues(analyser: Analyser, fen: string, moves: string[], depth: number): Promise<number[]> {
  const cps: number[] = [];
  const replay = Position.fromFen(fen, 'janggi');
  if (!replay.ok) throw new Error(replay.error.code);
  for (let k = 0; k <= moves.length; k++) {
    if (k > 0) replay.value.play(parseUci(moves[k - 1])!);
    // A game's last position has no search to ask for (FSF prints no score there): its value is the result's.
    const end = replay.value.outcome();
    if (end) {
      cps.push(end.winner === undefined ? 0 : end.winner === replay.value.turn ? CLIP : -CLIP);
      continue;
    }
    const [line] = await analyser.top('janggi', fen, moves.slice(0, k), depth);
    cps.push(Math.max(-CLIP, Math.min(CLIP, line?.cp ?? 0)));
  }
  return cps;
}

/**
 * `ourDepth` reviews each position at a fixed depth (the same classes on every machine); `page`
 * reviews as the page does: the clock's time shared among the positions, then the second look at
 * the costliest plies (the classes then depend on the machine's speed and load).
 */
export async function measureReviewAgreement(o: {
  games: number;
  plies: number;
  fsfDepth: number;
  ourDepth?: number;
  /** With `ourDepth`: the second look as the page makes it, searching to this depth. */
  refineDepth?: number;
  page?: boolean;
  /** Also class the moves by Fairy-Stockfish's own losses at this shallower depth. */
  fsfReviewer?: number;
}): Promise<Agreement> {
  const fsf = await loadFsf();
  const analyser = new Analyser(fsf);
  const out: Agreement = {
    rows: [],
    big: 0,
    bigFlagged: 0,
    near: 0,
    nearFlagged: 0,
    ...(o.fsfReviewer ? { reviewer: { bigFlagged: 0, nearFlagged: 0 } } : {}),
  };
  try {
    for (let g = 0; g < o.games; g++) {
      const random = rng(100 + g);
      const fen = setupFen(SETUPS[g % 4], SETUPS[(g * 3 + 1) % 4]);
      const r = Position.fromFen(fen, 'janggi');
      if (!r.ok) throw new Error(r.error.code);
      const pos = r.value;
      const moves: string[] = [];
      for (let i = 0; i < o.plies && !pos.outcome(); i++) {
        // Shallow, noisy searches (a fixed depth, so the games are the same on every machine and
        // under any load): a mix of sound moves and real mistakes.
        const m = new Search(pos).run(
          { depth: 2 },
          { noise: 60 + (i % 3) * 60, seed: (random() * 0x7fffffff) | 0, quiescence: i % 2 ? 'full' : 'none' },
        ).move!;
        pos.play(m);
        moves.push(moveToUci(m));
      }
      const review = reviewGame(
        fen,
        moves,
        o.page
          ? pageSearches(moves.length)
          : {
              depth: o.ourDepth ?? 5,
              ...(o.refineDepth ? { refine: { plies: REFINE_PLIES, movetime: REFINE_MOVETIME, depth: o.refineDepth } } : {}),
            },
      );
      const cps = await fsfValues(analyser, fen, moves, o.fsfDepth);
      // The same review made by Fairy-Stockfish itself at a shallower depth: how far a shallow
      // reviewer can agree with the deep judge at all.
      const shallow = o.fsfReviewer ? await fsfValues(analyser, fen, moves, o.fsfReviewer) : undefined;
      for (const p of review) {
        const fsfLoss = cps[p.ply - 1] + cps[p.ply];
        const flagged = p.class === 'mistake' || p.class === 'blunder';
        if (fsfLoss >= 250) {
          out.big++;
          if (flagged) out.bigFlagged++;
        }
        if (fsfLoss <= 30) {
          out.near++;
          if (flagged) out.nearFlagged++;
        }
        if (shallow && out.reviewer) {
          const shallowFlagged = shallow[p.ply - 1] + shallow[p.ply] > MISTAKE_FROM;
          if (fsfLoss >= 250 && shallowFlagged) out.reviewer.bigFlagged++;
          if (fsfLoss <= 30 && shallowFlagged) out.reviewer.nearFlagged++;
        }
        out.rows.push({ game: g + 1, ply: p.ply, move: p.move, ours: p.class, ourLoss: p.loss, fsfLoss });
      }
    }
  } finally {
    fsf.quit();
  }
  return out;
}
