/**
 * Helpers shared by the puzzle generators (playout.ts, place.ts, tactics.ts): command-line
 * options, material, the noisy game policy and resumable JSONL output. Node only.
 */
import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ROLE_POINTS, type Color, type Move, type Position } from '../../src/lib/engine';
import { pick } from './lib';

/** `--name value` from the command line, or `dflt`. */

/** Material of `color` without the deom. */
export function material(pos: Position, color: Color): number {
  let s = 0;
  for (const { piece } of pos.pieces()) if (piece.color === color) s += ROLE_POINTS[piece.role];
  return s;
}

/** Whether the side to move has a checking move. */
export function hasCheck(pos: Position): boolean {
  for (const m of pos.legalMoves()) {
    if (m.from === m.to) continue;
    pos.play(m);
    const check = pos.isCheck();
    pos.undo();
    if (check) return true;
  }
  return false;
}

/** The noisy policy's move. */
export function policyMove(pos: Position, rnd: () => number, noise: number, randomRate: number): Move | undefined {
  const us = pos.turn;
  const them = us === 'cho' ? 1 : 0;
  const moves = pos.legalMoves().filter((m) => m.from !== m.to);
  const safe = moves.filter((m) => {
    pos.play(m);
    const ok = !pos.facing();
    pos.undo();
    return ok;
  });
  if (!safe.length) return moves[0];
  // A mate in 1 on the board is played most of the time, as people do (and the game moves on
  // instead of offering the same mate ply after ply).
  if (rnd() < 0.8) {
    const mate = safe.find((m) => {
      pos.play(m);
      const mates = pos.isCheck() && pos.legalMoves().length === 0;
      pos.undo();
      return mates;
    });
    if (mate) return mate;
  }
  if (rnd() < randomRate) return pick(rnd, safe);
  let best: Move | undefined;
  let bestScore = -Infinity;
  for (const m of safe) {
    const victim = pos.pieceAt(m.to);
    const mover = pos.pieceAt(m.from)!;
    let score = victim ? ROLE_POINTS[victim.role] : 0;
    pos.play(m);
    if (pos.attacked(m.to, them)) score -= ROLE_POINTS[mover.role] * 0.9;
    if (pos.isCheck()) score += 1.5;
    pos.undo();
    score += rnd() * noise;
    if (score > bestScore) {
      bestScore = score;
      best = m;
    }
  }
  return best;
}

/**
 * A generator's JSONL output in `outDir` (the scripts' --out, default node_modules/.cache/puzzles): `write` appends a
 * record; `next` is the first game (or batch) not yet finished, so a rerun resumes after it.
 */
export function jsonlOutput(name: string, outDir: string): { file: string; write: (o: object) => void; next: number } {
  outDir = resolve(outDir);
  mkdirSync(outDir, { recursive: true });
  const file = resolve(outDir, name);
  let next = 0;
  if (existsSync(file))
    for (const l of readFileSync(file, 'utf8').split('\n')) {
      if (!l) continue;
      const o = JSON.parse(l);
      if (o.type === 'game') next = Math.max(next, o.game + 1);
    }
  return { file, write: (o: object) => appendFileSync(file, JSON.stringify(o) + '\n'), next };
}
