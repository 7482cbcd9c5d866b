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

/** The counting values (a soldier is 200): material, move ordering and pruning margins. */
export const VALUE = new Int16Array([0, 0, 300, 300, 500, 1300, 700, 200]);

/**
 * The evaluation's weights (centi-points), fitted by scripts/tune-eval.ts: indices below, then
 * piece-square tables for horse, elephant, chariot, cannon and soldier (ten relative ranks by five
 * files, the board folded at the centre file).
 */
const GUARD_V = 0;
const ELEPHANT_V = 1;
const HORSE_V = 2;
const CHARIOT_V = 3;
const CANNON_V = 4;
const SOLDIER_V = 5;
const SOLDIER_PAIR = 6;
const SOLDIER_PALACE = 7;
const HORSE_SPARSE = 8;
const HORSE_FREE = 9;
const HORSE_BASE = 10;
const ELEPHANT_FREE = 11;
const ELEPHANT_STUCK = 12;
const ELEPHANT_BASE = 13;
const CHARIOT_OPEN = 14;
const CHARIOT_HALF = 15;
const CHARIOT_MOB = 16;
const CANNON_SPARSE = 17;
const CANNON_NO_SCREEN = 18;
const CANNON_SCREEN = 19;
const CANNON_AIM = 20;
const GUARD_NEAR = 21;
const GUARD_OUT = 22;
const GENERAL_HOME = 23;
const GENERAL_HALF = 24;
const PRESSURE_2 = 25;
const PRESSURE_1 = 26;
const PRESSURE_0 = 27;
const PRESSURE_LIN = 28;
const BARE = 29;
const PRESSURE_CAP = 30;
const TEMPO = 31;
const PST = 32;
/** Names of the weights, in order (the tuner prints them). */
export const WEIGHT_NAMES: string[] = [
  'GUARD_V',
  'ELEPHANT_V',
  'HORSE_V',
  'CHARIOT_V',
  'CANNON_V',
  'SOLDIER_V',
  'SOLDIER_PAIR',
  'SOLDIER_PALACE',
  'HORSE_SPARSE',
  'HORSE_FREE',
  'HORSE_BASE',
  'ELEPHANT_FREE',
  'ELEPHANT_STUCK',
  'ELEPHANT_BASE',
  'CHARIOT_OPEN',
  'CHARIOT_HALF',
  'CHARIOT_MOB',
  'CANNON_SPARSE',
  'CANNON_NO_SCREEN',
  'CANNON_SCREEN',
  'CANNON_AIM',
  'GUARD_NEAR',
  'GUARD_OUT',
  'GENERAL_HOME',
  'GENERAL_HALF',
  'PRESSURE_2',
  'PRESSURE_1',
  'PRESSURE_0',
  'PRESSURE_LIN',
  'BARE',
  'PRESSURE_CAP',
  'TEMPO',
];
for (const role of ['horse', 'elephant', 'chariot', 'cannon', 'soldier'])
  for (let i = 0; i < 50; i++) WEIGHT_NAMES.push(`${role}_${(i / 5) | 0}_${i % 5}`);
/** The weights (the tuner changes them in place). */
export const W = new Int32Array([
  300, 300, 500, 1300, 700, 200, 18, 25, 3, 6, -12, 7, -20, -8, 28, 12, 3, 7, -25, 6, 35, 12, -20, 20, 8, 6, 9, 13, 8, 30, 400, 15, 0, 0, 0,
  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 12, 12, 12, 12, 12, 28, 28, 28, 28, 28,
  45, 45, 45, 45, 45, 60, 60, 60, 60, 60, 50, 50, 50, 50, 50, 20, 20, 20, 20, 20,
]);
/** Table index of a role's piece-square value: 0 horse .. 4 soldier. */
const pstBase = (table: number) => PST + table * 50;
/** The folded table point of a square for side c. */
const PST_POINT = new Uint8Array(SQUARE_COUNT * 2);
for (let c = 0; c < 2; c++)
  for (let sq = 0; sq < SQUARE_COUNT; sq++) {
    const r = (sq / WIDTH) | 0;
    const f = sq % WIDTH;
    PST_POINT[c * SQUARE_COUNT + sq] = (c === 0 ? r : 9 - r) * 5 + (f > 4 ? 8 - f : f);
  }
