/**
 * Bikjang studies (tournament rules): sparse endings drawn at random, as compose-pass.ts draws
 * them, kept when the one move that wins makes a bikjang (the generals face on an open file, and
 * the defender must break it or the game is counted, Han adding 1.5):
 *  - `count`: the move leaves the defender no move that breaks the bikjang: its only move is the
 *    pass, the game is counted and the solver leads; the solver leads the material by 2 points at
 *    most, and every other move keeps less than that lead minus a point, looked at with one and
 *    with two solver moves (the defender has a threat of its own), so only the bikjang wins.
 *  - `bikjang`: two solver moves: the bikjang, the defender's best break, and a capture that wins
 *    at least 3 points; the first move keeps 3 points more than any other (the judge's rule).
 *  - `screen` (casual rules, no bikjang): the same two-move win, whose first move puts a piece
 *    between the solver's cannon and a defender piece the cannon then takes over it (theme
 *    `cannon-screen-added`, tactic-themes.ts).
 * Each draw is then walked one piece at a time (compose-pass.ts `mutate`) towards fewer winning
 * first moves while the best one still makes the bikjang. Candidates go to DIR/deep-c<seed>.jsonl
 * for tactics-deep-fsf.ts (Fairy-Stockfish under tournament rules), source `composed-c<seed>-fsf<depth>`.
 *
 *   nice -n 10 node scripts/run-ts.mjs scripts/puzzles/compose-bikjang.ts [--seed 101] [--minutes 10] [--steps 60] [--kinds count,bikjang] [--out DIR]
 */
import { makeBoardFen, moveToUci, type Color, type Position } from '../../src/lib/engine';
import { allMoveValues, lead, lineGain, tacticLine, WIN_POINTS } from '../../src/lib/puzzles/tactics';
import { load } from '../../src/lib/puzzles/position';
import { deriveTacticThemes } from '../../src/lib/puzzles/tactic-themes';
import { jsonlOutput } from './gen';
import { mutate, side, type Board } from './compose-pass';
import { normalizeFen, positionKey, prng } from './lib';
import { options } from '../args';

const MARGIN = 3;

/** The board with `solver` to move under tournament rules, when a study may start from it. */
function positionOf(board: Board, solver: Color): Position | undefined {
  if (!board.some((p) => p?.role === 'general' && p.color === 'cho') || !board.some((p) => p?.role === 'general' && p.color === 'han'))
    return undefined;
  let pos: Position;
  let other: Position;
  try {
    pos = load(`${makeBoardFen(board)} ${solver === 'cho' ? 'w' : 'b'} - - 0 1`, 'janggi');
    other = load(`${makeBoardFen(board)} ${solver === 'cho' ? 'b' : 'w'} - - 0 1`, 'janggi');
  } catch {
    return undefined;
  }
  if (pos.facing() || pos.isCheck() || other.isCheck()) return undefined;
  const l = lead(pos);
  return l < -8 || l > 8 ? undefined : pos;
}

/** Legal moves that leave the generals facing. */
function bikjangMoves(pos: Position): string[] {
  const out: string[] = [];
  for (const m of pos.legalMoves()) {
    if (m.from === m.to) continue;
    const p = pos.clone();
    p.play(m);
    if (p.facing()) out.push(moveToUci(m));
  }
  return out;
}

interface Found {
  kind: 'count' | 'bikjang' | 'screen';
  line: string[];
  gain: number;
  second: number;
}

/** How many first moves win besides the best (0: a study), and the study when it is one. */
function judge(pos: Position, kind: Found['kind']): { extra: number; found?: Found } {
  if (kind === 'screen') return screen(load(pos.fen()));
  const bik = new Set(bikjangMoves(pos));
  if (!bik.size) return { extra: Infinity };
  const base = lead(pos);
  if (kind === 'count') {
    const values = allMoveValues(pos, 1);
    const [best, second] = values;
    if (!best || best.value !== WIN_POINTS || !bik.has(best.uci)) return { extra: Infinity };
    const extra = values.slice(1).filter((v) => v.value >= base - 1).length;
    if (extra || base > 2) return { extra: extra || 1 };
    // Looked at deeper (two solver moves): still no other move keeps the material.
    const deeper = allMoveValues(pos, 2).filter((v) => v.uci !== best.uci);
    const more = deeper.filter((v) => v.value >= base - 1).length;
    return { extra: more, found: more ? undefined : { kind, line: [best.uci], gain: 0, second: second?.value ?? -99 } };
  }
  const values = allMoveValues(pos, 2);
  const [best, second] = values;
  if (!best || !bik.has(best.uci) || best.value >= WIN_POINTS || best.value < base + MARGIN) return { extra: Infinity };
  const extra = values.slice(1).filter((v) => v.value > best.value - MARGIN).length;
  if (extra) return { extra };
  const line = tacticLine(pos.fen(), 2, 'janggi');
  if (line.length !== 3 || line[0] !== best.uci) return { extra: 1 };
  const gain = lineGain(pos.fen(), line);
  if (gain < MARGIN) return { extra: 1 };
  return { extra: 0, found: { kind, line, gain, second: second.value - base } };
}

