/** Seeded random games and positions for differential tests. */
import { Position, type RuleSetName } from '../../src/lib/engine';

export function rng(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s >>>= 0;
    s ^= s >>> 17;
    s ^= s << 5;
    s >>>= 0;
    return s / 4294967296;
  };
}

export interface RandomGame {
  rootFen: string;
  moves: string[];
}

const name = (sq: number) => 'abcdefghi'[sq % 9] + String(Math.floor(sq / 9) + 1);

/**
 * A random game: mostly random legal moves, captures preferred now and then so games reach
 * sparse middlegames and endings; passes are kept in play.
 */
export function randomGame(rootFen: string, rules: RuleSetName, plies: number, rand: () => number): RandomGame {
  const r = Position.fromFen(rootFen, rules);
  if (!r.ok) throw new Error(r.error.code);
  const pos = r.value;
  const moves: string[] = [];
  for (let i = 0; i < plies; i++) {
    const legal = pos.legalMoves();
    if (legal.length === 0 || pos.outcome()) break;
    let pick = legal[Math.floor(rand() * legal.length)];
    if (rand() < 0.5) {
      const caps = legal.filter((m) => m.from !== m.to && pos.pieceAt(m.to));
      if (caps.length) pick = caps[Math.floor(rand() * caps.length)];
    }
    pos.play(pick);
    moves.push(name(pick.from) + name(pick.to));
  }
  return { rootFen, moves };
}

/** Replays a game in our engine. */
export function replay(game: RandomGame, rules: RuleSetName): Position {
  const r = Position.fromFen(game.rootFen, rules);
  if (!r.ok) throw new Error(r.error.code);
  const pos = r.value;
  for (const m of game.moves) {
    const from = parseSq(m.slice(0, m.length === 4 ? 2 : m.search(/[a-i](?:10|[1-9])$/)));
    const to = parseSq(m.slice(m.search(/[a-i](?:10|[1-9])$/)));
    if (!pos.play({ from, to })) throw new Error(`illegal ${m} in replay`);
  }
  return pos;
}

function parseSq(s: string): number {
  return s.charCodeAt(0) - 97 + (Number(s.slice(1)) - 1) * 9;
}

const PIECES = 'RRCCNNBBAAPPPPP';

/**
 * A random sparse position: both generals in their palaces, a few pieces of each side placed
 * anywhere legal (guards in the palace), the side to move not giving the other side's general
 * away (the side not to move is not in check).
 */
export function randomSparse(rand: () => number, maxPieces: number, rules: RuleSetName = 'janggi'): Position {
  for (;;) {
    const board: string[] = new Array(90).fill('');
    const palace = (han: boolean) => {
      const f = 3 + Math.floor(rand() * 3);
      const r = (han ? 7 : 0) + Math.floor(rand() * 3);
      return r * 9 + f;
    };
    board[palace(false)] = 'K';
    const hk = palace(true);
    board[hk] = 'k';
    for (const han of [false, true]) {
      const n = 1 + Math.floor(rand() * maxPieces);
      const pool = PIECES.split('');
      for (let i = 0; i < n && pool.length; i++) {
        const letter = pool.splice(Math.floor(rand() * pool.length), 1)[0];
        const sq = letter === 'A' ? palace(han) : Math.floor(rand() * 90);
        if (board[sq]) continue;
        board[sq] = han ? letter.toLowerCase() : letter;
      }
    }
    const rows: string[] = [];
    for (let rank = 9; rank >= 0; rank--) {
      let row = '';
      let e = 0;
      for (let f = 0; f < 9; f++) {
        const p = board[rank * 9 + f];
        if (!p) e++;
        else {
          if (e) row += e;
          e = 0;
          row += p;
        }
      }
      if (e) row += e;
      rows.push(row);
    }
    const side = rand() < 0.5 ? 'w' : 'b';
    const res = Position.fromFen(`${rows.join('/')} ${side} - - 0 1`, rules);
    if (!res.ok) continue;
    const pos = res.value;
    // The side that just moved must not be in check.
    const other = pos.side ^ 1;
    if (pos.attacked(pos.kings[other], pos.side)) continue;
    void hk;
    return pos;
  }
}
