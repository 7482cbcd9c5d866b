/** Parse and check a set of Nine Elder lesson sources with their translations (no Vite needed: tests use this too). */
import { ContentError, ContentErrors } from '$lib/content/errors';
import { loadTranslated, type Localized } from '$lib/content/translated';
import { parseNineLesson } from './parse';
import type { NineLesson } from './types';
import { validateNineLesson } from './validate';

/** Parses (and checks, with `validate`) the lessons of one language keyed by path; throws ContentErrors. */
function loadSet(files: Record<string, string>, validate: boolean): NineLesson[] {
  const errors: ContentError[] = [];
  const out: NineLesson[] = [];
  for (const [path, source] of Object.entries(files).sort(([a], [b]) => a.localeCompare(b))) {
    const r = parseNineLesson(path.replace(/^\//, ''), source);
    errors.push(...r.errors);
    if (!r.lesson) continue;
    if (validate) errors.push(...validateNineLesson(r.lesson));
    out.push(r.lesson);
  }
  const ids = new Set<string>();
  for (const l of out) {
    if (ids.has(l.id)) errors.push(new ContentError(l.file, 1, `id: "${l.id}" is used by another Nine Elder lesson`));
    ids.add(l.id);
  }
  if (errors.length) throw new ContentErrors(errors);
  return out.sort((a, b) => a.order - b.order);
}

/**
 * Sources keyed by path (`/lessons/nine-elder/01-pieces.md` and its translations `…/01-pieces.<locale>.md`).
 * Returns each lesson (by `order`) in every language; throws ContentErrors listing every problem.
 * `strict`: a lesson without a translation is an error (CI builds).
 */
export function loadNineLessons(
  sources: Record<string, string>,
  options: { strict: boolean; validate?: boolean },
): Localized<NineLesson>[] {
  return loadTranslated(sources, { load: (files, source) => loadSet(files, source && options.validate !== false), strict: options.strict });
}
