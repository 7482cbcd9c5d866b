// @vitest-environment jsdom
// (Tests resolve packages with the "browser" condition, and remark's entity decoder then needs a document.)
// Strategy exercises: the predicates, the opponent, the parser and the runner.
import { describe, expect, it } from 'vitest';
import { Position, parseSquare, parseUci, setupFen, type Move } from '$lib/engine';
import { defenceReply } from '$lib/exercises/defence';
import { opponentReply, type Opponent } from '$lib/exercises/opponent';
import { parseExercise } from '$lib/exercises/parse';
import {
  attackersOf,
  describeCall,
  evaluate,
  movesToReach,
  protectors,
  soldierRuns,
  type PredicateCall,
  type PredicateContext,
  type PredicateName,
} from '$lib/exercises/predicates';
import { ExerciseRunner, playTurn, replay } from '$lib/exercises/runner';
import { moveFacts } from '$lib/i18n/moves';
import { msg, say, sayEn, type TaskMessage } from '$lib/task/messages';
import { MemoryBackend, createProgressApi } from '$lib/progress';
import { loadRecords, recordTry } from '$lib/exercises/store-seam';

const sq = (s: string) => parseSquare(s)!;
const mv = (s: string): Move => parseUci(s)!;
const pos = (fen: string) => {
  const r = Position.fromFen(fen, 'casual');
  if (!r.ok) throw new Error(r.error.code);
  return r.value;
};
/** Generals and guards only, with the given ranks filled in (rank 10 first, 10 strings). */
const board = (rows: Partial<Record<number, string>>, turn: 'w' | 'b' = 'w') => {
  const base: Record<number, string> = { 10: '3a1a3', 9: '4k4', 2: '4K4', 1: '3A1A3' };
  const out: string[] = [];
  for (let r = 10; r >= 1; r--) out.push(rows[r] ?? base[r] ?? '9');
  return `${out.join('/')} ${turn} - - 0 1`;
};
const ctxFor = (p: Position): PredicateContext => ({ solver: p.turn, start: p.clone() });
const call = (name: PredicateName, params: Record<string, string | number> = {}, negate = false): PredicateCall => ({
  name,
  params,
  ...(negate ? { negate } : {}),
});
/** A verdict or feedback with its message said in plain English (logic returns codes). */
const english = <T extends object>(v: T): T =>
  'message' in v && v.message && typeof v.message === 'object' ? { ...v, message: sayEn(v.message as TaskMessage) } : v;
const check = (p: Position, c: PredicateCall, ctx = ctxFor(p)) => english(evaluate(c, p, ctx));

describe('soldier protection (read from the engine)', () => {
  it('a soldier protects the points beside it and in front, not behind or diagonally', () => {
    const p = pos(board({ 6: '4P4', 5: '3PP4', 4: '5P3' }));
    // d5-e5 side by side: each protects the other.
    expect(protectors(p, sq('d5'), 'soldier')).toEqual([sq('e5')]);
    expect(protectors(p, sq('e5'), 'soldier')).toEqual([sq('d5')]);
    // e6 is in front of e5: protected by it. f4 is diagonal to e5: unprotected.
    expect(protectors(p, sq('e6'), 'soldier')).toEqual([sq('e5')]);
    expect(protectors(p, sq('f4'), 'soldier')).toEqual([]);
  });

  it('Han soldiers protect downwards', () => {
    const p = pos(board({ 7: '4p4', 6: '4p4' }));
    expect(protectors(p, sq('e6'), 'soldier')).toEqual([sq('e7')]);
    expect(protectors(p, sq('e7'), 'soldier')).toEqual([]);
  });

  it('inside the enemy palace a soldier also protects forward along the diagonal', () => {
    // Cho soldiers on the palace corners d8 and f8 both bear on the centre e9 (a Han guard).
    const q = pos('3a1k3/4a4/3P1P3/9/9/9/9/9/4K4/3A1A3 w - - 0 1');
    expect(attackersOf(q, sq('e9'))).toEqual([sq('d8'), sq('f8')]);
    // Outside the palace there is no diagonal: a soldier on c7 does not bear on d8.
    const r = pos('3a1k3/9/3a5/2P6/9/9/9/9/4K4/3A1A3 w - - 0 1');
    expect(attackersOf(r, sq('d8'))).toEqual([]);
  });

  it('soldierRuns groups side-by-side soldiers', () => {
    const p = pos(board({ 5: 'PP1PPP3' }));
    expect(soldierRuns(p, 'cho').map((r) => r.length)).toEqual([2, 3]);
  });
});

