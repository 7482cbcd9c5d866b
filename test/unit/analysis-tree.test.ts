import { describe, expect, test } from 'vitest';
import { MoveTree, ROOT, analysisHref, parseAnalysisQuery, treeHref } from '../../src/lib/analysis/tree';
import { barShare, choScore, MATE, pointsText, WIN } from '../../src/lib/analysis/score';

describe('analysis move tree', () => {
  test('moves played one after another make the main line', () => {
    const tree = MoveTree.fromMoves(['a4b4', 'a7b7', 'b4b5']);
    const end = tree.end(ROOT);
    expect(tree.path(end)).toEqual(['a4b4', 'a7b7', 'b4b5']);
    expect(tree.depth(end)).toBe(3);
    expect(tree.onMainLine(end)).toBe(true);
  });

  test('playing the next main-line move again follows it; another move starts a side line', () => {
    const tree = MoveTree.fromMoves(['a4b4', 'a7b7']);
    const first = tree.next(ROOT);
    expect(tree.add(first, 'a7b7')).toBe(tree.next(first));
    expect(tree.nodes).toHaveLength(3);
    const side = tree.add(first, 'i7h7');
    expect(side).not.toBe(tree.next(first));
    expect(tree.nodes[first].children).toEqual([tree.next(first), side]);
    expect(tree.onMainLine(side)).toBe(false);
    expect(tree.path(side)).toEqual(['a4b4', 'i7h7']);
    // The main line is unchanged by the side line.
    expect(tree.path(tree.end(ROOT))).toEqual(['a4b4', 'a7b7']);
  });

  test('back and forth: next, prev and end stay put at the ends', () => {
    const tree = MoveTree.fromMoves(['a4b4', 'a7b7']);
    expect(tree.prev(ROOT)).toBe(ROOT);
    const last = tree.end(ROOT);
    expect(tree.next(last)).toBe(last);
    expect(tree.prev(tree.prev(last))).toBe(ROOT);
    const side = tree.addLine(tree.next(ROOT), ['i7h7', 'i4h4']);
    expect(tree.end(tree.prev(side))).toBe(side);
    expect(tree.line(tree.prev(side))).toEqual(['a4b4', 'i7h7', 'i4h4']);
  });

  test('reading order puts a side line right after the move it replaces', () => {
    const tree = MoveTree.fromMoves(['a4b4', 'a7b7', 'b4b5']);
    const side = tree.addLine(tree.next(ROOT), ['i7h7', 'i4h4']);
    const order = tree
      .tokens()
      .map((t) => (t.kind === 'move' ? `${tree.nodes[t.id].uci}${t.level ? `@${t.level}` : ''}${t.first ? '*' : ''}` : t.kind));
    expect(order).toEqual(['a4b4*', 'a7b7', 'open', 'i7h7@1*', 'i4h4@1', 'close', 'b4b5*']);
    expect(tree.path(side)).toEqual(['a4b4', 'i7h7', 'i4h4']);
  });

  test('an address holds the line and the ply, and reads back the same', () => {
    const fen = '4k4/R8/9/9/9/9/9/9/9/1R1K5 w - - 0 1';
    const tree = MoveTree.fromMoves(['b1b2', 'e10d10']);
    const href = treeHref(tree, tree.next(ROOT), { fen, rules: 'casual' });
    expect(href.startsWith('/analysis?')).toBe(true);
    expect(href).toContain('moves=b1b2,e10d10');
    const link = parseAnalysisQuery(new URL(href, 'http://x').searchParams);
    expect(link).toEqual({ fen, moves: ['b1b2', 'e10d10'], ply: 1, rules: 'casual' });
    expect(analysisHref({ moves: [] })).toBe('/analysis');
    expect(analysisHref({ moves: ['a4b4'], ply: 1 })).toBe('/analysis?moves=a4b4');
  });

  test('an address with text that is not a move keeps the moves before it and names it', () => {
    const link = parseAnalysisQuery(new URLSearchParams('moves=a4b4,zz9,a7b7&ply=9'));
    expect(link.moves).toEqual(['a4b4']);
    expect(link.badMove).toBe('zz9');
    expect(link.ply).toBe(1);
    expect(parseAnalysisQuery(new URLSearchParams('ply=-2')).ply).toBeUndefined();
  });
});

describe('analysis scores', () => {
  test('scores are turned to Cho’s view and mates to the mating side’s moves', () => {
    expect(choScore(150, 'cho')).toEqual({ cp: 150 });
    expect(choScore(150, 'han')).toEqual({ cp: -150 });
    expect(choScore(MATE - 1, 'cho')).toMatchObject({ mate: 1 });
    expect(choScore(MATE - 3, 'han')).toMatchObject({ mate: -2 });
    expect(choScore(-(MATE - 2), 'cho')).toMatchObject({ mate: -1 });
    expect(choScore(WIN - 4, 'han')).toMatchObject({ rule: 'loss' });
  });

  test('the bar is half at level, full at a mate, and points read with a sign', () => {
    expect(barShare({ cp: 0 })).toBe(0.5);
    expect(barShare({ cp: 500 })).toBeGreaterThan(0.6);
    expect(barShare({ cp: -(MATE - 1), mate: -1 })).toBe(0);
    expect(pointsText(130)).toBe('+1.3');
    expect(pointsText(-44)).toBe('-0.4');
    expect(pointsText(3)).toBe('0.0');
  });
});

describe('analysis search', () => {
  test('reports each depth with up to three lines, then ends with a mate found', async () => {
    const { analyse } = await import('../../src/lib/analysis/run');
    const reports: import('../../src/lib/analysis/protocol').AnalyseReport[] = [];
    analyse(7, { rules: 'janggi', rootFen: '4k4/R8/9/9/9/9/9/9/9/1R1K5 w - - 0 1', moves: [], movetime: 2000 }, (r) => reports.push(r));
    const last = reports.at(-1)!;
    expect(last.done).toBe(true);
    expect(reports.filter((r) => !r.done).length).toBeGreaterThan(0);
    expect(reports.every((r) => r.id === 7 && r.lines.length <= 3)).toBe(true);
    expect(last.lines[0].pv[0]).toBe('b1b10');
    expect(last.lines[0].score.mate).toBe(1);
    expect(last.lines.length).toBe(3);
  });

  test('after moves Han is to move and the score stays from Cho’s view; a finished game is not searched', async () => {
    const { analyse } = await import('../../src/lib/analysis/run');
    const reports: import('../../src/lib/analysis/protocol').AnalyseReport[] = [];
    analyse(1, { rules: 'janggi', rootFen: '4k4/R8/9/9/9/9/9/9/9/1R1K5 w - - 0 1', moves: ['d1e1'], movetime: 500 }, (r) =>
      reports.push(r),
    );
    // Cho is a chariot and more ahead whoever is to move.
    expect(reports.at(-1)!.lines[0].score.cp).toBeGreaterThan(500);
    const over: import('../../src/lib/analysis/protocol').AnalyseReport[] = [];
    analyse(2, { rules: 'janggi', rootFen: '4k4/R8/9/9/9/9/9/9/9/1R1K5 w - - 0 1', moves: ['b1b10'], movetime: 500 }, (r) => over.push(r));
    expect(over).toEqual([expect.objectContaining({ done: true, over: true, lines: [] })]);
  });
});
