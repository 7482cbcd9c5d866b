/**
 * Exercise authoring helper.
 *   node scripts/run-ts.mjs scripts/exercises.ts check [filter]   validate lessons/exercises/*\/*.md
 *   node scripts/run-ts.mjs scripts/exercises.ts try <file> <moves...>   replay moves, print each turn
 */
import { readFileSync, readdirSync } from 'node:fs';
import { parseUci, squareName } from '$lib/engine';
import { parseExercise } from '$lib/exercises/parse';
import { ExerciseRunner } from '$lib/exercises/runner';
import { validateExercise, validateExerciseSet } from '$lib/exercises/validate';
import { TRACKS, type Exercise } from '$lib/exercises/types';
import { checkFiles, drawBoard } from './content-check';

const [cmd, ...args] = process.argv.slice(2);

if (cmd === 'check') {
  const files = TRACKS.flatMap((track) =>
    readdirSync(`lessons/exercises/${track}`)
      .filter((f) => /^[^.]+\.md$/.test(f)) // not the locale siblings (*.ko.md)
      .sort()
      .map((name) => `lessons/exercises/${track}/${name}`),
  ).filter((file) => !args[0] || file.includes(args[0]));
  const checked = checkFiles(
    files,
    (file, source) => {
      const r = parseExercise(file, source);
      return { errors: r.errors, item: r.exercise };
    },
    validateExercise,
    (file, exercise, v, ms) =>
      `${file}: ${v.report ? `best ${v.report.best}/${exercise.exercise.budget}, ${v.report.nodes} nodes${v.report.exhaustive ? '' : ' (limit; solution is the proof)'}` : 'FAILED'}, ${ms} ms`,
  );
  const all: Exercise[] = checked.items;
  let bad = checked.bad;
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
  drawBoard(runner.pos);
  for (const s of args.slice(1)) {
    const f = runner.move(parseUci(s)!);
    console.log(`${s}: ${f.kind}${'reply' in f && f.reply ? ` reply ${squareName(f.reply.from)}${squareName(f.reply.to)}` : ''}${'message' in f ? ` — ${f.message}` : ''}`);
    drawBoard(runner.pos);
  }
} else {
  console.log('usage: exercises.ts check [filter] | try <file> <moves...>');
  process.exit(2);
}