describe('structure predicates', () => {
  it('allSoldiersProtected names the first unprotected soldier', () => {
    expect(check(pos(board({ 4: '2PP5' })), call('allSoldiersProtected')).ok).toBe(true);
    const v = check(pos(board({ 5: '2P6', 4: '4P4' })), call('allSoldiersProtected'));
    expect(v).toEqual({ ok: false, message: 'The soldier on e4 is not protected by another soldier.', squares: [sq('e4')] });
    // Another side can be named.
    expect(check(pos(board({ 7: 'p8' })), call('allSoldiersProtected', { side: 'han' })).ok).toBe(false);
  });

  it('noLineOfThree finds three (or more) in a row on one rank', () => {
    expect(check(pos(board({ 4: '2PP1PP2' })), call('noLineOfThree')).ok).toBe(true);
    expect(check(pos(board({ 5: '3PPP3' })), call('noLineOfThree'))).toEqual({
      ok: false,
      message: 'The soldiers on d5, e5 and f5 stand in a line of three.',
      squares: [sq('d5'), sq('e5'), sq('f5')],
    });
    // A column is not a line.
    expect(check(pos(board({ 6: '4P4', 5: '4P4', 4: '4P4' })), call('noLineOfThree')).ok).toBe(true);
  });

  it('soldierPairs counts separate pairs', () => {
    // A run of four is two pairs; a run of three only one.
    expect(check(pos(board({ 4: 'PPPP5' })), call('soldierPairs', { min: 2 })).ok).toBe(true);
    expect(check(pos(board({ 4: 'PPP6' })), call('soldierPairs', { min: 2 })).ok).toBe(false);
    expect(check(pos(board({ 4: 'P1P1P1P1P' })), call('soldierPairs', { min: 2 }))).toMatchObject({
      ok: false,
      message: 'No pair of soldiers stands side by side; the goal is 2.',
    });
    expect(check(pos(board({ 4: 'PP2P4' })), call('soldierPairs', { min: 2 }))).toMatchObject({
      message: 'Only 1 pair of soldiers stands side by side; the goal is 2.',
    });
  });
});

