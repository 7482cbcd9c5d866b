/** Making a set on /teach: items chosen one by one or by rule, resolved to fixed ids. */
import type { Catalog, CatalogItem } from './catalog';
import { err, ok, LIMITS, type AssignmentSet, type ItemRef, type Result } from './types';
import { clip, cleanText, isDay, refToString } from './wire';
import { toBase64Url } from './codec';

/** A rule for puzzles: `count` puzzles matching every given filter. */
export interface PuzzleRule {
  count: number;
  mateIn?: number;
  minRating?: number;
  maxRating?: number;
  theme?: string;
}

export function matchesRule(item: CatalogItem, rule: PuzzleRule): boolean {
  if (item.kind !== 'puzzle') return false;
  if (rule.mateIn !== undefined && item.mateIn !== rule.mateIn) return false;
  if (rule.minRating !== undefined && (item.rating === undefined || item.rating < rule.minRating)) return false;
  if (rule.maxRating !== undefined && (item.rating === undefined || item.rating > rule.maxRating)) return false;
  if (rule.theme && !item.themes?.includes(rule.theme)) return false;
  return true;
}

/**
 * Resolve a rule to fixed puzzle ids: `rule.count` puzzles drawn at random from the matches not in
 * `exclude`, in catalog order. Fewer when fewer match.
 */
export function resolveRule(
  catalog: Catalog,
  rule: PuzzleRule,
  exclude: readonly ItemRef[] = [],
  random: () => number = Math.random,
): ItemRef[] {
  const taken = new Set(exclude.map(refToString));
  const pool = catalog.ofKind('puzzle').filter((p) => matchesRule(p, rule) && !taken.has(`p:${p.id}`));
  const picked = new Set<number>();
  const want = Math.max(0, Math.min(Math.floor(rule.count), pool.length));
  // Partial Fisher–Yates over indices.
  const idx = pool.map((_, i) => i);
  for (let i = 0; i < want; i++) {
    const j = i + Math.floor(random() * (idx.length - i));
    [idx[i], idx[j]] = [idx[j], idx[i]];
    picked.add(idx[i]);
  }
  return pool.filter((_, i) => picked.has(i)).map((p) => ({ kind: 'puzzle', id: p.id }));
}

/**
 * Why a rule matches no puzzle, and what would: the rating range of the puzzles that match the
 * rule's other filters (`range`), or `none` when even those match nothing (mate length and theme).
 * Undefined when the rule matches something.
 */
export function ruleHelp(catalog: Catalog, rule: PuzzleRule): { kind: 'range'; min: number; max: number } | { kind: 'none' } | undefined {
  if (catalog.ofKind('puzzle').some((p) => matchesRule(p, rule))) return undefined;
  const ratings = catalog
    .ofKind('puzzle')
    .filter((p) => matchesRule(p, { ...rule, minRating: undefined, maxRating: undefined }))
    .map((p) => p.rating)
    .filter((r): r is number => r !== undefined);
  if (ratings.length === 0) return { kind: 'none' };
  return { kind: 'range', min: Math.min(...ratings), max: Math.max(...ratings) };
}

const themesOf = new WeakMap<Catalog, readonly string[]>();

/** Every theme of the catalog's puzzles, sorted (worked out once per catalog). */
export function puzzleThemes(catalog: Catalog): string[] {
  let themes = themesOf.get(catalog);
  if (!themes) {
    const seen = new Set<string>();
    for (const p of catalog.ofKind('puzzle')) for (const th of p.themes ?? []) seen.add(th);
    themesOf.set(catalog, (themes = [...seen].sort()));
  }
  return [...themes];
}

/** A new random set id: 9 random bytes, 12 base64url characters, starting with a letter or digit. */
export function newSetId(): string {
  for (;;) {
    const id = toBase64Url(crypto.getRandomValues(new Uint8Array(9)));
    if (/^[A-Za-z0-9]/.test(id)) return id;
  }
}

export interface SetDraft {
  title: string;
  note: string;
  /** `YYYY-MM-DD` or ''. */
  due: string;
  items: readonly ItemRef[];
}

export type DraftProblem = 'title' | 'items' | 'too-many' | 'due' | 'unknown';

/** Check a draft and make the set (new id, now). Text is cleaned; an over-long note is cut. */
export function makeSet(draft: SetDraft, catalog: Catalog, now = Date.now(), id = newSetId()): Result<AssignmentSet, DraftProblem> {
  const title = clip(cleanText(draft.title), LIMITS.title);
  if (!title) return err('title');
  if (draft.items.length === 0) return err('items');
  if (draft.items.length > LIMITS.items) return err('too-many');
  if (draft.due && !isDay(draft.due)) return err('due');
  if (draft.items.some((r) => !catalog.get(r))) return err('unknown');
  const seen = new Set<string>();
  const items = draft.items.filter((r) => !seen.has(refToString(r)) && seen.add(refToString(r)));
  const note = clip(cleanText(draft.note, true), LIMITS.note);
  const set: AssignmentSet = { id, title, note, createdAt: Math.floor(now / 1000) * 1000, items: items.map((r) => ({ ...r })) };
  if (draft.due) set.due = draft.due;
  return ok(set);
}
