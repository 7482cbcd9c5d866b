/**
 * Exercise authoring helper.
 *   node scripts/run-ts.mjs scripts/exercises.ts check [filter]   validate lessons/exercises/*\/*.md
 *   node scripts/run-ts.mjs scripts/exercises.ts try <file> <moves...>   replay moves, print each turn
 */
import { readFileSync, readdirSync } from 'node:fs';
import { ROLE_LETTER, parseUci, squareName, type Position } from '$lib/engine';
import { parseExercise } from '$lib/exercises/parse';
import { ExerciseRunner } from '$lib/exercises/runner';
import { validateExercise, validateExerciseSet } from '$lib/exercises/validate';
import { TRACKS, type Exercise } from '$lib/exercises/types';

const [cmd, ...args] = process.argv.slice(2);

function draw(pos: Position) {
  for (let rank = 9; rank >= 0; rank--) {
    let row = String(rank + 1).padStart(2) + ' ';
    for (let f = 0; f < 9; f++) {
      const p = pos.pieceAt(rank * 9 + f);
      row += (p ? (p.color === 'cho' ? ROLE_LETTER[p.role].toUpperCase() : ROLE_LETTER[p.role]) : '.') + ' ';
    }
    console.log(row);
  }
  console.log('   a b c d e f g h i');
}

if (cmd === 'check') {
  const all: Exercise[] = [];
  let bad = 0;
  for (const track of TRACKS) {
    for (const name of readdirSync(`lessons/exercises/${track}`).filter((f) => f.endsWith('.md')).sort()) {
      const file = `lessons/exercises/${track}/${name}`;
      if (args[0] && !file.includes(args[0])) continue;
      const t0 = performance.now();
      const r = parseExercise(file, readFileSync(file, 'utf8'));
      for (const e of r.errors) console.log(e.message);
      bad += r.errors.length;
      if (!r.exercise) continue;
      all.push(r.exercise);
      const v = validateExercise(r.exercise);
      for (const e of v.errors) console.log(e.message);
      bad += v.errors.length;
      const ms = (performance.now() - t0).toFixed(0);
      console.log(`${file}: ${v.report ? `best ${v.report.best}/${r.exercise.exercise.budget}, ${v.report.nodes} nodes${v.report.exhaustive ? "" : " (limit; solution is the proof)"}` : "FAILED"}, ${ms} ms`);
    }
  }
  for (const e of validateExerciseSet(all)) {
    console.log(e.message);
    bad++;
  }
  console.log(`${all.length} exercises, ${bad} problem(s)`);
  process.exit(bad ? 1 : 0);
} else if (cmd === 'try') {
  const r = parseExercise(args[0], readFileSync(args[0], 'utf8'));
  if (!r.exercise) {
    r.errors.forEach((e) => console.log(e.message));
    process.exit(1);
  }
  const runner = new ExerciseRunner(r.exercise.exercise);
  draw(runner.pos);
  for (const s of args.slice(1)) {
    const f = runner.move(parseUci(s)!);
    console.log(`${s}: ${f.kind}${'reply' in f && f.reply ? ` reply ${squareName(f.reply.from)}${squareName(f.reply.to)}` : ''}${'message' in f ? ` — ${f.message}` : ''}`);
    draw(runner.pos);
  }
} else {
  console.log('usage: exercises.ts check [filter] | try <file> <moves...>');
  process.exit(2);
}