describe('piece predicates', () => {
  const start = pos(setupFen('RNBA1ABNR', 'RBNA1ABNR'));

  it('pieceOn checks side and role', () => {
    expect(check(start, call('pieceOn', { square: sq('b1'), role: 'elephant' })).ok).toBe(true);
    expect(check(start, call('pieceOn', { square: sq('c1'), role: 'elephant' }))).toMatchObject({
      ok: false,
      message: 'There is no Cho elephant on c1.',
    });
    expect(check(start, call('pieceOn', { square: sq('c1') })).ok).toBe(true);
  });

  it('pointReachable walks one piece over a still board', () => {
    expect(movesToReach(start, sq('b1'), sq('d4'), 2)).toBe(1);
    const inner = pos(setupFen('RNBA1ABNR', 'RNBA1ABNR'));
    expect(movesToReach(inner, sq('c1'), sq('e4'), 3)).toBe(0); // its own soldier stands there
    expect(check(inner, call('pointReachable', { piece: sq('c1'), square: sq('e4'), within: 1 }))).toMatchObject({
      ok: false,
      message: 'The elephant on c1 cannot reach e4 within 1 move.',
    });
    inner.play(mv('e4d4'));
    expect(check(inner, call('pointReachable', { piece: sq('c1'), square: sq('e4'), within: 1 }), ctxFor(start)).ok).toBe(true);
    // Two moves: the chariot goes round a corner.
    expect(movesToReach(pos(board({ 1: 'R2A1A3' })), sq('a1'), sq('c5'), 2)).toBe(2);
  });

  it('pieceAttacked and elephantFree', () => {
    const p = pos('rbna1abnr/4k4/1c5c1/pp2p1p1p/9/9/1PPBP1P1P/1C5C1/4K4/R1NA1ABNR w - - 0 1');
    expect(check(p, call('pieceAttacked', { square: sq('b7'), by: 'elephant' })).ok).toBe(true);
    expect(check(p, call('pieceAttacked', { square: sq('a7'), by: 'elephant' }))).toMatchObject({
      message: 'No elephant of yours attacks the soldier on a7.',
    });
    expect(check(p, call('pieceAttacked', { square: sq('a7') })).ok).toBe(true); // the chariot on a1, over the open file
    expect(check(start, call('elephantFree', { wing: 'left' })).ok).toBe(true);
    expect(check(start, call('elephantFree', { wing: 'right' }))).toMatchObject({
      ok: false,
      message: 'The right elephant on g1 has no move: its paths are blocked.',
    });
  });

  it('fileOpen looks for the side’s own soldiers on the file', () => {
    expect(check(start, call('fileOpen', { file: 0 }))).toMatchObject({
      ok: false,
      message: 'Your soldier on a4 still closes the a-file.',
    });
    expect(check(start, call('fileOpen', { file: 1 })).ok).toBe(true);
  });

  it('safeFromCapture: unattacked, or protected against more valuable attackers only', () => {
    // Elephant on d4 between soldiers, attacked by a chariot down the d-file: safe.
    const guarded = pos(board({ 10: '3r1a3', 4: '2PBP4' }));
    expect(check(guarded, call('safeFromCapture', { square: sq('d4') })).ok).toBe(true);
    // The same elephant attacked by a soldier: a soldier may take it even though it is protected.
    const bySoldier = pos(board({ 5: '3p5', 4: '2PBP4' }));
    expect(check(bySoldier, call('safeFromCapture', { square: sq('d4') }))).toMatchObject({
      ok: false,
      message: 'The elephant on d4 can be captured by the soldier on d5.',
    });
    // Unprotected and attacked by a chariot.
    const loose = pos(board({ 10: '3r1a3', 4: '3B5' }));
    expect(check(loose, call('safeFromCapture', { square: sq('d4') }))).toMatchObject({
      message: 'The elephant on d4 can be captured by the chariot on d10.',
    });
  });

  it('wonMaterial and materialKept compare with the start', () => {
    const p = pos(board({ 10: 'r2a1a3', 1: 'R2A1A3' }));
    const ctx = ctxFor(p);
    expect(check(p, call('wonMaterial', { min: 13 }), ctx)).toMatchObject({
      ok: false,
      message: 'Material is even; the goal is to win 13 points.',
    });
    p.play(mv('a1a10'));
    expect(check(p, call('wonMaterial', { min: 13 }), ctx).ok).toBe(true);
    const q = pos(board({ 10: 'r2a1a3', 1: 'R2A1A3' }));
    const qctx = ctxFor(q);
    q.play(mv('a1a2'));
    q.play(mv('a10a2'));
    expect(check(q, call('materialKept'), qctx)).toEqual({
      ok: false,
      message: 'Your chariot was captured: you are 13 points down.',
      squares: [],
    });
  });

  it('negated predicates and goal texts', () => {
    const line = pos(board({ 5: '3PPP3' }));
    expect(check(line, call('noLineOfThree', {}, true)).ok).toBe(true);
    expect(check(pos(board({ 5: '3PP4' })), call('noLineOfThree', {}, true)).ok).toBe(false);
    expect(sayEn(describeCall(call('soldierPairs', { min: 2 }), { solver: 'cho' }))).toBe('At least 2 pairs of Cho soldiers side by side.');
    expect(sayEn(describeCall(call('fileOpen', { file: 0 }), { solver: 'cho' }))).toBe('The a-file is free of your soldiers.');
  });
});

