/**
 * Exercise authoring helper.
 *   node scripts/run-ts.mjs scripts/exercises.ts check [filter]   validate lessons/exercises/*\/*.md
 *   node scripts/run-ts.mjs scripts/exercises.ts try <file> <moves...>   replay moves, print each turn
 */
import { existsSync, readFileSync } from 'node:fs';
// The English task words: this tool says task messages (the validators' and `try`'s) outside any page.
import '$lib/task/english';
import { parseUci, squareName } from '$lib/engine';
import { parseExercise } from '$lib/exercises/parse';
import { ExerciseRunner } from '$lib/exercises/runner';
import { CONTENT_LOCALES, localeDifferences } from '$lib/content/locale';
import { siblingOf } from '$lib/content/translated';
import { validateExercise, validateExerciseSet } from '$lib/exercises/validate';
import { TRACKS, type Exercise } from '$lib/exercises/types';
import { sayEn } from '$lib/task/messages';
import { checkFiles, drawBoard } from './content-check';
import { englishSources } from './content-tasks';

const [cmd, ...args] = process.argv.slice(2);

if (cmd === 'check') {
  const files = TRACKS.flatMap((track) => englishSources(`lessons/exercises/${track}`)).filter(
    (file) => !args[0] || file.includes(args[0]),
  );
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
  // Translations: the same exercise in every language, other words.
  let translated = 0;
  for (const locale of CONTENT_LOCALES)
    for (const en of all) {
      const file = siblingOf(en.file, locale);
      if (!existsSync(file)) {
        console.log(`${file}: missing (every exercise is in every language)`);
        bad++;
        continue;
      }
      const r = parseExercise(file, readFileSync(file, 'utf8'));
      for (const e of r.errors) console.log(e.message);
      bad += r.errors.length;
      if (!r.exercise) continue;
      for (const d of localeDifferences(en, r.exercise, locale)) {
        console.log(`${file}:${d.line}: ${d.path.slice(1)}: ${d.detail}`);
        bad++;
      }
      translated++;
    }
  console.log(`${translated} translations checked (${CONTENT_LOCALES.join(', ')})`);
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
    console.log(
      `${s}: ${f.kind}${'reply' in f && f.reply ? ` reply ${squareName(f.reply.from)}${squareName(f.reply.to)}` : ''}${'message' in f && f.message ? ` — ${sayEn(f.message)}` : ''}`,
    );
    drawBoard(runner.pos);
  }
} else {
  console.log('usage: exercises.ts check [filter] | try <file> <moves...>');
  process.exit(2);
}
