/**
 * Fairy-Stockfish soundness report over the exercises (devDependency; slow).
 *   nice -n 10 node scripts/run-ts.mjs scripts/exercises-fsf.ts [depth=12] [filter]
 *   nice -n 10 node scripts/run-ts.mjs scripts/exercises-fsf.ts top '<fen>' [depth=12] [multipv=5] [variant=janggi] [moves...]
 * One line per move exercise: intended first move and score, FSF's best and score, the loss in
 * centipawns (flagged over 100), and every scripted reply outside FSF's three best at depth 12.
 */
import { readFileSync } from 'node:fs';
import { parseExercise } from '$lib/exercises/parse';
import { TRACKS } from '$lib/exercises/types';
import { englishSources } from './content-tasks';
import { Analyser, analyseExercise, loadFsf } from '../test/support/exercise-fsf';

if (process.argv[2] === 'top') {
  const [, fen, d = '12', pv = '5', variant = 'janggi', ...moves] = process.argv.slice(2);
  const fsf = await loadFsf();
  const an = new Analyser(fsf);
  for (const l of await an.top(variant, fen, moves, Number(d), Number(pv))) console.log(`${l.move} ${l.cp}`);
  fsf.quit();
  process.exit(0);
}
const depth = Number(process.argv[2] ?? 12);
const filter = process.argv[3];
const fsf = await loadFsf();
const an = new Analyser(fsf);
let bad = 0;
for (const track of TRACKS)
  for (const file of englishSources(`lessons/exercises/${track}`)) {
    if (filter && !file.includes(filter)) continue;
    const r = parseExercise(file, readFileSync(file, 'utf8'));
    if (!r.exercise) {
      console.log(`${file}: does not parse`);
      bad++;
      continue;
    }
    const t0 = Date.now();
    const v = await analyseExercise(an, r.exercise, depth);
    if (!v) {
      console.log(`${file}: choice task`);
      continue;
    }
    const flag = (v.loss ?? 0) > 100 || v.badReplies.length ? 'BAD' : 'ok';
    if (flag === 'BAD') bad++;
    console.log(
      `${flag} ${v.id} [${v.rules}] d${depth}: intended ${v.intended} ${v.intendedCp}, best ${v.best} ${v.bestCp}, loss ${v.loss}; line ${v.line.join(' ')}` +
        v.badReplies
          .map((b) => `; reply ${b.reply} (ply ${b.ply}) not in top3 ${b.top.map((l) => `${l.move} ${l.cp}`).join(', ')}`)
          .join('') +
        ` (${Date.now() - t0} ms)`,
    );
  }
console.log(`${bad} exercise(s) fail the check at depth ${depth}`);
fsf.quit();
process.exit(0);