describe('opponent', () => {
  it('the defence takes a hanging piece and leaves a protected one when the recapture costs more', () => {
    // Han chariot c10; Cho soldier c5 alone: taken.
    const hanging = pos(board({ 10: '2ra1a3', 5: '2P1P4' }, 'b'));
    expect(defenceReply(hanging)).toEqual(mv('c10c5'));
    // Cho soldiers c5-d5 pair: the chariot would be taken back, so Han does not take.
    const guarded = pos(board({ 10: '2ra1a3', 5: '2PP5' }, 'b'));
    expect(defenceReply(guarded)).not.toEqual(mv('c10c5'));
  });

  it('the defence saves an attacked piece', () => {
    // Cho's chariot on a1 attacks the Han horse on a6 down the open file; Han (to move) saves it.
    const p = pos('3a1a3/4k4/9/9/n8/9/9/9/4K4/R8 b - - 0 1');
    const after = p.clone();
    after.play(defenceReply(p)!);
    expect(after.legalMoves().some((m) => after.pieceAt(m.to)?.role === 'horse')).toBe(false);
  });

  it('the defence is deterministic and rule-aware: it wins a bikjang on the count by passing', () => {
    // Generals face each other on the e-file; Han (to move) leads on the count: passing ends the game in its favour.
    const p = Position.fromFen('3a1a3/4k4/9/9/9/9/9/9/4K4/9 b - - 0 1', 'janggi');
    if (!p.ok) throw new Error(p.error.code);
    expect(p.value.isBikjang()).toBe(true);
    const first = defenceReply(p.value);
    expect(first).toEqual(mv('e9e9'));
    expect(defenceReply(p.value)).toEqual(first);
    // Behind on the count (Cho has a chariot), Han breaks the bikjang instead.
    const q = Position.fromFen('3a1a3/4k4/9/9/9/9/9/9/4K4/R8 b - - 0 1', 'janggi');
    if (!q.ok) throw new Error(q.error.code);
    const r = defenceReply(q.value)!;
    expect(r.from).not.toBe(r.to);
  });

  it('scripted lines are followed on the solution, and the defence takes over off it', () => {
    const p = pos(board({ 10: '2ra1a3', 5: '2P1P4' }, 'b'));
    const opp: Opponent = { kind: 'scripted', moves: [mv('e9d9')] };
    expect(opponentReply(p, opp, 0, true)).toEqual(mv('e9d9'));
    expect(opponentReply(p, opp, 0, false)).toEqual(mv('c10c5'));
    // A list that ran out (or a listed pass) passes.
    expect(opponentReply(p, opp, 3, true)).toEqual(mv('e9e9'));
    expect(opponentReply(p, { kind: 'search' }, 0)).toEqual(mv('c10c5'));
  });
});

const SOURCE = `---
id: demo
title: Demo
order: 1
track: soldiers
summary: A demo.
---

Make a pair.

\`\`\`exercise
fen: 2ra1a3/4k4/9/9/9/2P1P4/9/9/4K4/3A1A3 w - - 0 1
task: Save the soldier on c5.
goal: allSoldiersProtected
keep: materialKept
budget: 2
opponent: search
hints: [Close the gap.]
solution: [c5d5]
wrong:
  - moves: [c5c6]
    message: "Your soldier was captured: you are 2 points down."
success: Done.
\`\`\`

Why.

\`\`\`diagram
fen: 2ra1a3/4k4/9/9/9/2PP5/9/9/4K4/3A1A3 b - - 0 1
\`\`\`
`;

describe('parse', () => {
  it('reads frontmatter, intro, the exercise block and the explanation', () => {
    const r = parseExercise('lessons/exercises/soldiers/demo.md', SOURCE);
    expect(r.errors.map(String)).toEqual([]);
    const ex = r.exercise!;
    expect(ex).toMatchObject({ id: 'demo', track: 'soldiers', order: 1 });
    expect(ex.intro.map((b) => b.type)).toEqual(['prose']);
    expect(ex.explanation.map((b) => b.type)).toEqual(['prose', 'diagram']);
    expect(ex.exercise.goal).toEqual([{ name: 'allSoldiersProtected', params: {} }]);
    expect(ex.exercise.keep).toEqual([{ name: 'materialKept', params: {} }]);
    expect(ex.exercise.opponent).toEqual({ kind: 'search' });
    expect(ex.exercise.solution).toEqual([mv('c5d5')]);
    expect(ex.exercise.wrong[0].message).toBe('Your soldier was captured: you are 2 points down.');
  });

  it('names file and line for unknown predicates, bad parameters and missing fields', () => {
    const bad = SOURCE.replace('goal: allSoldiersProtected', 'goal: [{ soldierPairs: { mni: 2 } }, allSoldiersProtectd]').replace(
      'budget: 2\n',
      '',
    );
    const msgs = parseExercise('x.md', bad).errors.map(String);
    expect(msgs).toContainEqual(
      expect.stringMatching(/^ContentError: x\.md:14: exercise goal.*unknown key "mni" \(did you mean "min"\?\)/),
    );
    expect(msgs).toContainEqual(expect.stringMatching(/x\.md:14: .*"allSoldiersProtectd" is not a predicate/));
    expect(msgs).toContainEqual(expect.stringMatching(/x\.md:\d+: exercise budget: is missing/));
  });

  it('requires a diagram in the explanation', () => {
    const noDiagram = SOURCE.slice(0, SOURCE.indexOf('Why.'));
    expect(parseExercise('x.md', noDiagram).errors.map((e) => e.detail)).toContain(
      'explanation: add a ```diagram after the ```exercise block to show the idea after success',
    );
  });
});

