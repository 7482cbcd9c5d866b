/**
 * Fairy-Stockfish check of the lesson tasks that name a best move (devDependency; slow).
 *   npm run --silent content -- tasks > /tmp/tasks.jsonl
 *   nice -n 10 node scripts/run-ts.mjs scripts/lessons-fsf.ts /tmp/tasks.jsonl [depth=10] [filter]
 * One line per lesson task with an answer: the intended first move's score, Fairy-Stockfish's best
 * and its score (centipawns for the side to move, under the task's rules). Flagged LOSES when the
 * intended move scores below -100 while the best does not (it hangs material or walks into a
 * mate), and FAR when it is more than 300 below the best.
 */
import { readFileSync } from 'node:fs';
import { RULE_SETS, type RuleSetName } from '$lib/engine';
import { Analyser, loadFsf } from '../test/support/exercise-fsf';

const [file, d = '10', filter] = process.argv.slice(2);
const depth = Number(d);
const tasks = readFileSync(file, 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((l) => JSON.parse(l) as { id: string; kind: string; fen: string; rules: RuleSetName; answer: string[] })
  .filter((t) => t.kind === 'lesson' && t.answer.length > 0 && (!filter || t.id.includes(filter)));
const fsf = await loadFsf();
const an = new Analyser(fsf);
let flagged = 0;
for (const t of tasks) {
  const variant = RULE_SETS[t.rules].fsfVariant;
  const [best] = await an.top(variant, t.fen, [], depth);
  const mine = await Promise.all([]).then(() => an.top(variant, t.fen, [], depth, 1, [t.answer[0]]));
  const cp = mine[0]?.cp;
  const bestCp = best?.cp;
  let flag = 'ok';
  if (cp === undefined || bestCp === undefined) flag = '??';
  else if (cp < -100 && bestCp >= -100) flag = 'LOSES';
  else if (bestCp - cp > 300 && Math.abs(bestCp) < 50_000) flag = 'FAR';
  if (flag !== 'ok') flagged++;
  console.log(`${flag} ${t.id} [${t.rules}] ${t.answer[0]} ${cp} best ${best?.move} ${bestCp} pv ${mine[0]?.pv.slice(0, 6).join(' ')}`);
}
console.log(`${tasks.length} lesson tasks with an answer, ${flagged} flagged at depth ${depth}`);
fsf.quit();
process.exit(0);
