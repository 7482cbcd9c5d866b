/**
 * `engine review [--rules R] [--movetime ms] [--depth n] [--game N] <file>`: reads a game record
 * (.gib in UTF-8 or CP949, or PGN) and prints one JSON object a ply:
 * {"ply", "move", "class", "eval" (centi-points from Cho's side after the move), "mate", "best"}.
 * An unreadable record exits 2 with its line and the reason.
 */
import { readFileSync } from 'node:fs';
import type { RuleSetName } from '../../src/lib/engine';
import { decodeRecordBytes, parseRecords, type RecordError } from '../../src/lib/records';
import { parseLesson } from '../../src/lib/lessons/parse';
import { bookPlies } from '../../src/lib/review/book';
import { openingBook } from '../../src/lib/review/book-build';
import { reviewGame } from '../../src/lib/review/review';
import { englishSources } from '../content-tasks';

/** The review's opening book, from the lessons as the app's build makes it. */
function lessonBook(): string[] {
  const lessons = englishSources('lessons/learn').flatMap((file) => parseLesson(file, readFileSync(file, 'utf8')).lesson ?? []);
  return openingBook(lessons);
}

const REASON: Record<RecordError['code'], string> = {
  empty: 'the file holds no game',
  'too-large': 'the record is too large',
  'no-moves': 'a game has headers but no moves',
  header: 'a header is not of the form [key "value"]',
  fen: 'the FEN is not a Janggi position',
  setup: 'the setup is not one of 마상상마, 상마마상, 마상마상, 상마상마',
  'move-text': 'this is not a move',
  'illegal-move': 'this move is not legal in the position',
  'after-end': 'the game was already over',
  'too-many-games': 'the file holds too many games',
};

export function describeRecordError(e: RecordError): string {
  const where = e.ply ? `line ${e.line}, ply ${e.ply}` : `line ${e.line}`;
  return `${where}: ${REASON[e.code]}${e.text ? ` ("${e.text}")` : ''}`;
}

export async function runReview(args: string[], rules: RuleSetName, fail: (message: string) => never): Promise<void> {
  let movetime = 300;
  let depth: number | undefined;
  let game = 1;
  const rest: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    const num = (what: string) => {
      const v = Number(args[++i]);
      if (!Number.isInteger(v) || v < 1) fail(`${what} must be a positive whole number.`);
      return v;
    };
    if (a === '--movetime') movetime = num('--movetime');
    else if (a === '--depth') depth = num('--depth');
    else if (a === '--game') game = num('--game');
    else rest.push(a);
  }
  if (rest.length !== 1) fail('review needs one record file.');
  let bytes: Buffer;
  try {
    bytes = readFileSync(rest[0]);
  } catch {
    fail(`cannot read ${rest[0]}.`);
  }
  const r = parseRecords(decodeRecordBytes(bytes));
  if (!r.ok) fail(`${rest[0]}: ${describeRecordError(r.error)}`);
  const record = r.value[game - 1];
  if (!record) fail(`${rest[0]} holds ${r.value.length} game(s), not ${game}.`);
  const book = bookPlies(record.fen, record.moves, lessonBook(), rules);
  for (const p of reviewGame(record.fen, record.moves, { rules, movetime, depth })) {
    if (p.ply <= book && p.class !== 'forced') p.class = 'book';
    process.stdout.write(JSON.stringify({ ply: p.ply, move: p.move, class: p.class, eval: p.eval, mate: p.mate, best: p.best }) + '\n');
  }
}
