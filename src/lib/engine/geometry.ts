/**
 * Precomputed move tables for the 9x10 board. Every table is a flat typed array indexed by
 * square, so move generation never checks bounds and never allocates.
 */
import { HEIGHT, SQUARE_COUNT, WIDTH, squareAt } from './types';
import { DIAG, ORTHO } from './directions';

const onBoard = (f: number, r: number) => f >= 0 && f < WIDTH && r >= 0 && r < HEIGHT;

/** Palace points of each side: [cho, han]. */
export const PALACE = new Uint8Array(SQUARE_COUNT * 2);
/** The ten points that carry a palace diagonal: corners and centres. */
export const DIAGONAL_POINT = new Uint8Array(SQUARE_COUNT);
for (const [c, r0] of [
  [0, 0],
  [1, 7],
] as const) {
  for (let r = r0; r < r0 + 3; r++) for (let f = 3; f < 6; f++) PALACE[c * SQUARE_COUNT + squareAt(f, r)] = 1;
  for (const [f, r] of [
    [3, r0],
    [5, r0],
    [4, r0 + 1],
    [3, r0 + 2],
    [5, r0 + 2],
  ])
    DIAGONAL_POINT[squareAt(f, r)] = 1;
}

/**
 * Rays: for each square, up to 8 rays (4 orthogonal, then palace diagonals), each a list of
 * squares ordered outward. Stored flat: RAY_START[sq*9 + i] .. RAY_START[sq*9 + i + 1].
 */
export const RAY_START = new Uint16Array(SQUARE_COUNT * 9);
export const RAY_SQ_LIST: number[] = [];
/** Whether ray i of a square is a palace diagonal (cannon and chariot may use it only inside). */
for (let sq = 0; sq < SQUARE_COUNT; sq++) {
  const f0 = sq % WIDTH;
  const r0 = (sq / WIDTH) | 0;
  let i = 0;
  for (const [df, dr] of ORTHO) {
    RAY_START[sq * 9 + i++] = RAY_SQ_LIST.length;
    for (let f = f0 + df, r = r0 + dr; onBoard(f, r); f += df, r += dr) RAY_SQ_LIST.push(squareAt(f, r));
  }
  for (const [df, dr] of DIAG) {
    RAY_START[sq * 9 + i++] = RAY_SQ_LIST.length;
    if (!DIAGONAL_POINT[sq]) continue;
    // Along the drawn diagonal, staying on diagonal points of the same palace.
    for (let f = f0 + df, r = r0 + dr; onBoard(f, r) && DIAGONAL_POINT[squareAt(f, r)]; f += df, r += dr) {
      const s = squareAt(f, r);
      if (Math.abs(r - r0) > 2) break;
      RAY_SQ_LIST.push(s);
    }
  }
  RAY_START[sq * 9 + 8] = RAY_SQ_LIST.length;
}
export const RAY_SQ = Int16Array.from(RAY_SQ_LIST);

/** Horse: for each square up to 8 (leg, target) pairs. HORSE[sq*17] = count. */
export const HORSE = new Int16Array(SQUARE_COUNT * 17);
/** Elephant: for each square up to 8 (leg1, leg2, target) triples. ELEPHANT[sq*25] = count. */
export const ELEPHANT = new Int16Array(SQUARE_COUNT * 25);
/** Reverse tables: the horses/elephants that attack a square: (leg, source) / (leg1, leg2, source). */
export const HORSE_FROM = new Int16Array(SQUARE_COUNT * 17);
export const ELEPHANT_FROM = new Int16Array(SQUARE_COUNT * 25);
for (let sq = 0; sq < SQUARE_COUNT; sq++) {
  const f0 = sq % WIDTH;
  const r0 = (sq / WIDTH) | 0;
  for (const [df, dr] of ORTHO) {
    // Perpendicular directions for the diagonal part.
    const perps = df === 0 ? [-1, 1].map((p) => [p, dr]) : [-1, 1].map((p) => [df, p]);
    for (const [pf, pr] of perps) {
      const lf = f0 + df;
      const lr = r0 + dr;
      const hf = lf + pf;
      const hr = lr + pr;
      if (onBoard(hf, hr)) {
        const n = HORSE[sq * 17]++;
        HORSE[sq * 17 + 1 + n * 2] = squareAt(lf, lr);
        HORSE[sq * 17 + 2 + n * 2] = squareAt(hf, hr);
        const t = squareAt(hf, hr);
        const m = HORSE_FROM[t * 17]++;
        HORSE_FROM[t * 17 + 1 + m * 2] = squareAt(lf, lr);
        HORSE_FROM[t * 17 + 2 + m * 2] = sq;
      }
      const ef = hf + pf;
      const er = hr + pr;
      if (onBoard(ef, er)) {
        const n = ELEPHANT[sq * 25]++;
        ELEPHANT[sq * 25 + 1 + n * 3] = squareAt(lf, lr);
        ELEPHANT[sq * 25 + 2 + n * 3] = squareAt(hf, hr);
        ELEPHANT[sq * 25 + 3 + n * 3] = squareAt(ef, er);
        const t = squareAt(ef, er);
        const m = ELEPHANT_FROM[t * 25]++;
        ELEPHANT_FROM[t * 25 + 1 + m * 3] = squareAt(lf, lr);
        ELEPHANT_FROM[t * 25 + 2 + m * 3] = squareAt(hf, hr);
        ELEPHANT_FROM[t * 25 + 3 + m * 3] = sq;
      }
    }
  }
}