const T_HORSE = pstBase(0);
const T_ELEPHANT = pstBase(1);
const T_CHARIOT = pstBase(2);
const T_CANNON = pstBase(3);
const T_SOLDIER = pstBase(4);
/** The evaluation's piece values by role code (general 0). */
const EV = new Int32Array(8);
/** Reads the piece values from the weights (after the tuner changed them). */
export function refreshWeights() {
  EV[2] = W[GUARD_V];
  EV[3] = W[ELEPHANT_V];
  EV[4] = W[HORSE_V];
  EV[5] = W[CHARIOT_V];
  EV[6] = W[CANNON_V];
  EV[7] = W[SOLDIER_V];
}
refreshWeights();

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
    let v = EV[role];
    const pt = PST_POINT[c * SQUARE_COUNT + sq];
    switch (role) {
      case SOLDIER: {
        v += W[T_SOLDIER + pt];
        const f = sq % WIDTH;
        // A pair side by side guards each other.
        if (f > 0 && b[sq - 1] === code) v += W[SOLDIER_PAIR];
        if (f < 8 && b[sq + 1] === code) v += W[SOLDIER_PAIR];
        if (PALACE_NEAR[c * SQUARE_COUNT + sq] === 0) {
          v += W[SOLDIER_PALACE];
          pressure[c ^ 1] += 1;
        } else if (PALACE_NEAR[c * SQUARE_COUNT + sq] === 1) pressure[c ^ 1] += 0.5;
        break;
      }
      case HORSE_CODE: {
        v += sparse * W[HORSE_SPARSE] + W[T_HORSE + pt];
        let t = sq * 17;
        let free = 0;
        for (let k = HORSE[t]; k > 0; k--, t += 2) {
          if (b[HORSE[t + 1]] !== 0) continue;
          const to = HORSE[t + 2];
          const tc = b[to];
          if (tc === 0 || (tc & HAN ? 1 : 0) !== c) free++;
        }
        v += free * W[HORSE_FREE] + W[HORSE_BASE];
        const near = PALACE_NEAR[c * SQUARE_COUNT + sq];
        if (near <= 2) pressure[c ^ 1] += near === 0 ? 1.5 : 1;
        break;
      }
      case ELEPHANT_CODE: {
        v += W[T_ELEPHANT + pt];
        let t = sq * 25;
        let free = 0;
        for (let k = ELEPHANT[t]; k > 0; k--, t += 3) {
          if (b[ELEPHANT[t + 1]] !== 0 || b[ELEPHANT[t + 2]] !== 0) continue;
          const tc = b[ELEPHANT[t + 3]];
          if (tc === 0 || (tc & HAN ? 1 : 0) !== c) free++;
        }
        v += free === 0 ? W[ELEPHANT_STUCK] : free * W[ELEPHANT_FREE] + W[ELEPHANT_BASE];
        if (PALACE_NEAR[c * SQUARE_COUNT + sq] <= 1) pressure[c ^ 1] += 0.5;
        break;
      }
      case CHARIOT: {
        // Open file: no own soldier ahead on the file.
        v += W[T_CHARIOT + pt];
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
        if (!ownAhead) v += enemyAhead ? W[CHARIOT_HALF] : W[CHARIOT_OPEN];
        // Free line length on the four orthogonal rays.
        let mob = 0;
        for (let i = 0; i < 4; i++) {
          const end = RAY_START[sq * 9 + i + 1];
          for (let j = RAY_START[sq * 9 + i]; j < end; j++) {
            mob++;
            if (b[RAY_SQ[j]] !== 0) break;
          }
        }
        v += mob * W[CHARIOT_MOB];
        if (f >= 3 && f <= 5 && PALACE_NEAR[c * SQUARE_COUNT + sq] <= 3) pressure[c ^ 1] += 1;
        if (PALACE_NEAR[c * SQUARE_COUNT + sq] === 0) pressure[c ^ 1] += 1;
        break;
      }
      case CANNON: {
        v += W[T_CANNON + pt] - sparse * W[CANNON_SPARSE];
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
              v += W[CANNON_AIM];
              pressure[c ^ 1] += 1.5;
              break;
            }
            if (b[s] !== 0) break;
          }
        }
        v += screens === 0 ? W[CANNON_NO_SCREEN] : screens * W[CANNON_SCREEN];
        if (PALACE_NEAR[c * SQUARE_COUNT + sq] <= 1) pressure[c ^ 1] += 0.5;
        break;
      }
      case GUARD: {
        guards[c]++;
        // A guard belongs beside its general.
        const k = pos.kings[c];
        const d = Math.abs((sq % WIDTH) - (k % WIDTH)) + Math.abs(((sq / WIDTH) | 0) - ((k / WIDTH) | 0));
        if (d <= 1) v += W[GUARD_NEAR];
        if (!PALACE[c * SQUARE_COUNT + sq]) v += W[GUARD_OUT];
        break;
      }
      case GENERAL: {
        const rr = relRank(sq, c);
        const f = sq % WIDTH;
        if (f === 4 && rr === 1) v += W[GENERAL_HOME];
        else if (f === 4 || rr === 1) v += W[GENERAL_HALF];
        break;
      }
    }
    score += c === 0 ? v : -v;
  }
  // Palace safety: pressure hurts more with fewer guards, and grows faster than linearly.
  for (let c = 0; c < 2; c++) {
    const g = guards[c];
    const p = pressure[c];
    const penalty = p * p * (g === 2 ? W[PRESSURE_2] : g === 1 ? W[PRESSURE_1] : W[PRESSURE_0]) + p * W[PRESSURE_LIN];
    // An exposed general (no guard at all) is a target even without attackers.
    const bare = g === 0 ? W[BARE] : 0;
    const total = Math.min(penalty, W[PRESSURE_CAP]) + bare;
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
  return (pos.side === 0 ? s : -s) + W[TEMPO];
}