/** Whether some move of a piece other than a cannon gives one of the solver's cannons a new capture (a cheap look before the searches). */
function screenMoves(pos: Position): boolean {
  const cannons = pos.pieces().filter(({ piece }) => piece.role === 'cannon' && piece.color === pos.turn);
  if (!cannons.length) return false;
  const prey = (p: Position, sq: number) => p.pseudoTargets(sq).filter((t) => p.pieceAt(t) && p.pieceAt(t)!.color !== pos.turn);
  const before = cannons.map(({ square }) => new Set(prey(pos, square)));
  for (const m of pos.legalMoves()) {
    if (m.from === m.to || pos.pieceAt(m.from)?.role === 'cannon') continue;
    const p = pos.clone();
    p.play(m);
    if (cannons.some(({ square }, i) => prey(p, square).some((t) => !before[i].has(t)))) return true;
  }
  return false;
}

/** A two-move win under casual rules whose first move adds a screen for the solver's cannon. */
function screen(pos: Position): { extra: number; found?: Found } {
  if (!screenMoves(pos)) return { extra: Infinity };
  const base = lead(pos);
  const values = allMoveValues(pos, 2);
  const [best, second] = values;
  if (!best || best.value >= WIN_POINTS || best.value < base + MARGIN) return { extra: Infinity };
  const extra = values.slice(1).filter((v) => v.value > best.value - MARGIN).length;
  if (extra) return { extra };
  const line = tacticLine(pos.fen(), 2);
  if (line.length !== 3 || line[0] !== best.uci || lineGain(pos.fen(), line) < MARGIN) return { extra: 1 };
  if (!deriveTacticThemes(pos.fen(), line).includes('cannon-screen-added')) return { extra: 1 };
  return { extra: 0, found: { kind: 'screen', line, gain: lineGain(pos.fen(), line), second: second.value - base } };
}

async function main() {
  const o = options({ seed: '101', minutes: '10', steps: '60', kinds: 'count,bikjang', out: 'node_modules/.cache/puzzles' });
  const kinds = o.kinds.split(',') as Found['kind'][];
  const seed = Number(o.seed);
  const { write, next } = jsonlOutput(`deep-c${seed}.jsonl`, o.out);
  const t0 = Date.now();
  const seen = new Set<string>();
  const count = { count: 0, bikjang: 0, screen: 0 };
  let draws = 0;
  for (let w = next; Date.now() - t0 < Number(o.minutes) * 60000; w++) {
    const rnd = prng(seed * 1_000_033 + w * 7919 + 29);
    const kind = kinds[w % kinds.length];
    let board: Board | undefined;
    let solver: Color = 'cho';
    let d = Infinity;
    let found: Found | undefined;
    for (let t = 0; t < 200 && d === Infinity; t++) {
      draws++;
      board = new Array(90).fill(undefined);
      solver = rnd() < 0.5 ? 'cho' : 'han';
      side(rnd, solver === 'cho' ? 'han' : 'cho', board);
      side(rnd, solver, board);
      const pos = positionOf(board, solver);
      if (!pos) continue;
      const r = judge(pos, kind);
      d = r.extra;
      found = r.found;
    }
    for (let step = 0; step < Number(o.steps) && board && d > 0 && d < Infinity; step++) {
      const b = mutate(rnd, board, solver);
      const pos = positionOf(b, solver);
      if (!pos) continue;
      const r = judge(pos, kind);
      if (r.extra <= d) {
        board = b;
        d = r.extra;
        found = r.found;
      }
    }
    if (board && d === 0 && found) {
      const pos = positionOf(board, solver)!;
      const key = positionKey(pos.fen());
      if (!seen.has(key)) {
        seen.add(key);
        count[found.kind]++;
        write({
          type: 'candidate',
          game: w,
          ply: 0,
          kind: 'tactic',
          fen: normalizeFen(pos.fen()),
          line: found.line,
          gain: found.gain,
          second: found.second,
          study: found.kind,
        });
        console.log(`${found.kind}: ${normalizeFen(pos.fen())} ${found.line.join(' ')} (second ${found.second})`);
      }
    }
    write({ type: 'game', game: w });
    if (w % 20 === 0)
      console.log(
        `walk ${w}: ${count.count} count, ${count.bikjang} bikjang, ${count.screen} screen, ${draws} draws, ${((Date.now() - t0) / 60000).toFixed(1)} min`,
      );
  }
  process.exit(0);
}

if (process.argv[1]?.endsWith('compose-bikjang.ts')) await main();