describe('runner', () => {
  const ex = parseExercise('demo.md', SOURCE).exercise!;

  it('solves with the intended move and records the opponent’s answer', () => {
    const r = new ExerciseRunner(ex.exercise);
    const f = english(r.move(mv('c5d5')));
    expect(f).toMatchObject({ kind: 'solved', message: 'Done.', score: 3 });
    expect(r.status).toBe('solved');
  });

  it('exercises run under tournament rules: opening the file between the generals when behind loses on the count', () => {
    expect(ex.exercise.rules).toBe('janggi');
    const r = new ExerciseRunner(ex.exercise);
    const f = english(r.move(mv('e5d5')));
    expect(f).toMatchObject({
      kind: 'failed',
      reply: mv('e9e9'),
      message: 'The generals face each other and nobody breaks the line: bikjang ends the game on the count, and Han wins, 10 to 20.5.',
    });
    // Under casual rules there is no bikjang and the same pair is fine.
    const casual = parseExercise('demo.md', SOURCE.replace('budget: 2', 'rules: casual\nbudget: 2')).exercise!;
    expect(casual.exercise.rules).toBe('casual');
    expect(new ExerciseRunner(casual.exercise).move(mv('e5d5')).kind).toBe('solved');
  });

  it('the defence breaks a bikjang it would lose, passes into one it wins, and the solver may pass in a bikjang', () => {
    // Cho is ahead (a chariot): Cho opens the file, and Han, even as a quiet opponent, must break it.
    const ahead = parseExercise(
      'demo.md',
      SOURCE.replace('fen: 2ra1a3/4k4/9/9/9/2P1P4/9/9/4K4/3A1A3 w - - 0 1', 'fen: 3a1a3/4k4/9/9/9/2P1P4/9/9/4K4/R2A1A3 w - - 0 1').replace(
        'opponent: search',
        'opponent: pass',
      ),
    ).exercise!;
    const r = new ExerciseRunner(ahead.exercise);
    const f = english(r.move(mv('e5d5')));
    expect(f.kind === 'ok' || f.kind === 'solved').toBe(true);
    expect(f.kind !== 'illegal' && f.reply && f.reply.from !== f.reply.to).toBe(true);
    expect(r.pos.isBikjang()).toBe(false);
    // Han makes the bikjang: Cho, ahead, passes and wins on the count.
    const p = Position.fromFen('3a1a3/4k4/4n4/9/9/2P6/9/9/4K4/R2A1A3 b - - 0 1', 'janggi');
    if (!p.ok) throw new Error(p.error.code);
    const b = p.value;
    b.play(mv('e8c7'));
    expect(b.isBikjang()).toBe(true);
    const task = { ...ahead.exercise, fen: b.fen() };
    const r2 = new ExerciseRunner(task);
    expect(r2.move(mv('e2e2'))).toMatchObject({ kind: 'solved' });
    // Without a bikjang a pass stays refused.
    expect(new ExerciseRunner(ahead.exercise).move(mv('e2e2')).kind).toBe('illegal');
  });

  it('a careless move is punished on the board and fails at once (keep)', () => {
    const r = new ExerciseRunner(ex.exercise);
    const f = english(r.move(mv('c5c6')));
    expect(f).toMatchObject({ kind: 'failed', reply: mv('c10c6'), message: 'Your soldier was captured: you are 2 points down.' });
    expect(r.pos.pieceAt(sq('c6'))).toEqual({ color: 'han', role: 'chariot' });
  });

  it('when the budget runs out the first failing goal is the reason; retry starts over', () => {
    const quiet = parseExercise('demo.md', SOURCE.replace('opponent: search', 'opponent: pass')).exercise!;
    const r = new ExerciseRunner(quiet.exercise);
    expect(r.move(mv('c5b5')).kind).toBe('ok');
    const f = english(r.move(mv('b5a5')));
    expect(f).toMatchObject({ kind: 'failed', message: 'The soldier on a5 is not protected by another soldier.' });
    r.reset();
    expect(r.status).toBe('playing');
    expect(r.tries).toBe(1);
    expect(r.move(mv('c5d5'))).toMatchObject({ kind: 'solved', score: 2 });
  });

  it('illegal moves and passes change nothing', () => {
    const r = new ExerciseRunner(ex.exercise);
    expect(english(r.move(mv('c5c4')))).toMatchObject({ kind: 'illegal', message: 'Soldiers never move backward.' });
    expect(r.move(mv('e2e2'))).toMatchObject({ kind: 'illegal' });
    expect(r.moves).toBe(0);
  });

  it('playTurn and replay share the judgement', () => {
    const p = pos(ex.exercise.fen);
    const ctx = { solver: p.turn, start: p.clone() } as const;
    expect(playTurn(p, ex.exercise, ctx, mv('e5d5'), 0).status).toBe('solved');
    expect(replay(ex.exercise, [mv('c5c6')])).toMatchObject({ status: 'failed', at: 0 });
  });
});

