/** Every lesson task and exercise as an exported task (see scripts/content.ts). Shared by the script and the tests. */
import { readFileSync, readdirSync } from 'node:fs';
import { Position, mateMoves, moveToUci, type RuleSetName } from '$lib/engine';
import { translationLocale } from '$lib/content/locale';
import { parseExercise } from '$lib/exercises/parse';
import { TRACKS } from '$lib/exercises/types';
import { parseLesson } from '$lib/lessons/parse';
import { solveStep } from '$lib/lessons/validate';
import type { Step } from '$lib/lessons/types';

export interface ExportedTask {
  id: string;
  kind: 'lesson' | 'exercise';
  fen: string;
  rules: RuleSetName;
  answer: string[];
}

/** English sources of a folder, sorted (translations `*.<lang>.md` are left out). */
export function englishSources(dir: string): string[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.md') && translationLocale(f) === null && f !== 'README.md')
    .sort()
    .map((f) => `${dir}/${f}`);
}

function parseOrThrow<T>(file: string, r: { errors: { message: string }[] }, item: T | undefined): T {
  if (!item) throw new Error(r.errors.map((e) => e.message).join('\n') || `${file}: does not parse`);
  return item;
}

/** The intended first moves of a lesson step (UCI). */
export function stepAnswer(step: Step): string[] {
  const g = step.goal;
  if (g.kind === 'choose' || g.kind === 'dests' || g.kind === 'points') return [];
  if (g.kind === 'mate') {
    const r = Position.fromFen(step.fen, step.rules);
    if (!r.ok) return [];
    return mateMoves(r.value, g.in).map(moveToUci);
  }
  const line = solveStep(step);
  return line && line.length ? [moveToUci(line[0])] : [];
}

export function lessonTasks(dir = 'lessons/learn'): ExportedTask[] {
  const out: ExportedTask[] = [];
  for (const file of englishSources(dir)) {
    const r = parseLesson(file, readFileSync(file, 'utf8'));
    const lesson = parseOrThrow(file, r, r.lesson);
    for (const block of lesson.blocks) {
      if (block.type !== 'step') continue;
      const s = block.step;
      out.push({ id: `${lesson.id}/${s.id}`, kind: 'lesson', fen: s.fen, rules: s.rules, answer: stepAnswer(s) });
    }
  }
  return out;
}

export function exerciseTasks(root = 'lessons/exercises'): ExportedTask[] {
  const out: ExportedTask[] = [];
  for (const track of TRACKS)
    for (const file of englishSources(`${root}/${track}`)) {
      const r = parseExercise(file, readFileSync(file, 'utf8'));
      const e = parseOrThrow(file, r, r.exercise);
      const t = e.exercise;
      out.push({
        id: `${e.track}/${e.id}`,
        kind: 'exercise',
        fen: t.fen,
        rules: t.rules,
        answer: t.choice || t.solution.length === 0 ? [] : [moveToUci(t.solution[0])],
      });
    }
  return out;
}

export function tasks(): ExportedTask[] {
  return [...lessonTasks(), ...exerciseTasks()];
}
