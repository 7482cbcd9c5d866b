/**
 * Static evaluation for the search, in centi-points (a soldier is 200), from the side to move.
 *
 * Material follows the counting values (chariot 13, cannon 7, horse 5, elephant 3, guard 3,
 * soldier 2). On top of it, what the lessons teach:
 * - palace safety: guards beside the general, the general in its palace centre, enemy pieces
 *   bearing on the palace;
 * - soldiers: advanced soldiers are worth more, side-by-side pairs guard each other;
 * - elephant and horse activity: blocked legs (멱) cost, free jumps pay;
 * - chariots: open files and free lines;
 * - cannons: a cannon needs a screen; it loses value as the board empties; a cannon on the enemy
 *   general's line with one screen between is a standing threat.
 * Pure and allocation-free: it reads the position's typed board.
 */
import { CANNON, CHARIOT, ELEPHANT_CODE, GENERAL, GUARD, HAN_BIT as HAN, HORSE_CODE, SOLDIER } from '../codes';
import { ELEPHANT, HORSE, PALACE, RAY_SQ, RAY_START } from '../geometry';
import type { Position } from '../position';
import { SQUARE_COUNT, WIDTH } from '../types';

export const VALUE = new Int16Array([0, 0, 300, 300, 500, 1300, 700, 200]);

/** Soldier bonus by relative rank (0 = own back rank). Soldiers start on rank 3. */
const SOLDIER_RANK = [0, 0, 0, 0, 12, 28, 45, 60, 50, 20];

/** Relative rank of a square for side c (0 Cho, 1 Han). */
const relRank = (sq: number, c: number) => {
  const r = (sq / WIDTH) | 0;
  return c === 0 ? r : 9 - r;
};

/** Manhattan-ish distance from a square to the enemy palace of side c (0 inside). */
const PALACE_NEAR = new Uint8Array(SQUARE_COUNT * 2);
for (let c = 0; c < 2; c++)
  for (let sq = 0; sq < SQUARE_COUNT; sq++) {
    let best = 99;
    for (let t = 0; t < SQUARE_COUNT; t++) {
      if (!PALACE[(c ^ 1) * SQUARE_COUNT + t]) continue;
      const d = Math.abs((sq % WIDTH) - (t % WIDTH)) + Math.abs(((sq / WIDTH) | 0) - ((t / WIDTH) | 0));
      if (d < best) best = d;
    }
    PALACE_NEAR[c * SQUARE_COUNT + sq] = best;
  }

// Scratch counters, reused by every call (no allocation per node).
const PRESSURE = new Float64Array(2);
const GUARDS = new Int32Array(2);

