/**
 * Lesson authoring helper.
 *   node scripts/run-ts.mjs scripts/lessons.ts check            validate every lessons/learn/*.md, with
 *                                                               the best solution length and search size of each step
 *   node scripts/run-ts.mjs scripts/lessons.ts show <fen> [pt]  draw a position; with a point, its legal moves
 */
import { Position, parseSquare, squareName } from '$lib/engine';
import { parseLesson } from '$lib/lessons/parse';
import { validateCollection, validateLesson } from '$lib/lessons/validate';
import type { Lesson } from '$lib/lessons/types';
import { checkFiles, drawBoard } from './content-check';
import { englishSources } from './content-tasks';
import { engineErrorText } from '$lib/i18n/engine-errors';

const [cmd, ...args] = process.argv.slice(2);

if (cmd === 'check') {
  const dir = 'lessons/learn';
  const files = englishSources(dir);
  const checked = checkFiles(
    files,
    (file, source) => {
      const r = parseLesson(file, source);
      return { errors: r.errors, item: r.lesson };
    },
    validateLesson,
    (file, lesson, v, ms) =>
      `${file}: ${lesson.stepIds.length} steps, ${ms} ms  ${v.reports.map((s) => `${s.stepId}=${s.best}${s.nodes ? `(${s.nodes})` : ''}`).join(' ')}`,
  );
  const lessons: Lesson[] = checked.items;
  let bad = checked.bad;
  for (const e of validateCollection(lessons)) {
    console.log(e.message);
    bad++;
  }
  console.log(`${lessons.length} lessons, ${bad} problem(s)`);
  process.exit(bad ? 1 : 0);
} else if (cmd === 'show') {
  const r = Position.fromFen(args[0]);
  if (!r.ok) {
    console.log(engineErrorText(r.error));
    process.exit(1);
  }
  const pos = r.value;
  const from = args[1] ? parseSquare(args[1]) : undefined;
  const dests = from !== undefined ? pos.dests(from) : [];
  drawBoard(pos, dests);
  console.log(`${pos.turn} to move${pos.isCheck() ? ', in check' : ''}`);
  if (from !== undefined)
    console.log(`${squareName(from)}: ${dests.map(squareName).join(' ')}  (pseudo: ${pos.pseudoTargets(from).map(squareName).join(' ')})`);
} else {
  console.log('usage: node scripts/run-ts.mjs scripts/lessons.ts check | show <fen> [point]');
  process.exit(2);
}
