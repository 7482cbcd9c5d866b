/** Parse and check a set of Nine Elder lesson sources with their translations (no Vite needed: tests use this too). */
import { localeDifferences, splitLocales } from '$lib/content/locale';
import { ContentError, ContentErrors } from '$lib/content/errors';
import { parseNineLesson } from './parse';
import type { NineLesson } from './types';
import { validateNineLesson } from './validate';

/**
 * Sources keyed by path (`/lessons/nine-elder/01-pieces.md`, `…/01-pieces.ko.md`). Returns each
 * English lesson (by `order`) with its Korean one; throws ContentErrors listing every problem.
 * `strict`: a lesson without a Korean file is an error (CI builds).
 */
export function loadNineLessons(
  sources: Record<string, string>,
  options: { strict: boolean; validate?: boolean },
): { en: NineLesson; ko?: NineLesson }[] {
  const errors: ContentError[] = [];
  const { en, translations } = splitLocales(sources);
  const out: { en: NineLesson; ko?: NineLesson }[] = [];
  for (const [path, source] of Object.entries(en).sort(([a], [b]) => a.localeCompare(b))) {
    const file = path.replace(/^\//, '');
    const r = parseNineLesson(file, source);
    errors.push(...r.errors);
    if (!r.lesson) continue;
    if (options.validate !== false) errors.push(...validateNineLesson(r.lesson));
    let ko: NineLesson | undefined;
    const koSource = translations.ko?.[path];
    const koFile = file.replace(/\.md$/, '.ko.md');
    if (koSource === undefined) {
      if (options.strict) errors.push(new ContentError(file, 1, `no Korean version (${koFile})`));
    } else {
      const k = parseNineLesson(koFile, koSource);
      errors.push(...k.errors);
      if (k.lesson) {
        for (const d of localeDifferences(r.lesson, k.lesson))
          errors.push(new ContentError(koFile, d.line, `${d.path.slice(1)}: ${d.detail}`));
        ko = k.lesson;
      }
    }
    out.push({ en: r.lesson, ko });
  }
  const ids = new Set<string>();
  for (const { en: l } of out) {
    if (ids.has(l.id)) errors.push(new ContentError(l.file, 1, `id: "${l.id}" is used by another Nine Elder lesson`));
    ids.add(l.id);
  }
  if (errors.length) throw new ContentErrors(errors);
  return out.sort((a, b) => a.en.order - b.en.order);
}
