import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { Position, perft } from '../../src/lib/engine';

const run = (args: string[], input?: string) =>
  spawnSync('node', ['scripts/run-ts.mjs', 'scripts/engine/cli.ts', ...args], { encoding: 'utf8', input });

describe('engine command line', () => {
  it("perft prints one line per move, then the total in Fairy-Stockfish's shape", () => {
    const r = run(['perft', '2']);
    expect(r.status).toBe(0);
    const lines = r.stdout.trimEnd().split('\n');
    expect(lines[lines.length - 1]).toBe('Nodes searched: 1024');
    expect(lines[lines.length - 2]).toBe('');
    const moves = lines.slice(0, -2);
    expect(moves).toHaveLength(32);
    expect(moves).toContain('e2e2: 32');
    for (const l of moves) expect(l).toMatch(/^[a-i]\d+[a-i]\d+: \d+$/);
  });
  it('perft --stdin prints one count per FEN', () => {
    const fens = ['rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1', '4k4/9/9/9/9/9/9/9/9/3RK4 w - - 0 1'];
    const r = run(['perft', '3', '--stdin'], fens.join('\n') + '\n');
    expect(r.status).toBe(0);
    const expected = fens.map((f) => {
      const p = Position.fromFen(f);
      if (!p.ok) throw new Error(p.error.code);
      return String(perft(p.value, 3));
    });
    expect(expected[0]).toBe('33000');
    expect(r.stdout.trim().split('\n')).toEqual(expected);
  });
  it('mate lists first moves or none, with --rules', () => {
    const r = run(['mate', '1', '3kb4/3aa4/9/9/9/9/9/9/9/R4K3 w - - 0 1', '--rules', 'casual']);
    expect(r.stdout.trim()).toBe('a1a10');
    const none = run(['mate', '1', 'rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1']);
    expect(none.stdout.trim()).toBe('none');
  });
  it('bad arguments get a usage message and a non-zero exit', () => {
    for (const args of [[], ['fly'], ['perft', 'x'], ['perft', '2', 'not a fen'], ['mate', '2'], ['perft', '1', '--rules', 'chess']]) {
      const r = run(args);
      expect(r.status, args.join(' ')).not.toBe(0);
      expect(r.stderr).toMatch(/usage: engine/);
    }
  });
});

describe('engine command line, --variant nine-elder', () => {
  it('perft answers like the Janggi perft, with drops and promotions in UCI', () => {
    const r = run(['perft', '2', '--variant', 'nine-elder']);
    expect(r.status).toBe(0);
    const lines = r.stdout.trimEnd().split('\n');
    expect(lines[lines.length - 1]).toBe('Nodes searched: 3034');
    expect(lines[lines.length - 2]).toBe('');
    expect(lines.slice(0, -2)).toHaveLength(55);
    expect(lines).toContain('d2d7+: 54');
    const drops = run(['perft', '1', 'k8/2G6/9/9/9/9/9/9/N7K[P] w - - 0 1', '--variant=nine-elder']);
    expect(drops.stdout).toContain('P@a7: 1');
  });
  it('refuses unknown variants, verbs it lacks and bad FENs', () => {
    expect(run(['perft', '1', '--variant', 'chess']).status).toBe(2);
    expect(run(['mate', '1', 'x', '--variant', 'nine-elder']).status).toBe(2);
    const bad = run(['perft', '1', 'k8/9[]', '--variant', 'nine-elder']);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('9 ranks');
  });
});
