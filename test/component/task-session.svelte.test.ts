// @vitest-environment jsdom
// The one controller of board tasks (src/lib/task/session.svelte.ts): a lesson step's runner
// plugged in as the judge; the delayed reply, retry, busy holds and hint bookkeeping.
import { flushSync } from 'svelte';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { busy } from '$lib/app/busy.svelte';
import { parseSquare, type Move } from '$lib/engine';
import { parseLesson } from '$lib/lessons/parse';
import { StepRunner, type StepSnapshot } from '$lib/lessons/runner';
import { sayEn, text, type TaskMessage } from '$lib/task/messages';
import { TaskSession, type TaskJudge, type TaskView } from '$lib/task/session.svelte';

const sq = (s: string) => parseSquare(s)!;
const uci = (s: string): Move => ({ from: sq(s.slice(0, 2)), to: sq(s.slice(2)) });

/** A reach step: the horse on e5 goes to d3 then c5; the opponent passes. Two hints. */
function reachStep() {
  const src = `---
id: horse
title: The horse
order: 4
summary: Jumps.
level: beginner
prerequisites: []
---
\`\`\`step
fen: 9/4k4/9/9/9/4N4/9/9/9/3K5 w - - 0 1
task: Go to both stars.
goal: { kind: reach, targets: [d3, c5] }
budget: 2
hints: [Down and left., Then up.]
opponent: [e9e8]
success: Well done.
\`\`\`
`;
  const r = parseLesson('lessons/learn/04-horse.md', src);
  const b = r.lesson!.blocks.find((x) => x.type === 'step');
  if (!b || b.type !== 'step') throw new Error('no step');
  return b.step;
}

let stops: (() => void)[] = [];
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  for (const s of stops) s();
  stops = [];
  vi.useRealTimers();
});

/** A session over a lesson step's runner, attached in an effect root as a view's script would. */
function lessonSession() {
  const runner = new StepRunner(reachStep());
  let session!: TaskSession<StepSnapshot, TaskMessage, Move>;
  stops.push(
    $effect.root(() => {
      session = new TaskSession<StepSnapshot, TaskMessage, Move>(runner, { reason: 'lesson', replyDelay: 450, hintSaid: text });
      session.attach();
    }),
  );
  flushSync();
  return { runner, session };
}

/** What StepView does with an accepted move: the move now, the reply after the delay. */
function play(runner: StepRunner, session: TaskSession<StepSnapshot, TaskMessage, Move>, move: Move) {
  const fb = runner.move(move);
  if ((fb.kind === 'ok' || fb.kind === 'stuck') && fb.reply && fb.fenBeforeReply) {
    const reply = fb.reply;
    session.reply(fb.fenBeforeReply, move, () => {
      session.lastMove = reply;
      session.say('ok', fb.message);
    });
  } else {
    session.say(fb.kind === 'wrong' ? 'wrong' : fb.kind === 'done' ? 'done' : 'info', 'message' in fb ? fb.message : undefined);
    session.sync();
  }
  flushSync();
  return fb;
}

