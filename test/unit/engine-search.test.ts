import { readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { Position, parseUci, type RuleSetName } from '../../src/lib/engine';
import { Search, WIN } from '../../src/lib/engine/search/search';
import { evaluate } from '../../src/lib/engine/search/eval';
import { LEVELS, clampLevel, levelMove, rng } from '../../src/lib/engine/search/levels';
import { UciEngine } from '../../src/lib/engine/search/uci';

const load = (fen: string, rules: RuleSetName = 'janggi', moves: string[] = []) => {
  const r = Position.fromFen(fen, rules);
  if (!r.ok) throw new Error(r.error.code);
  for (const m of moves) if (!r.value.play(parseUci(m)!)) throw new Error(`illegal ${m}`);
  return r.value;
};

const mateInOne = readFileSync('lessons/puzzles/mates.csv', 'utf8')
  .trim()
  .split('\n')
  .slice(1)
  .map((l) => l.split(','))
  .filter((c) => c[3] === '1')
  .slice(0, 12)
  .map((c) => c[1]);

describe('search', () => {
  it('finds a mate in one in puzzle positions (the move really mates)', () => {
    expect(mateInOne.length).toBeGreaterThanOrEqual(10);
    for (const fen of mateInOne) {
      const pos = load(fen);
      const r = new Search(pos).run({ depth: 3 });
      expect(r.move, fen).toBeDefined();
      pos.play(r.move!);
      expect(pos.outcome()?.reason, fen).toBe('checkmate');
    }
  });

  it('takes a hanging chariot and does not give its own away', () => {
    // Cho's chariot on a5 can take Han's undefended chariot on a7 (which attacks it).
    const pos = load('4k4/4a4/9/r8/9/R8/9/9/4K4/9 w - - 0 1');
    const r = new Search(pos).run({ depth: 3 });
    expect(r.uci).toBe('a5a7');
  });

  it('under counting rules passes back to end a game it wins on points, but plays on when that is only a draw', () => {
    const fen = 'r8/4k4/9/9/9/9/9/9/3K5/9 w - - 0 1';
    const counted = new Search(load(fen, 'janggi', ['d2d2'])).run({ depth: 2 });
    expect(counted.uci).toBe('e9e9');
    expect(counted.score).toBeGreaterThan(WIN - 100);
    const casual = new Search(load(fen, 'casual', ['d2d2'])).run({ depth: 2 });
    expect(casual.uci).not.toBe('e9e9');
  });

  it('with less on the board under counting it does not pass back (that would lose on points)', () => {
    // Cho is ahead (a chariot against nothing); Han to move after Cho's pass must not pass.
    const pos = load('9/4k4/9/9/9/9/9/9/3K5/R8 w - - 0 1', 'janggi', ['d2d2']);
    const r = new Search(pos).run({ depth: 2 });
    expect(r.uci).not.toBe('e9e9');
  });

  it('stops on demand and still answers with a legal move', () => {
    const pos = Position.start();
    const s = new Search(pos);
    const r = s.run({ depth: 30 }, {}, (info) => {
      if (info.depth >= 2) s.stop();
    });
    expect(r.depth).toBe(2);
    expect(pos.isLegal(r.move!)).toBe(true);
  });

  it('honours a node budget', () => {
    const r = new Search(Position.start()).run({ depth: 30, nodes: 3000 });
    expect(r.nodes).toBeLessThan(3000 + 2000);
    expect(Position.start().isLegal(r.move!)).toBe(true);
  });

  it('gives no move once the game is over', () => {
    const over = load(mateInOne[0]);
    const best = new Search(over).run({ depth: 2 });
    over.play(best.move!);
    expect(over.outcome()?.reason).toBe('checkmate');
    expect(new Search(over).run({ depth: 2 }).move).toBeUndefined();
  });

  it('evaluation is symmetric: the start position is level, and mirrored colours negate', () => {
    const start = Position.start();
    expect(Math.abs(evaluate(start) - 15)).toBeLessThanOrEqual(1);
    // Colour-flipped position (rank mirror, swap case, other side to move) scores the same for the mover.
    const fen = '4ka3/4a4/4b4/p3p1p1p/2p6/9/P1P1P1P1P/1C2B4/3K5/R3A4 w - - 0 1';
    const rows = fen.split(' ')[0].split('/').reverse();
    const swapped = rows.map((r) => r.replace(/[a-z]/gi, (ch) => (ch === ch.toUpperCase() ? ch.toLowerCase() : ch.toUpperCase())));
    const a = evaluate(load(fen));
    const b = evaluate(load(`${swapped.join('/')} b - - 0 1`));
    expect(a).toBe(b);
  });

  it('prefers soldiers side by side to soldiers apart (a lesson idea in the evaluation)', () => {
    const pair = evaluate(load('4k4/9/9/9/9/3PP4/9/9/4K4/9 w - - 0 1'));
    const apart = evaluate(load('4k4/9/9/9/9/1P5P1/9/9/4K4/9 w - - 0 1'));
    expect(pair).toBeGreaterThan(apart);
  });
});

describe('levels', () => {
  it('clamps: 1..8, anything above 8 is the top level', () => {
    expect(clampLevel(0)).toBe(1);
    expect(clampLevel(3)).toBe(3);
    expect(clampLevel(20)).toBe(8);
  });

  it('the levels below the top search within a budget that grows from level to level', () => {
    const budgets = [1, 2, 3, 4, 5, 6, 7].map((n) => LEVELS[n].nodes);
    for (const [i, b] of budgets.entries()) {
      expect(b, `level ${i + 1}`).toBeGreaterThan(0);
      if (i > 0) expect(b, `level ${i + 1}`).toBeGreaterThan(budgets[i - 1]!);
    }
    expect(LEVELS[8].nodes).toBeUndefined();
  });

  // The material the side to move keeps once the captures on the board are played out.
  const settled = (pos: Position) => new Search(pos).quiet({ evaluation: 'material' });
  const untimed = (level: number) => ({ untimed: true, depth: level >= 6 ? 3 : undefined });

  it('low levels sometimes grab a defended soldier with a horse (the recapture overlooked); the top level never', () => {
    // Cho's horse can take the soldier on d5; the Han soldier beside it takes back.
    const pos = load('9/4k4/9/9/9/3pp4/9/2N6/4K4/9 w - - 0 1');
    let grabs = 0;
    for (let seed = 1; seed <= 20; seed++) if (levelMove(pos, 1, { untimed: true }, rng(seed)).uci === 'c3d5') grabs++;
    expect(grabs).toBeGreaterThanOrEqual(1);
    expect(grabs).toBeLessThan(20);
    expect(levelMove(pos, 8, { depth: 4 }).uci).not.toBe('c3d5');
  });

  it('every level takes a free chariot, whatever its seed', () => {
    for (const fen of ['4k4/4a4/9/r8/9/R8/9/9/4K4/9 w - - 0 1', '3aka3/9/4c4/9/6r2/9/2P6/4C4/4K4/6R2 w - - 0 1'])
      for (let level = 1; level <= 8; level++)
        for (let seed = 1; seed <= 8; seed++) {
          const pos = load(fen);
          const r = levelMove(pos, level, untimed(level), rng(seed));
          const taken = pos.board[r.move!.to];
          expect(taken & 7, `level ${level} seed ${seed} played ${r.uci} in ${fen}`).toBe(5);
        }
  });

  it('level 1 sometimes misses a two-move fork that the top level always plays', () => {
    // A chariot move that attacks two undefended pieces along a rank: one of them falls.
    const forks: [string, string][] = [
      ['3aka3/9/9/n7n/9/9/9/9/5K3/3R5 w - - 0 1', 'd1d7'],
      ['3aka3/9/9/1n5b1/9/9/9/9/5K3/3R5 w - - 0 1', 'd1d7'],
    ];
    let missed = 0;
    let found = 0;
    for (const [fen, fork] of forks) {
      expect(levelMove(load(fen), 8, { depth: 4 }).uci).toBe(fork);
      for (let seed = 1; seed <= 12; seed++) {
        if (levelMove(load(fen), 1, { untimed: true }, rng(seed)).uci === fork) found++;
        else missed++;
      }
    }
    expect(missed).toBeGreaterThan(0);
    expect(found).toBeGreaterThan(0);
  });

  it('no level gives a chariot away for nothing in a quiet position', () => {
    // Quiet: neither side has a capture on the board (nothing is under attack, no threat pending).
    const noCapture = (pos: Position) => pos.legalMoves().every((m) => m.from === m.to || !pos.pieceAt(m.to));
    const isQuiet = (pos: Position) => {
      if (!noCapture(pos) || !pos.canPass()) return false;
      const other = pos.clone();
      const g = other.generalSquare(other.turn);
      return other.play({ from: g, to: g }) && noCapture(other);
    };
    // The four starting setups, and the board after sound developing moves wherever it is quiet.
    const quiet = ['RNBA1ABNR', 'RBNA1ANBR', 'RNBA1ANBR', 'RBNA1ABNR'].map((s, i) =>
      load(
        `${['RBNA1ANBR', 'RNBA1ABNR', 'RBNA1ABNR', 'RNBA1ANBR'][i].toLowerCase()}/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/${s} w - - 0 1`,
      ),
    );
    const p = Position.start();
    for (let i = 0; i < 16; i++) {
      p.play(levelMove(p, 6, { untimed: true, depth: 2 }, rng(i + 1)).move!);
      if (isQuiet(p)) quiet.push(p.clone());
    }
    expect(quiet.length).toBeGreaterThanOrEqual(6);
    for (const [k, pos] of quiet.entries())
      for (let level = 1; level <= 8; level++)
        for (let seed = 1; seed <= (level <= 5 ? 6 : 1); seed++) {
          const after = pos.clone();
          const r = levelMove(after, level, untimed(level), rng(seed * 31 + k));
          after.play(r.move!);
          // What the mover loses once the opponent's captures are played out (nothing was en prise before).
          const lost = settled(after);
          expect(lost, `level ${level} seed ${seed} position ${k} played ${r.uci}`).toBeLessThan(1000);
        }
  });

  it('the blind spots follow the seed: the same seed plays the same move, other seeds vary', () => {
    const pos = load('3aka3/9/9/1n5b1/9/9/9/9/5K3/3R5 w - - 0 1');
    const moves = new Set<string>();
    for (let seed = 1; seed <= 8; seed++) {
      const a = levelMove(pos, 1, { untimed: true }, rng(seed)).uci;
      expect(levelMove(pos, 1, { untimed: true }, rng(seed)).uci).toBe(a);
      moves.add(a!);
    }
    expect(moves.size).toBeGreaterThan(1);
  });

  it('every level answers with a legal move from the start', () => {
    for (let level = 1; level <= 8; level++) {
      const pos = Position.start();
      const r = levelMove(pos, level, { movetime: 200, depth: 3 }, rng(level));
      expect(pos.isLegal(r.move!), `level ${level}`).toBe(true);
    }
  });
});

describe('UCI', () => {
  const session = (lines: string[]) => {
    const out: string[] = [];
    const e = new UciEngine((l) => out.push(l));
    for (const l of lines) e.receive(l);
    return out;
  };

  it('answers uci, isready, and a search with a legal bestmove', () => {
    const out = session(['uci', 'isready', 'ucinewgame', 'position startpos moves b1c3', 'go depth 2']);
    expect(out.filter((l) => l.startsWith('id '))).toHaveLength(2);
    expect(out).toContain('uciok');
    expect(out.indexOf('uciok')).toBeLessThan(out.indexOf('readyok'));
    const best = out.find((l) => l.startsWith('bestmove '))!.split(' ')[1];
    const pos = load('rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1', 'janggi', ['b1c3']);
    expect(pos.isLegal(parseUci(best)!)).toBe(true);
    expect(out.some((l) => /^info depth 2 score cp -?\d+ nodes \d+/.test(l))).toBe(true);
  });

  it("prints a pass as the general's square twice, and the variant decides", () => {
    const fen = 'r8/4k4/9/9/9/9/9/9/3K5/9 w - - 0 1';
    const counted = session([`position fen ${fen} moves d2d2`, 'go depth 2']);
    expect(counted.at(-1)).toBe('bestmove e9e9');
    const casual = session(['setoption name UCI_Variant value janggicasual', `position fen ${fen} moves d2d2`, 'go depth 2']);
    expect(casual.at(-1)).not.toBe('bestmove e9e9');
  });

  it('takes Skill Level and go movetime; a low level answers too', () => {
    const out = session(['setoption name Skill Level value 2', 'position startpos', 'go movetime 100']);
    const best = out.at(-1)!.split(' ')[1];
    expect(Position.start().isLegal(parseUci(best)!)).toBe(true);
  });

  it('says what is wrong with a bad FEN, an illegal move or an unknown variant', () => {
    const out = session(['position fen not-a-fen', 'go depth 1', 'setoption name UCI_Variant value chess', 'position startpos moves a1a9']);
    expect(out[0]).toMatch(/^info string bad FEN/);
    expect(out).toContain('bestmove (none)');
    expect(out.some((l) => l.startsWith('info string unknown variant'))).toBe(true);
    expect(out.some((l) => l.startsWith('info string illegal move a1a9'))).toBe(true);
  });

  it('runs behind the command line: npm run engine -- uci', () => {
    const r = spawnSync('node', ['scripts/run-ts.mjs', 'scripts/engine/cli.ts', 'uci'], {
      encoding: 'utf8',
      input: 'uci\nisready\nposition startpos\ngo depth 2\nquit\n',
    });
    expect(r.status).toBe(0);
    const lines = r.stdout.trim().split('\n');
    expect(lines).toContain('uciok');
    expect(lines).toContain('readyok');
    const best = lines.at(-1)!;
    expect(best).toMatch(/^bestmove [a-i]\d+[a-i]\d+$/);
    expect(Position.start().isLegal(parseUci(best.split(' ')[1])!)).toBe(true);
  });
});

describe('the search under a standing bikjang', () => {
  it('at its horizon, the side that must answer a bikjang may break it with a quiet move (no count is forced on it)', () => {
    // Han's general may step to e10 or e9, facing Cho's on e2: Cho can simply step aside, so one ply of
    // search must not call the count (Han 14.5 against Cho 13) forced.
    const p = Position.fromFen('3k5/9/9/9/r8/9/9/9/4K4/R8 b - - 0 1');
    if (!p.ok) throw new Error(p.error.code);
    const r = new Search(p.value).run({ depth: 1 });
    expect(Math.abs(r.score)).toBeLessThan(WIN - 1000);
  });
});

describe('several best lines (multi-PV)', () => {
  it('gives the best lines in order, the first the search’s move, each a legal line with its own first move', () => {
    const p = Position.fromFen('rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1');
    if (!p.ok) throw new Error(p.error.code);
    const single = new Search(p.value).run({ depth: 4 });
    const r = new Search(p.value).run({ depth: 4 }, { multiPv: 3 });
    expect(r.lines).toHaveLength(3);
    expect(r.lines[0].move).toBe(r.uci);
    expect(r.lines[0].score).toBe(r.score);
    expect(new Set(r.lines.map((l) => l.move)).size).toBe(3);
    for (let i = 1; i < 3; i++) expect(r.lines[i].score).toBeLessThanOrEqual(r.lines[i - 1].score);
    for (const l of r.lines) {
      expect(l.pv[0]).toBe(l.move);
      const q = p.value.clone();
      for (const u of l.pv) expect(q.play(parseUci(u)!)).toBe(true);
    }
    // A single-line search reports no lines.
    expect(single.lines).toEqual([]);
  });

  it('each line’s score is its move’s own value: the same as searching that move alone one ply less', () => {
    const p = Position.fromFen('3k5/9/9/9/r8/9/9/9/9/R4K3 w - - 0 1');
    if (!p.ok) throw new Error(p.error.code);
    const r = new Search(p.value).run({ depth: 3 }, { multiPv: 2 });
    expect(r.lines[0].move).toBe('a1a6');
    const second = p.value.clone();
    second.play(parseUci(r.lines[1].move)!);
    const alone = new Search(second).run({ depth: 2 });
    expect(Math.abs(-alone.score - r.lines[1].score)).toBeLessThan(150);
  });
});
