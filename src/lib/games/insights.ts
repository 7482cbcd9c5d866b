/**
 * What a review means for a learner: an accuracy per side, the critical moments (the biggest
 * swings) and what each costly move missed, as codes that each language says. Pure TypeScript on
 * the engine and the review's per-ply classes; the review worker runs it after the searches.
 */
import { Position, parseUci, ROLE_POINTS, type Color, type RuleSetName } from '$lib/engine';
import type { PlyReview } from '$lib/review/review';

/**
 * What a costly move missed or gave away:
 * - `missed-mate`: the mover had a forced mate and the move let it go;
 * - `hanging`: the move left a piece that the opponent's best reply takes;
 * - `missed-capture`: the best move took a piece and the played move won less;
 * - `bikjang`: the best move made bikjang (the generals facing), a chance to end the game on points;
 * - `points`: the best move ended the game won on points (counting).
 */
export type MissedIdea = 'missed-mate' | 'hanging' | 'missed-capture' | 'bikjang' | 'points';
export const MISSED_IDEAS: readonly MissedIdea[] = ['missed-mate', 'hanging', 'missed-capture', 'bikjang', 'points'];

/** The smallest cost (centi-points) for which the review looks for what was missed: an inaccuracy or worse. */
export const IDEA_MIN_LOSS = 91;

/** The side that played ply `ply` (1 = the first move) of a game whose first mover is `first`. */
export function moverOf(ply: number, first: Color): Color {
  return ply % 2 === 1 ? first : first === 'cho' ? 'han' : 'cho';
}

/** Winning chances (0..100) of the side whose value is `cp` centi-points. */
export function winChance(cp: number): number {
  return 100 / (1 + Math.exp(-0.0025 * cp));
}

/** The ply's value after the move from the mover's side, and before it (the best the mover had). */
function moverValues(p: PlyReview, mover: Color): { before: number; after: number } {
  const after = mover === 'cho' ? p.eval : -p.eval;
  return { before: after + p.loss, after };
}

/** How good one move was (0..100) from the winning chances it gave away. */
export function moveAccuracy(p: PlyReview, mover: Color): number {
  if (p.class === 'forced' || p.class === 'book') return 100;
  const { before, after } = moverValues(p, mover);
  const drop = Math.max(0, winChance(before) - winChance(after));
  return Math.max(0, Math.min(100, 103.1668 * Math.exp(-0.04354 * drop) - 3.1669));
}

/** Each side's accuracy (0..100, one decimal): the mean of its moves' accuracies; null for a side without a move. */
export function accuracy(plies: readonly PlyReview[], first: Color): Record<Color, number | null> {
  const sum = { cho: 0, han: 0 };
  const n = { cho: 0, han: 0 };
  for (const p of plies) {
    const side = moverOf(p.ply, first);
    sum[side] += moveAccuracy(p, side);
    n[side]++;
  }
  const mean = (c: Color) => (n[c] ? Math.round((sum[c] / n[c]) * 10) / 10 : null);
  return { cho: mean('cho'), han: mean('han') };
}

/** The smallest drop in winning chances (points of 100) that makes a moment critical. */
export const CRITICAL_MIN_DROP = 12;
/** At most this many critical moments. */
export const MAX_CRITICAL = 5;

/** The critical moments: the plies that gave away the most winning chances, at most MAX_CRITICAL, in game order. */
export function criticalMoments(plies: readonly PlyReview[], first: Color): number[] {
  return plies
    .map((p) => {
      const { before, after } = moverValues(p, moverOf(p.ply, first));
      return { ply: p.ply, drop: winChance(before) - winChance(after) };
    })
    .filter((x) => x.drop >= CRITICAL_MIN_DROP)
    .sort((a, b) => b.drop - a.drop || a.ply - b.ply)
    .slice(0, MAX_CRITICAL)
    .map((x) => x.ply)
    .sort((a, b) => a - b);
}

const valueOf = (pos: Position, sq: number) => {
  const p = pos.pieceAt(sq);
  return p && p.role !== 'general' ? ROLE_POINTS[p.role] : 0;
};

/**
 * What each costly move missed, by ply (plies with nothing to say are left out). `plies` is the
 * review of the game played from `fen` (moves in its order).
 */
export function missedIdeas(fen: string, plies: readonly PlyReview[], rules: RuleSetName = 'janggi'): Record<number, MissedIdea[]> {
  const out: Record<number, MissedIdea[]> = {};
  const start = Position.fromFen(fen, rules);
  if (!start.ok) return out;
  const pos = start.value;
  const first = pos.turn;
  for (const [i, p] of plies.entries()) {
    const mover = moverOf(p.ply, first);
    const played = parseUci(p.move);
    if (!played) break;
    if (p.loss >= IDEA_MIN_LOSS && p.class !== 'forced' && p.class !== 'book') {
      const ideas: MissedIdea[] = [];
      const prev = i > 0 ? plies[i - 1].mate : null;
      const hadMate = prev !== null && (mover === 'cho' ? prev > 0 : prev < 0);
      const keepsMate = p.mate !== null && (mover === 'cho' ? p.mate > 0 : p.mate < 0);
      if (hadMate && !keepsMate) ideas.push('missed-mate');
      const best = parseUci(p.best);
      if (best && best.from !== best.to) {
        const bestTakes = valueOf(pos, best.to);
        const playedTakes = played.from === played.to ? 0 : valueOf(pos, played.to);
        if (!ideas.includes('missed-mate') && bestTakes > 0 && bestTakes > playedTakes) ideas.push('missed-capture');
      }
      if (best && pos.play(best)) {
        const end = pos.outcome();
        const bikjang = pos.isBikjang();
        pos.undo();
        if (end && end.winner === mover && end.reason !== 'checkmate') ideas.push('points');
        else if (bikjang) {
          // Only a chance when the played move did not make bikjang too.
          let playedToo = false;
          if (pos.play(played)) {
            playedToo = pos.isBikjang();
            pos.undo();
          }
          if (!playedToo) ideas.push('bikjang');
        }
      }
      // Left hanging: the opponent's best reply takes one of the mover's pieces (not the one just taken back).
      const reply = parseUci(plies[i + 1]?.best ?? '');
      if (reply && reply.from !== reply.to && pos.play(played)) {
        const taken = pos.pieceAt(reply.to);
        if (taken && taken.color === mover && taken.role !== 'general') ideas.push('hanging');
        pos.undo();
      }
      if (ideas.length) out[p.ply] = ideas;
    }
    if (!pos.play(played)) break;
  }
  return out;
}