describe('progress seam', () => {
  it('records tries and reads them back by exercise key', async () => {
    const store = createProgressApi(new MemoryBackend());
    await recordTry(store, 'soldiers/demo', false, 3);
    await recordTry(store, 'soldiers/demo', true, 2);
    const recs = await loadRecords(store);
    expect(recs.get('soldiers/demo')).toMatchObject({ solved: true, attempts: 2, bestScore: 2 });
  });
});

describe('exercise UI words', () => {
  it('fills parameters in the current language', async () => {
    const { locale } = await import('$lib/i18n');
    const { xt } = await import('$lib/exercises/text');
    expect(xt('ex.of', { n: 2, total: 13 })).toBe('Exercise 2 of 13');
    // A parameter that is not given stays visible rather than vanishing (and is a type error).
    // @ts-expect-error -- `budget` is missing
    expect(xt('ex.moves', { used: 1 })).toBe('Moves 1 of {budget}');
    locale.set('ko');
    try {
      expect(xt('ex.of', { n: 2, total: 13 })).toBe('연습 2 / 13');
    } finally {
      locale.set('en');
    }
  });
});

describe('exercise messages in Korean', () => {
  const ko = (m: TaskMessage) => say(m, 'ko');

  it('says goals and failures with the side’s own piece names and chosen particles', () => {
    const cho = { solver: 'cho' as const };
    expect(ko(describeCall(call('soldierPairs', { min: 2 }), cho))).toBe('초의 졸이 나란히 선 짝이 2쌍 이상이에요.');
    expect(ko(describeCall(call('allSoldiersProtected', { side: 'han' }), cho))).toBe('한의 병마다 다른 병이 지켜요.');
    expect(ko(describeCall(call('fileOpen', { file: 0 }), cho))).toBe('a줄에 내 졸이 없어요.');
    const v = evaluate(call('allSoldiersProtected'), pos(board({ 5: '2P6', 4: '4P4' })), ctxFor(pos(board({ 5: '2P6', 4: '4P4' }))));
    expect(v.ok ? '' : ko(v.message)).toBe('e4의 졸을 지키는 다른 졸이 없어요.');
  });

  it('says a lost piece and the count without English', () => {
    const ex = parseExercise('demo.md', SOURCE).exercise!;
    const f = new ExerciseRunner(ex.exercise).move(mv('c5c6'));
    expect(f.kind).toBe('failed');
    if (f.kind !== 'failed') return;
    expect(ko(f.message)).toBe('내 졸이 잡혔어요. 2점 뒤져 있어요.');
    expect(sayEn(f.message)).toBe('Your soldier was captured: you are 2 points down.');
    const end = new ExerciseRunner(ex.exercise).move(mv('e5d5'));
    if (end.kind !== 'failed') throw new Error('expected a failure');
    expect(ko(end.message)).toBe('두 장이 마주 보고 아무도 줄을 막지 않았어요. 빅장으로 대국이 끝나 점수를 세요. 10 대 20.5, 한이 이겨요.');
  });

  it('says the reply as a reader says a move, a pass as 한수쉼', () => {
    const p = pos('4k4/9/9/9/9/5n3/9/6P2/9/4K4 b - - 0 1');
    const take = moveFacts(p, mv('f5g3'))!;
    expect(ko(msg('reply.move', { move: { move: take } }))).toBe('한의 마가 g3의 졸을 잡아요.');
    expect(sayEn(msg('reply.move', { move: { move: take } }))).toBe("Han's horse takes the soldier on g3.");
    const pass = moveFacts(p, mv('e10e10'))!;
    expect(ko(msg('reply.move', { move: { move: pass } }))).toBe('한은 한수쉼을 해요.');
    expect(say(msg('reply.move', { move: { move: take } }), 'ko', { notation: 'korean' })).toBe('한의 마가 87의 졸을 잡아요.');
  });
});
