// The editor's mate verdict answers as it did before its search was made faster (one table for every
// length and the line, moves far from the defender's general not made, a mate-in-one test that stops
// at the first reply): the recorded answers on puzzles of the mate collection, the collection's own
// answers, and the plain search with a fresh solver for every question.
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Position, moveToUci, parseUci } from '../../src/lib/engine';
import { judgePosition, type Verdict } from '../../src/lib/task/verdict';
import { freshMate } from '../support/verdict-fresh';
import { randomSparse, rng } from '../support/random';

interface Recorded {
  id: string;
  fen: string;
  n: number;
  moves: string[];
  line: string[];
}
/** Every 30th mate in 1, 2 and 3 of lessons/puzzles/mates.csv and a mate in 4, as the verdict answered them before. */
const RECORDED: Recorded[] = JSON.parse(readFileSync(new URL('../fixtures/editor-mate-verdicts.json', import.meta.url), 'utf8'));

/** The mates of the collection, and those retired from it since the answers were recorded (their rows stay in retired/, whichever file). */
const collection = new Map(
  ['mates.csv', ...readdirSync(new URL('../../lessons/puzzles/retired/', import.meta.url)).map((f) => `retired/${f}`)]
    .filter((file) => file.endsWith('.csv'))
    .flatMap((file) =>
      readFileSync(new URL(`../../lessons/puzzles/${file}`, import.meta.url), 'utf8')
        .trim()
        .split('\n')
        .slice(1),
    )
    .map((line) => line.split(','))
    .map(([id, fen, moves, mateIn]) => [id, { fen, first: moves.split(' ')[0], n: Number(mateIn) }]),
);

describe("the editor's mate verdict", () => {
  const verdicts = new Map<string, Verdict>();
  const judged = (r: Recorded): Verdict => {
    if (!verdicts.has(r.id)) verdicts.set(r.id, judgePosition(r.fen, 'janggi'));
    return verdicts.get(r.id)!;
  };

  it('gives the recorded length, every mating first move and the line', () => {
    expect(RECORDED.length).toBeGreaterThan(50);
    for (const r of RECORDED) expect(judged(r), r.id).toEqual({ kind: 'mate', n: r.n, moves: r.moves, line: r.line });
  });

  it('agrees with the collection: its length, and its first move among the mating ones', () => {
    for (const r of RECORDED) {
      const puzzle = collection.get(r.id);
      expect(puzzle?.fen, r.id).toBe(r.fen);
      const v = judged(r);
      if (v.kind !== 'mate') throw new Error(`${r.id}: ${v.kind}`);
      expect(v.n, r.id).toBe(puzzle?.n);
      expect(v.moves, r.id).toContain(puzzle?.first);
    }
  });

  it('agrees with the plain search, a fresh solver for each length and each step of the line', () => {
    for (const r of RECORDED.filter((r, i) => r.n < 4 && i % 3 === 0)) {
      const v = judged(r);
      expect(v.kind === 'mate' ? { kind: 'mate', n: v.n, moves: v.moves, line: v.line } : v, r.id).toEqual(freshMate(r.fen));
    }
  });
});

describe('move generation for the mate search', () => {
  /** The answer of `generate(0, true)` must agree with the whole list; the moves before the safety test hold every legal board move. */
  function agrees(pos: Position): number {
    const all = pos.generate(0);
    const legal = Array.from(pos.moves.subarray(0, all));
    const first = pos.generate(0, true);
    expect(first > 0, pos.fen()).toBe(all > 0);
    if (first > 0) expect(legal, pos.fen()).toContain(pos.moves[0]);
    const end = pos.generatePseudo(0);
    const pseudo = new Set(pos.moves.subarray(0, end));
    for (const m of legal)
      if ((m & 0xff) !== m >>> 8) expect(pseudo.has(m), `${pos.fen()} ${moveToUci({ from: m & 0xff, to: m >>> 8 })}`).toBe(true);
    return all;
  }

  it('on random positions', () => {
    const rand = rng(29);
    for (let k = 0; k < 400; k++) agrees(randomSparse(rand, 4 + (k % 20)));
  });

  it('on the mated positions at the end of the recorded lines: no legal move', () => {
    for (const r of RECORDED) {
      const read = Position.fromFen(r.fen);
      if (!read.ok) throw new Error(r.id);
      const pos = read.value;
      for (const u of r.line) expect(pos.play(parseUci(u)!), `${r.id} ${u}`).toBe(true);
      expect(agrees(pos), r.id).toBe(0);
    }
  });
});
