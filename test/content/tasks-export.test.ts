// The task export (`npm run --silent content -- tasks`): one JSON object a line for every lesson task
// and exercise, with exactly the contract's keys, legal answers and an empty answer for choices.
import { execFileSync } from 'node:child_process';
import { describe, expect, test } from 'vitest';
import { Position, parseUci, RULE_SET_NAMES, moveForcesMate } from '$lib/engine';

const stdout = execFileSync(process.execPath, ['scripts/run-ts.mjs', 'scripts/content.ts', 'tasks'], { encoding: 'utf8' });
const lines = stdout.split('\n').filter(Boolean);
const tasks = lines.map((l) => JSON.parse(l) as { id: string; kind: string; fen: string; rules: string; answer: string[] });

describe('content tasks export', () => {
  test('one object a line with exactly id, kind, fen, rules, answer', () => {
    expect(stdout.endsWith('\n')).toBe(true);
    for (const t of tasks) {
      expect(Object.keys(t)).toEqual(['id', 'kind', 'fen', 'rules', 'answer']);
      expect(['lesson', 'exercise']).toContain(t.kind);
      expect(RULE_SET_NAMES).toContain(t.rules);
      expect(Array.isArray(t.answer)).toBe(true);
    }
    expect(new Set(tasks.map((t) => `${t.kind}:${t.id}`)).size).toBe(tasks.length);
  });

  test('lessons and at least 25 exercises are there; exercises run under tournament rules', () => {
    expect(tasks.filter((t) => t.kind === 'lesson').length).toBeGreaterThan(50);
    const ex = tasks.filter((t) => t.kind === 'exercise');
    expect(ex.length).toBeGreaterThanOrEqual(25);
    expect(ex.every((t) => t.rules === 'janggi')).toBe(true);
  });

  test('every answer is a legal move in its position under its rules', () => {
    for (const t of tasks) {
      const r = Position.fromFen(t.fen, t.rules as never);
      expect(r.ok, t.id).toBe(true);
      if (!r.ok) continue;
      for (const a of t.answer) {
        const m = parseUci(a);
        expect(m && r.value.isLegal(m), `${t.id}: ${a}`).toBe(true);
      }
    }
  });

  test('a move task has an answer, a choice task none', () => {
    const ex = tasks.filter((t) => t.kind === 'exercise');
    expect(ex.some((t) => t.answer.length === 0)).toBe(true);
    expect(ex.filter((t) => t.answer.length === 1).length).toBeGreaterThan(ex.length / 2);
    expect(tasks.find((t) => t.id === 'soldiers/lone-soldier')?.answer).toEqual(['c5d5']);
  });

  test('lesson mate tasks list first moves that force the mate', () => {
    const mates = tasks.filter((t) => t.kind === 'lesson' && t.id.startsWith('checkmate/'));
    expect(mates.length).toBeGreaterThan(0);
    for (const t of mates.slice(0, 10)) {
      const pos = Position.fromFen(t.fen, t.rules as never);
      if (!pos.ok) continue;
      expect(
        t.answer.some((a) => moveForcesMate(pos.value, parseUci(a)!, 3)),
        t.id,
      ).toBe(true);
    }
  });
});