describe('TaskSession', () => {
  it('a right move: the move shows at once, the opponent answers after the delay, then the step is done', () => {
    const { runner, session } = lessonSession();
    const start = session.view.fen;
    expect(session.view.used).toBe(0);
    expect(session.accepting).toBe(true);

    play(runner, session, uci('e5d3'));
    // The solver's move is on the board; the judge's position (after the reply) waits.
    expect(session.pending).toBe(true);
    expect(session.accepting).toBe(false);
    expect(session.shown).toBeDefined();
    expect(session.shown).not.toBe(start);
    expect(session.lastMove).toEqual(uci('e5d3'));
    expect(session.message).toBeUndefined();
    expect(session.view.used).toBe(1);

    vi.advanceTimersByTime(449);
    expect(session.pending).toBe(true);
    vi.advanceTimersByTime(1);
    flushSync();
    expect(session.pending).toBe(false);
    expect(session.shown).toBeUndefined();
    expect(session.lastMove).toEqual(uci('e9e8'));
    expect(session.view.fen).toBe(runner.pos.fen());
    expect(sayEn(session.message!.said)).toBe('1 more to go.');

    const fb = play(runner, session, uci('d3c5'));
    expect(fb.kind).toBe('done');
    expect(session.view.done).toBe(true);
    expect(session.view.stars).toBe(3);
    expect(session.message?.tone).toBe('done');
    expect(session.accepting).toBe(false);
  });

  it('a refused move is counted and said; retry starts over, clears the line and counts a try', () => {
    const { runner, session } = lessonSession();
    // Not one of the stars: the step still answers it, and it counts.
    play(runner, session, uci('e5g6'));
    vi.runAllTimers();
    flushSync();
    expect(session.view.used).toBe(1);
    expect(session.view.remaining).toHaveLength(2);
    expect(sayEn(session.message!.said)).toBe('Not there yet: 2 still to reach.');
    expect(session.tries).toBe(0);

    session.retry();
    flushSync();
    expect(session.tries).toBe(1);
    expect(session.view.used).toBe(0);
    expect(session.view.fen).toBe(runner.step.fen);
    expect(session.message).toBeUndefined();
    expect(session.lastMove).toBeUndefined();
    // Nothing played: a second retry is not another try.
    session.retry();
    expect(session.tries).toBe(1);
  });

  it('retry cancels the reply on its way: nothing changes when its time comes', () => {
    const { runner, session } = lessonSession();
    play(runner, session, uci('e5d3'));
    expect(session.pending).toBe(true);
    session.retry();
    flushSync();
    expect(session.pending).toBe(false);
    expect(session.shown).toBeUndefined();
    vi.advanceTimersByTime(1000);
    flushSync();
    // The cancelled reply would have said "1 more to go." and marked e9e8.
    expect(session.message).toBeUndefined();
    expect(session.lastMove).toBeUndefined();
    expect(session.view.fen).toBe(runner.step.fen);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('the reply says whether it came: true once it is on the board, false when a retry dropped it', async () => {
    const { runner, session } = lessonSession();
    const came = session.reply(runner.pos.fen(), uci('e5d3'), () => {});
    vi.advanceTimersByTime(450);
    expect(await came).toBe(true);
    const dropped = session.reply(runner.pos.fen(), uci('e5d3'), () => {
      throw new Error('must not run');
    });
    session.retry();
    expect(await dropped).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('holds the app busy during a try and while a reply is pending, and releases when done or unmounted', () => {
    const { runner, session } = lessonSession();
    expect(busy.reasons).not.toContain('lesson');
    play(runner, session, uci('e5d3'));
    expect(session.busy).toBe(true);
    expect(busy.reasons).toContain('lesson');
    vi.runAllTimers();
    flushSync();
    expect(busy.reasons).toContain('lesson');
    play(runner, session, uci('d3c5'));
    expect(session.view.done).toBe(true);
    expect(session.busy).toBe(false);
    expect(busy.reasons).not.toContain('lesson');

    // Unmounted mid-try: the hold goes and the pending reply never fires.
    const other = lessonSession();
    play(other.runner, other.session, uci('e5d3'));
    expect(busy.reasons).toContain('lesson');
    stops.pop()!();
    expect(busy.reasons).not.toContain('lesson');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a judge call pending holds the board and the app; a failed one lets go', async () => {
    const { session } = lessonSession();
    let fail!: (e: Error) => void;
    const waiting = session.wait('shown-fen', new Promise<boolean>((_, reject) => (fail = reject)));
    flushSync();
    expect(session.pending).toBe(true);
    expect(session.shown).toBe('shown-fen');
    expect(busy.reasons).toContain('lesson');
    fail(new Error('offline'));
    expect(await waiting).toBeUndefined();
    flushSync();
    expect(session.pending).toBe(false);
    expect(session.shown).toBeUndefined();
    expect(busy.reasons).not.toContain('lesson');
  });

  it('hints: each one said and counted, the last repeated; the count survives a retry, and a hint caps the stars', () => {
    const { runner, session } = lessonSession();
    session.hint();
    expect(session.message?.tone).toBe('hint');
    expect(sayEn(session.message!.said)).toBe('Down and left.');
    session.hint();
    session.hint();
    expect(sayEn(session.message!.said)).toBe('Then up.');
    expect(session.hintsUsed).toBe(3);
    session.retry();
    expect(session.hintsUsed).toBe(3);
    expect(session.message).toBeUndefined();
    session.hint();
    expect(session.hintsUsed).toBe(4);
    play(runner, session, uci('e5d3'));
    vi.runAllTimers();
    play(runner, session, uci('d3c5'));
    // Within par, but a hint was shown in this try: two stars.
    expect(session.view.stars).toBe(2);
  });

  it('a judge without hints says nothing and counts nothing', () => {
    const judge: TaskJudge<TaskView> = { snapshot: () => ({ used: 0, over: false }), reset: () => {}, hint: () => undefined };
    const session = new TaskSession<TaskView>(judge, { reason: 'exercise', replyDelay: 0, hintSaid: text });
    session.hint();
    expect(session.hintsUsed).toBe(0);
    expect(session.message).toBeUndefined();
  });
});
