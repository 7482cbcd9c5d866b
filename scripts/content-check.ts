/** What the content scripts (lessons.ts, exercises.ts) share: the per-file check loop and a text board. */
import { readFileSync } from 'node:fs';
import { ROLE_LETTER, type Position, type Square } from '$lib/engine';

interface Problem {
  message: string;
}

/**
 * Parses and validates each file, printing every problem and one summary line per file (`report`
 * gets the milliseconds parse and validation took). Returns what parsed and the problem count.
 */
export function checkFiles<T, V extends { errors: Problem[] }>(
  files: string[],
  parse: (file: string, source: string) => { errors: Problem[]; item?: T },
  validate: (item: T) => V,
  report: (file: string, item: T, checked: V, ms: string) => string,
): { items: T[]; bad: number } {
  const items: T[] = [];
  let bad = 0;
  for (const file of files) {
    const t0 = performance.now();
    const r = parse(file, readFileSync(file, 'utf8'));
    for (const e of r.errors) console.log(e.message);
    bad += r.errors.length;
    if (!r.item) continue;
    items.push(r.item);
    const v = validate(r.item);
    for (const e of v.errors) console.log(e.message);
    bad += v.errors.length;
    console.log(report(file, r.item, v, (performance.now() - t0).toFixed(0)));
  }
  return { items, bad };
}

/** Prints a position, rank 10 on top; `marked` points (when empty) show as `*`. */
export function drawBoard(pos: Position, marked: readonly Square[] = []): void {
  for (let rank = 9; rank >= 0; rank--) {
    let row = String(rank + 1).padStart(2) + ' ';
    for (let f = 0; f < 9; f++) {
      const sq = rank * 9 + f;
      const p = pos.pieceAt(sq);
      row += (p ? (p.color === 'cho' ? ROLE_LETTER[p.role].toUpperCase() : ROLE_LETTER[p.role]) : marked.includes(sq) ? '*' : '.') + ' ';
    }
    console.log(row);
  }
  console.log('   a b c d e f g h i');
}
