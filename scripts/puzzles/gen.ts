/**
 * Helpers shared by the puzzle generators (playout.ts, place.ts, tactics-gen.ts, tactics-deep.ts):
 * material, the noisy game policy, the branching playout of the tactic generators and resumable
 * JSONL output. Node only.
 */
import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { moveToUci, ROLE_POINTS, SETUPS, setupFen, type Color, type Move, type Position, type Setup } from '../../src/lib/engine';
import { load, pick, positionKey } from './lib';

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

export interface PlayoutShape {
  /** Plies at most. */
  maxPlies: number;
  /** Random sidelines, one move deep, looked at beside each position from the 10th ply. */
  branches: number;
  /** The policy's noise and random-move rate, one of each picked per game. */
  noises: number[];
  randomRates: number[];
}

/**
 * One game of the tactic generators: game `g` plays the setup pairing it names, by the noisy
 * policy. From the 10th ply, `consider` sees each position not seen before in the game (with the
 * ply of the game's own line), then `branches` random sidelines one move deep (with the move that
 * leads there) that do not end the game.
 */
export function branchingPlayout(
  g: number,
  rnd: () => number,
  shape: PlayoutShape,
  consider: (pos: Position, ply: number, branch?: string) => void,
): { han: Setup; cho: Setup; plies: number } {
  const han = SETUPS[(g >> 2) & 3];
  const cho = SETUPS[g & 3];
  const pos = load(setupFen(han, cho));
  const noise = pick(rnd, shape.noises);
  const randomRate = pick(rnd, shape.randomRates);
  const seen = new Set<string>();
  const visit = (branch?: string) => {
    const key = positionKey(pos.fen());
    if (seen.has(key)) return;
    seen.add(key);
    consider(pos, ply, branch);
  };
  let ply = 0;
  for (; ply < shape.maxPlies; ply++) {
    if (pos.outcome() || pos.legalMoves().length === 0) break;
    if (ply >= 10) {
      visit();
      const alts = pos.legalMoves().filter((m) => m.from !== m.to);
      for (let k = 0; k < shape.branches && alts.length; k++) {
        const alt = alts.splice(Math.floor(rnd() * alts.length), 1)[0];
        pos.play(alt);
        if (!pos.outcome()) visit(moveToUci(alt));
        pos.undo();
      }
    }
    const m = policyMove(pos, rnd, noise, randomRate);
    if (!m) break;
    pos.play(m);
  }
  return { han, cho, plies: ply };
}
