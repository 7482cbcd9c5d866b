/**
 * What a set can contain: the app's lessons, exercise tracks and puzzles, as one small interface
 * over the content modules (adapted in app-catalog.ts). Tests build catalogs with `makeCatalog`.
 */
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

export function makeCatalog(items: readonly CatalogItem[]): Catalog {
  const byKey = new Map(items.map((item) => [`${item.kind}:${item.id}`, item]));
  const byKind = new Map<ItemKind, CatalogItem[]>();
  for (const item of items) byKind.set(item.kind, [...(byKind.get(item.kind) ?? []), item]);
  return {
    items,
    get: (ref) => byKey.get(`${ref.kind}:${ref.id}`),
    ofKind: (kind) => byKind.get(kind) ?? [],
  };
}

/** The refs of `refs` that `catalog` does not know (e.g. a link made with newer content). */
export function unknownRefs(catalog: Catalog, refs: readonly ItemRef[]): ItemRef[] {
  return refs.filter((r) => !catalog.get(r));
}

let appCatalog: Promise<Catalog> | undefined;

/** The app's catalog, loaded on first use (it pulls in all content, so pages load it lazily). */
export function loadCatalog(): Promise<Catalog> {
  appCatalog ??= import('./app-catalog').then((m) => m.catalog);
  return appCatalog;
}
