/** Why a set-up position is impossible, in the reader's language (codes from the engine's legality check). */
import { colorName, roleName } from '$lib/board/describe';
import type { Illegality } from '$lib/engine';
import { editorText as text } from './text';

export function problemText(p: Illegality): string {
  const side = colorName(p.color);
  // The speaker's name for this side's piece: Han's soldier is 병 in Korean, Cho's 졸.
  const role = p.role ? roleName({ color: p.color, role: p.role }) : '';
  switch (p.code) {
    case 'no-general':
      return text('editor.illegal.no-general', { side });
    case 'extra-general':
      return text('editor.illegal.extra-general', { side, count: p.count ?? 2 });
    case 'too-many':
      return text('editor.illegal.too-many', { side, role, count: p.count ?? 0, max: p.max ?? 0 });
    case 'outside-palace':
      return text('editor.illegal.outside-palace', { side, role, square: p.square ?? '' });
    case 'soldier-behind':
      return text('editor.illegal.soldier-behind', { side, role: roleName({ color: p.color, role: 'soldier' }), square: p.square ?? '' });
    case 'opponent-in-check':
      return text('editor.illegal.opponent-in-check', { side });
  }
}
