/**
 * What a set can contain: the app's lessons, exercise tracks and puzzles, as one small interface.
 * The data comes from `/catalog.json`, prerendered from the content parsed at build time
 * (catalog-data.server.ts); tests build catalogs with `makeCatalog` or `catalogFromData`.
 */
import { trackSummary, trackTitle } from '$lib/exercises/text';
import type { Track } from '$lib/exercises/types';
import { DEFAULT_LOCALE, locale, type DefaultLocale, type Locale } from '$lib/i18n';
import { fromItemId, mateLength, puzzleHref } from '$lib/task/custom-id';
import type { ItemKind, ItemRef } from './types';

export interface CatalogItem {
  kind: ItemKind;
  id: string;
  /** Lessons and tracks: their title. Puzzles: '' (the UI names them by number, mate and rating). */
  title: string;
  /** App path without the base, e.g. `/learn/horse`. */
  path: string;
  summary?: string;
  /** Lesson step ids or a track's exercise ids: progress is counted over these. */
  parts?: readonly string[];
  rating?: number;
  mateIn?: number;
  themes?: readonly string[];
  /** Puzzles: the starting position, for a small board beside the puzzle's name. */
  fen?: string;
}

export interface Catalog {
  readonly items: readonly CatalogItem[];
  get(ref: ItemRef): CatalogItem | undefined;
  ofKind(kind: ItemKind): readonly CatalogItem[];
}

/**
 * A custom position is its own catalogue entry: everything is in its id (the answer is checked
 * again when it is played). Undefined when the id is not one.
 */
export function customItem(id: string): CatalogItem | undefined {
  const p = fromItemId(id);
  if (!p) return undefined;
  return { kind: 'custom', id, title: '', path: puzzleHref(p), mateIn: mateLength(p), fen: p.fen };
}

export function makeCatalog(items: readonly CatalogItem[], retired: readonly CatalogItem[] = []): Catalog {
  const byKey = new Map<string, CatalogItem>();
  // Retired items (puzzles that left the collection) are still known by the links that name them,
  // but no longer offered: not in `items`, nor in `ofKind`.
  for (const item of retired) byKey.set(`${item.kind}:${item.id}`, item);
  const byKind = new Map<ItemKind, CatalogItem[]>();
  for (const item of items) {
    byKey.set(`${item.kind}:${item.id}`, item);
    const list = byKind.get(item.kind);
    if (list) list.push(item);
    else byKind.set(item.kind, [item]);
  }
  return {
    items,
    get: (ref) => (ref.kind === 'custom' ? customItem(ref.id) : byKey.get(`${ref.kind}:${ref.id}`)),
    ofKind: (kind) => byKind.get(kind) ?? [],
  };
}

/** The refs of `refs` that `catalog` does not know (e.g. a link made with newer content). */
export function unknownRefs(catalog: Catalog, refs: readonly ItemRef[]): ItemRef[] {
  return refs.filter((r) => !catalog.get(r));
}

/**
 * Why a report's figures cannot be true of this app's items, or undefined: a lesson or track
 * counted over a number of parts it does not have (3 of 1,000 steps of a 5-step lesson), or parts
 * on a puzzle. Items the catalogue does not know are reported apart (unknownRefs).
 */
export function catalogMismatch(
  catalog: Catalog,
  items: readonly { ref: ItemRef; parts?: readonly [number, number] }[],
): string | undefined {
  for (const r of items) {
    const item = catalog.get(r.ref);
    if (!item) continue;
    const total = item.kind === 'puzzle' || item.kind === 'custom' ? undefined : (item.parts?.length ?? 0);
    if (r.parts === undefined) continue;
    if (total === undefined) return `${r.ref.kind}:${r.ref.id}: parts on a puzzle`;
    if (r.parts[1] !== total) return `${r.ref.kind}:${r.ref.id}: ${r.parts[0]} of ${r.parts[1]} parts, the item has ${total}`;
  }
  return undefined;
}

/** A text in every language the content has; the default language's always. */
export type Localized = { [K in DefaultLocale]: string } & Partial<Record<Locale, string>>;

/**
 * One puzzle in `/catalog.json`: id, mate length, rating, its themes as indices into
 * `CatalogData.themes`, and the starting position. A row rather than an object: with some 2,000
 * puzzles the file is half the size and parses in half the time.
 */
export type PuzzleRow = [id: string, mateIn: number, rating: number, themes: number[], fen: string];