/**
 * General and guard steps inside a palace: one step along the palace lines.
 * PALACE_STEP[sq*9] = count, then targets.
 */
export const PALACE_STEP = new Int16Array(SQUARE_COUNT * 9);
for (let sq = 0; sq < SQUARE_COUNT; sq++) {
  const c = PALACE[sq] ? 0 : PALACE[SQUARE_COUNT + sq] ? 1 : -1;
  if (c < 0) continue;
  const f0 = sq % WIDTH;
  const r0 = (sq / WIDTH) | 0;
  const add = (f: number, r: number) => {
    if (!onBoard(f, r)) return;
    const t = squareAt(f, r);
    if (!PALACE[c * SQUARE_COUNT + t]) return;
    PALACE_STEP[sq * 9 + 1 + PALACE_STEP[sq * 9]++] = t;
  };
  for (const [df, dr] of ORTHO) add(f0 + df, r0 + dr);
  if (DIAGONAL_POINT[sq])
    for (const [df, dr] of DIAG) {
      const f = f0 + df;
      const r = r0 + dr;
      if (onBoard(f, r) && DIAGONAL_POINT[squareAt(f, r)]) add(f, r);
    }
}

/**
 * Soldier steps per colour: forward, sideways, and diagonally forward along a palace diagonal.
 * SOLDIER_STEP[(color*90+sq)*6] = count, then targets.
 */
export const SOLDIER_STEP = new Int16Array(SQUARE_COUNT * 2 * 6);
/** Reverse: squares from which a soldier of a colour attacks a square. */
export const SOLDIER_FROM = new Int16Array(SQUARE_COUNT * 2 * 6);
for (let c = 0; c < 2; c++) {
  const fwd = c === 0 ? 1 : -1;
  for (let sq = 0; sq < SQUARE_COUNT; sq++) {
    const f0 = sq % WIDTH;
    const r0 = (sq / WIDTH) | 0;
    const base = (c * SQUARE_COUNT + sq) * 6;
    const add = (f: number, r: number) => {
      if (!onBoard(f, r)) return;
      const t = squareAt(f, r);
      SOLDIER_STEP[base + 1 + SOLDIER_STEP[base]++] = t;
      const rb = (c * SQUARE_COUNT + t) * 6;
      SOLDIER_FROM[rb + 1 + SOLDIER_FROM[rb]++] = sq;
    };
    add(f0, r0 + fwd);
    add(f0 - 1, r0);
    add(f0 + 1, r0);
    if (DIAGONAL_POINT[sq])
      for (const df of [-1, 1]) {
        const f = f0 + df;
        const r = r0 + fwd;
        if (onBoard(f, r) && DIAGONAL_POINT[squareAt(f, r)] && Math.abs(f - 4) <= 1) add(f, r);
      }
  }
}

/**
 * Squares whose change of occupancy can alter whether a general on `k` is attacked, for a
 * general on k: its orthogonal lines, its palace diagonals, and the leg points of horses and
 * elephants aimed at it. SENSITIVE[k*90 + sq] = 1.
 */
export const SENSITIVE = new Uint8Array(SQUARE_COUNT * SQUARE_COUNT);
for (let k = 0; k < SQUARE_COUNT; k++) {
  for (let i = 0; i < 8; i++)
    for (let j = RAY_START[k * 9 + i]; j < RAY_START[k * 9 + i + 1]; j++) SENSITIVE[k * SQUARE_COUNT + RAY_SQ[j]] = 1;
  for (let n = 0; n < HORSE_FROM[k * 17]; n++) SENSITIVE[k * SQUARE_COUNT + HORSE_FROM[k * 17 + 1 + n * 2]] = 1;
  for (let n = 0; n < ELEPHANT_FROM[k * 25]; n++) {
    SENSITIVE[k * SQUARE_COUNT + ELEPHANT_FROM[k * 25 + 1 + n * 3]] = 1;
    SENSITIVE[k * SQUARE_COUNT + ELEPHANT_FROM[k * 25 + 2 + n * 3]] = 1;
  }
}
