/**
 * Words of the Nine Elder lessons (the runner's codes, the hand, the /learn card), in the app's
 * languages. The shared lesson words (hint, retry, next, stars) come from the Learn section's catalogue.
 */
import { sectionText, sectionCatalogues } from '$lib/i18n';
import type { IllegalReason } from './game';
import type { NineSaid, RefuseReason } from './goals';

import type nineElderLessonEn from '$lib/i18n/lang/en/nineElderLesson';

const NINE_LESSON = sectionCatalogues('nineElderLesson');

type Key = keyof typeof nineElderLessonEn;

export const nlt = sectionText(NINE_LESSON);

export const illegalKey = (r: IllegalReason) => `nl.illegal.${r}` as const satisfies Key;
export const wrongKey = (r: RefuseReason) => `nl.wrong.${r}` as const satisfies Key;
export type NineLessonKey = Key;

/** The words of what a goal kind says after a move (goals/kind.ts), `pieceName` naming a hand letter. */
export const saidText = (s: NineSaid, pieceName: (letter: string) => string): string =>
  (nlt as (key: NineSaid['key'], params?: { n?: number; piece?: string }) => string)(s.key, {
    ...(s.n !== undefined ? { n: s.n } : {}),
    ...(s.piece !== undefined ? { piece: pieceName(s.piece) } : {}),
  });
