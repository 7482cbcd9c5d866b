/**
 * Content export.
 *   npm run --silent content -- tasks
 *     one JSON object a line for every lesson task and every exercise:
 *     {"id": "...", "kind": "lesson" | "exercise", "fen": "...", "rules": "janggi" | "traditional" | "modern" | "casual",
 *      "answer": ["<intended first moves, UCI>"]}
 *     Lesson ids are `<lesson id>/<step id>`, exercise ids `<track>/<id>`. `answer` is empty for a choice
 *     task (and for the tapping drills, which have no move). Mate tasks list every first move that
 *     forces the mate; exercises the intended solution's first move; other lesson tasks the first
 *     move of the shortest solution the validator finds.
 * Only the English sources are read (`*.<language>.md` siblings, such as `*.ko.md` or `*.zh-Hant.md`, are translations of the same tasks).
 */
import { tasks } from './content-tasks';

const [cmd] = process.argv.slice(2);

if (cmd === 'tasks') {
  const out = tasks()
    .map((t) => JSON.stringify(t))
    .join('\n');
  process.stdout.write(out ? out + '\n' : '');
} else {
  process.stderr.write('usage: npm run --silent content -- tasks\n');
  process.exit(2);
}
