/**
 * Lesson authoring helper.
 *   npx tsx scripts/lessons.ts check            validate every lessons/learn/*.md, with the best
 *                                               solution length and search size of each step
 *   npx tsx scripts/lessons.ts show <fen> [pt]  draw a position; with a point, its legal moves
 */
import { readFileSync, readdirSync } from 'node:fs';
import { Position, parseSquare, squareName, ROLE_LETTER } from '$lib/engine';
import { parseLesson } from '$lib/lessons/parse';
import { validateCollection, validateLesson } from '$lib/lessons/validate';
import type { Lesson } from '$lib/lessons/types';

const [cmd, ...args] = process.argv.slice(2);

if (cmd === 'check') {
  const dir = 'lessons/learn';
  const lessons: Lesson[] = [];
  let bad = 0;
  for (const name of readdirSync(dir).filter((f) => f.endsWith('.md')).sort()) {
    const file = `${dir}/${name}`;
    const t0 = performance.now();
    const r = parseLesson(file, readFileSync(file, 'utf8'));
    for (const e of r.errors) console.log(e.message);
    bad += r.errors.length;
    if (!r.lesson) continue;
    lessons.push(r.lesson);
    const v = validateLesson(r.lesson);
    for (const e of v.errors) console.log(e.message);
    bad += v.errors.length;
    const ms = (performance.now() - t0).toFixed(0);
    console.log(`${file}: ${r.lesson.stepIds.length} steps, ${ms} ms  ${v.reports.map((s) => `${s.stepId}=${s.best}${s.nodes ? `(${s.nodes})` : ''}`).join(' ')}`);
  }
  for (const e of validateCollection(lessons)) {
    console.log(e.message);
    bad++;
  }
  console.log(`${lessons.length} lessons, ${bad} problem(s)`);
  process.exit(bad ? 1 : 0);
} else if (cmd === 'show') {
  const r = Position.fromFen(args[0]);
  if (!r.ok) {
    console.log(r.error.message);
    process.exit(1);
  }
  const pos = r.value;
  const from = args[1] ? parseSquare(args[1]) : undefined;
  const dests = from !== undefined ? pos.dests(from) : [];
  for (let rank = 9; rank >= 0; rank--) {
    let row = String(rank + 1).padStart(2) + ' ';
    for (let f = 0; f < 9; f++) {
      const sq = rank * 9 + f;
      const p = pos.pieceAt(sq);
      const ch = p ? (p.color === 'cho' ? ROLE_LETTER[p.role].toUpperCase() : ROLE_LETTER[p.role]) : dests.includes(sq) ? '*' : '.';
      row += ch + ' ';
    }
    console.log(row);
  }
  console.log('   a b c d e f g h i');
  console.log(`${pos.turn} to move${pos.isCheck() ? ', in check' : ''}`);
  if (from !== undefined) console.log(`${squareName(from)}: ${dests.map(squareName).join(' ')}  (pseudo: ${pos.pseudoTargets(from).map(squareName).join(' ')})`);
} else {
  console.log('usage: tsx scripts/lessons.ts check | show <fen> [point]');
  process.exit(2);
}
