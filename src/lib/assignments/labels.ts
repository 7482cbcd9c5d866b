/** How assignment data reads in the UI (current language). Call from templates or `$derived`. */
import { locale } from '$lib/i18n';
import type { CatalogItem } from './catalog';
import type { DraftProblem } from './compose';
import { LIMITS, type DecodeErrorCode, type ItemKind, type ItemRef } from './types';
import { at } from './text';

export function kindLabel(kind: ItemKind): string {
  if (kind === 'custom') return at('assign.kind.custom');
  return kind === 'lesson' ? at('assign.kind.lesson') : kind === 'track' ? at('assign.kind.track') : at('assign.kind.puzzle');
}

export function itemTitle(ref: ItemRef, item: CatalogItem | undefined): string {
  if (ref.kind === 'puzzle') return at('assign.item.puzzle', { id: ref.id });
  if (ref.kind === 'custom') return item?.mateIn ? at('assign.item.custom', { n: item.mateIn }) : at('assign.kind.custom');
  return item?.title || ref.id;
}

// Counts: English needs "1 step" / "2 steps"; Korean reads the same either way.
export const stepsLabel = (n: number) => (n === 1 ? at('assign.detail.steps.one') : at('assign.detail.steps', { n }));
export const exercisesLabel = (n: number) => (n === 1 ? at('assign.detail.exercises.one') : at('assign.detail.exercises', { n }));
export const attemptsLabel = (n: number) => (n === 1 ? at('report.attempts.one') : at('report.attempts', { n }));
export const hintsLabel = (n: number) => (n === 1 ? at('report.hints.one') : at('report.hints', { n }));
export const studentsLabel = (n: number) => (n === 1 ? at('results.students.one') : at('results.students', { n }));
export const matchesLabel = (n: number) => (n === 1 ? at('teach.rule.matches.one') : at('teach.rule.matches', { n }));
export const unknownItemsLabel = (n: number, list: string) =>
  n === 1 ? at('share.unknownItems.one', { list }) : at('share.unknownItems', { n, list });
export const reportUnknownLabel = (n: number, list: string) =>
  n === 1 ? at('report.unknown.one', { list }) : at('report.unknown', { n, list });
export const setMetaLabel = (n: number, date: string) => (n === 1 ? at('teach.set.meta.one', { date }) : at('teach.set.meta', { n, date }));

/** A short line under the title: steps, exercises, or mate and rating. */
export function itemDetail(item: CatalogItem | undefined): string {
  if (!item) return '';
  if (item.kind === 'lesson') return stepsLabel(item.parts?.length ?? 0);
  if (item.kind === 'track') return exercisesLabel(item.parts?.length ?? 0);
  // A custom position's title says its mate already.
  if (item.kind === 'custom') return '';
  const bits: string[] = [];
  if (item.mateIn) bits.push(at('assign.detail.mate', { n: item.mateIn }));
  if (item.rating) bits.push(at('assign.detail.rating', { rating: item.rating }));
  return bits.join(' · ');
}

/** Local calendar day as `YYYY-MM-DD`. */
export function today(now = new Date()): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${p(now.getMonth() + 1)}-${p(now.getDate())}`;
}

function dayToDate(day: string): Date {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y, m - 1, d);
}

export function formatDay(day: string): string {
  return new Intl.DateTimeFormat(locale.current, { dateStyle: 'medium' }).format(dayToDate(day));
}

export function formatDate(ms: number): string {
  return new Intl.DateTimeFormat(locale.current, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(ms));
}

/** Month, day and time for table cells; the year too when it is not this year. */
export function formatShortDate(ms: number, now = new Date()): string {
  const date = new Date(ms);
  const year = date.getFullYear() !== now.getFullYear() ? 'numeric' : undefined;
  return new Intl.DateTimeFormat(locale.current, { year, month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }).format(date);
}

/** `m:ss`, or `h:mm:ss` from an hour. */
export function formatDuration(ms: number): string {
  const s = Math.round(ms / 1000);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}

export type DueState = 'overdue' | 'today' | 'soon' | 'later';

/** Where a due day stands relative to `now`'s day; `soon` is within three days. */
export function dueState(day: string, now = new Date()): { state: DueState; days: number } {
  const days = Math.round((dayToDate(day).getTime() - dayToDate(today(now)).getTime()) / 86_400_000);
  return { state: days < 0 ? 'overdue' : days === 0 ? 'today' : days <= 3 ? 'soon' : 'later', days };
}

export function dueLabel(day: string, now = new Date()): string {
  const { state, days } = dueState(day, now);
  if (state === 'overdue') return at('assign.due.overdue', { date: formatDay(day) });
  if (state === 'today') return at('assign.due.today');
  if (state === 'soon') return days === 1 ? at('assign.due.tomorrow') : at('assign.due.days', { n: days });
  return at('assign.due', { date: formatDay(day) });
}

/** The message for a link that could not be read. `expected`: what the page wanted. */
export function decodeErrorMessage(code: DecodeErrorCode, expected: 'assignment' | 'report'): string {
  switch (code) {
    case 'empty':
      return at('share.error.empty');
    case 'too-large':
      return at('share.error.tooLarge');
    case 'malformed':
      return at('share.error.malformed');
    case 'truncated':
      return at('share.error.truncated');
    case 'checksum':
      return at('share.error.checksum');
    case 'newer-version':
      return at('share.error.newerVersion');
    case 'wrong-kind':
      return expected === 'assignment' ? at('share.error.wrongKind.assignment') : at('share.error.wrongKind.report');
    case 'invalid':
      return at('share.error.invalid');
  }
}

/** Why the composer cannot make the set yet. */
export function problemText(p: DraftProblem): string {
  switch (p) {
    case 'title':
      return at('teach.problem.title');
    case 'items':
      return at('teach.problem.items');
    case 'too-many':
      return at('teach.problem.tooMany', { n: LIMITS.items });
    case 'due':
      return at('teach.problem.due');
    case 'unknown':
      return at('teach.problem.unknown');
  }
}