/** The catalogue as `/catalog.json` serves it (plain data, no getters). */
export interface CatalogData {
  lessons: { id: string; title: Localized; summary: Localized; parts: string[] }[];
  /** Exercise tracks; `first` is the id of the track's first exercise. */
  tracks: { id: Track; first: string; parts: string[] }[];
  /** Every puzzle theme, once; puzzles name theirs by index. */
  themes: string[];
  puzzles: PuzzleRow[];
  /** Puzzles retired from the collection: sets made before still name them. */
  retired?: PuzzleRow[];
}

type PuzzleFacts = { id: string; mateIn: number; rating: number; themes: readonly string[]; fen: string };

/** The rows and theme table of `/catalog.json` for these puzzles, and the retired ones (build time and tests). */
export function puzzleRows(
  puzzles: readonly PuzzleFacts[],
  retired: readonly PuzzleFacts[] = [],
): {
  themes: string[];
  puzzles: PuzzleRow[];
  retired?: PuzzleRow[];
} {
  const themes: string[] = [];
  const index = new Map<string, number>();
  const at = (theme: string) => {
    let i = index.get(theme);
    if (i === undefined) index.set(theme, (i = themes.push(theme) - 1));
    return i;
  };
  const row = (p: PuzzleFacts): PuzzleRow => [p.id, p.mateIn, p.rating, p.themes.map(at), p.fen];
  const rows = { themes, puzzles: puzzles.map(row) };
  return retired.length ? { ...rows, retired: retired.map(row) } : rows;
}

const inLocale = (text: Localized): string => text[locale.current] ?? text[DEFAULT_LOCALE];

/** An item whose title and summary are read when shown (they follow the language). */
function liveText(item: Omit<CatalogItem, 'title' | 'summary'>, title: () => string, summary: () => string): CatalogItem {
  return Object.defineProperties({ ...item } as CatalogItem, {
    title: { get: title, enumerable: true },
    summary: { get: summary, enumerable: true },
  });
}

/** The catalogue from its JSON; titles and summaries follow the language. */
export function catalogFromData(data: CatalogData): Catalog {
  const lessons = data.lessons.map((l) =>
    liveText(
      { kind: 'lesson', id: l.id, path: `/learn/${l.id}`, parts: l.parts },
      () => inLocale(l.title),
      () => inLocale(l.summary),
    ),
  );
  // A track is done when each of its exercises is solved (progress key `<track>/<id>`); its link
  // opens the first exercise.
  const tracks = data.tracks.map((t) =>
    liveText(
      { kind: 'track', id: t.id, path: `/exercises/${t.id}/${t.first}`, parts: t.parts },
      () => trackTitle(t.id),
      () => trackSummary(t.id),
    ),
  );
  // Theme lists are shared between the puzzles that have the same themes (most do).
  const themeLists = new Map<string, readonly string[]>();
  const themesOf = (idx: number[]) => {
    const key = idx.join(',');
    let list = themeLists.get(key);
    if (!list) themeLists.set(key, (list = idx.map((i) => data.themes[i])));
    return list;
  };
  const items: CatalogItem[] = [...lessons, ...tracks];
  const puzzle = ([id, mateIn, rating, themes, fen]: PuzzleRow): CatalogItem => ({
    kind: 'puzzle',
    id,
    title: '',
    path: `/puzzles/${id}`,
    mateIn,
    rating,
    themes: themesOf(themes),
    fen,
  });
  items.push(...data.puzzles.map(puzzle));
  return makeCatalog(items, (data.retired ?? []).map(puzzle));
}

let appCatalog: Promise<Catalog> | undefined;

/** The app's catalog, fetched on first use from the prerendered `/catalog.json` (kept offline by the service worker). */
export function loadCatalog(): Promise<Catalog> {
  // $app/paths is imported here, not at the top, so Node tests can import this module.
  appCatalog ??= import('$app/paths')
    .then(({ resolve }) => fetch(resolve('/catalog.json')))
    .then((r) => {
      if (!r.ok) throw new Error(`/catalog.json: HTTP ${r.status}`);
      return r.json() as Promise<CatalogData>;
    })
    // Built in a task of its own, not in the one that parsed the JSON: neither is long then.
    .then((data) => new Promise<Catalog>((done) => setTimeout(() => done(catalogFromData(data)), 0)));
  appCatalog.catch(() => (appCatalog = undefined));
  return appCatalog;
}