/** Evaluation from Cho's point of view (positive = Cho better). */
export function evaluateCho(pos: Position): number {
  const b = pos.board;
  let pieces = 0;
  for (let sq = 0; sq < SQUARE_COUNT; sq++) if (b[sq] !== 0) pieces++;
  if (pieces > 32) pieces = 32;
  // Cannons need screens: worth less as the board empties; horses gain a little.
  const sparse = 32 - pieces;
  let score = 0;
  // Palace pressure counters per side under attack.
  const pressure = PRESSURE;
  const guards = GUARDS;
  pressure[0] = pressure[1] = 0;
  guards[0] = guards[1] = 0;
  for (let sq = 0; sq < SQUARE_COUNT; sq++) {
    const code = b[sq];
    if (code === 0) continue;
    const c = code & HAN ? 1 : 0;
    const role = code & 7;
    let v = VALUE[role];
    switch (role) {
      case SOLDIER: {
        const rr = relRank(sq, c);
        v += SOLDIER_RANK[rr];
        const f = sq % WIDTH;
        // A pair side by side guards each other.
        if (f > 0 && b[sq - 1] === code) v += 18;
        if (f < 8 && b[sq + 1] === code) v += 18;
        if (PALACE_NEAR[c * SQUARE_COUNT + sq] === 0) {
          v += 25;
          pressure[c ^ 1] += 1;
        } else if (PALACE_NEAR[c * SQUARE_COUNT + sq] === 1) pressure[c ^ 1] += 0.5;
        break;
      }
      case HORSE_CODE: {
        v += sparse * 3;
        let t = sq * 17;
        let free = 0;
        for (let k = HORSE[t]; k > 0; k--, t += 2) {
          if (b[HORSE[t + 1]] !== 0) continue;
          const to = HORSE[t + 2];
          const tc = b[to];
          if (tc === 0 || (tc & HAN ? 1 : 0) !== c) free++;
        }
        v += free * 6 - 12;
        const near = PALACE_NEAR[c * SQUARE_COUNT + sq];
        if (near <= 2) pressure[c ^ 1] += near === 0 ? 1.5 : 1;
        break;
      }
      case ELEPHANT_CODE: {
        let t = sq * 25;
        let free = 0;
        for (let k = ELEPHANT[t]; k > 0; k--, t += 3) {
          if (b[ELEPHANT[t + 1]] !== 0 || b[ELEPHANT[t + 2]] !== 0) continue;
          const tc = b[ELEPHANT[t + 3]];
          if (tc === 0 || (tc & HAN ? 1 : 0) !== c) free++;
        }
        v += free * 7 - (free === 0 ? 20 : 8);
        if (PALACE_NEAR[c * SQUARE_COUNT + sq] <= 1) pressure[c ^ 1] += 0.5;
        break;
      }
      case CHARIOT: {
        // Open file: no own soldier ahead on the file.
        const f = sq % WIDTH;
        let ownAhead = false;
        let enemyAhead = false;
        const dir = c === 0 ? WIDTH : -WIDTH;
        for (let s = sq + dir; s >= 0 && s < SQUARE_COUNT; s += dir) {
          const x = b[s];
          if ((x & 7) === SOLDIER) {
            if ((x & HAN ? 1 : 0) === c) ownAhead = true;
            else enemyAhead = true;
          }
        }
        if (!ownAhead) v += enemyAhead ? 12 : 28;
        // Free line length on the four orthogonal rays.
        let mob = 0;
        for (let i = 0; i < 4; i++) {
          const end = RAY_START[sq * 9 + i + 1];
          for (let j = RAY_START[sq * 9 + i]; j < end; j++) {
            mob++;
            if (b[RAY_SQ[j]] !== 0) break;
          }
        }
        v += mob * 3;
        if (f >= 3 && f <= 5 && PALACE_NEAR[c * SQUARE_COUNT + sq] <= 3) pressure[c ^ 1] += 1;
        if (PALACE_NEAR[c * SQUARE_COUNT + sq] === 0) pressure[c ^ 1] += 1;
        break;
      }
      case CANNON: {
        v -= sparse * 7;
        let screens = 0;
        const enemyKing = pos.kings[c ^ 1];
        for (let i = 0; i < 4; i++) {
          const end = RAY_START[sq * 9 + i + 1];
          let j = RAY_START[sq * 9 + i];
          for (; j < end; j++) if (b[RAY_SQ[j]] !== 0) break;
          if (j === end || (b[RAY_SQ[j]] & 7) === CANNON) continue;
          screens++;
          // Beyond the screen: the enemy general with nothing else between?
          for (j++; j < end; j++) {
            const s = RAY_SQ[j];
            if (s === enemyKing) {
              v += 35;
              pressure[c ^ 1] += 1.5;
              break;
            }
            if (b[s] !== 0) break;
          }
        }
        v += screens === 0 ? -25 : screens * 6;
        if (PALACE_NEAR[c * SQUARE_COUNT + sq] <= 1) pressure[c ^ 1] += 0.5;
        break;
      }
      case GUARD: {
        guards[c]++;
        // A guard belongs beside its general.
        const k = pos.kings[c];
        const d = Math.abs((sq % WIDTH) - (k % WIDTH)) + Math.abs(((sq / WIDTH) | 0) - ((k / WIDTH) | 0));
        if (d <= 1) v += 12;
        if (!PALACE[c * SQUARE_COUNT + sq]) v -= 20;
        break;
      }
      case GENERAL: {
        const rr = relRank(sq, c);
        const f = sq % WIDTH;
        if (f === 4 && rr === 1) v += 20;
        else if (f === 4 || rr === 1) v += 8;
        break;
      }
    }
    score += c === 0 ? v : -v;
  }
  // Palace safety: pressure hurts more with fewer guards, and grows faster than linearly.
  for (let c = 0; c < 2; c++) {
    const g = guards[c];
    const p = pressure[c];
    const penalty = p * p * (g === 2 ? 6 : g === 1 ? 9 : 13) + p * 8;
    // An exposed general (no guard at all) is a target even without attackers.
    const bare = g === 0 ? 30 : 0;
    const total = Math.min(penalty, 400) + bare;
    score += c === 0 ? -total : total;
  }
  return score | 0;
}

/**
 * Material only, in centi-points from the side to move (the counting values, no deom, no bonus
 * for the move): what a tactics puzzle wins is measured in it.
 */
export function evaluateMaterial(pos: Position): number {
  const b = pos.board;
  let s = 0;
  for (let sq = 0; sq < SQUARE_COUNT; sq++) {
    const code = b[sq];
    if (code !== 0) s += code & HAN ? -VALUE[code & 7] : VALUE[code & 7];
  }
  return pos.side === 0 ? s : -s;
}

/** Evaluation from the side to move, with a small bonus for having the move. */
export function evaluate(pos: Position): number {
  const s = evaluateCho(pos);
  return (pos.side === 0 ? s : -s) + 15;
}
