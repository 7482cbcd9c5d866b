import { afterAll, describe, expect, it } from 'vitest';
import { loadCatalogue, locale, type Locale } from '$lib/i18n';
import { parseSquare } from '$lib/engine';
import { say } from '$lib/board/describe';

const sq = (name: string) => parseSquare(name)!;
/** Cho's soldier g8-f8, giving mate: what the board's live region says, in `lang`. */
async function mateAnnounced(lang: Locale): Promise<string> {
  await loadCatalogue(lang);
  locale.set(lang);
  const piece = { role: 'soldier', color: 'cho' } as const;
  return say({ code: 'moved', move: { code: 'move', piece, from: sq('g8'), to: sq('f8') }, check: true, mate: true, bikjang: false });
}

describe('the board announces a move and its check in the punctuation of the reader’s language', () => {
  afterAll(() => locale.set('en'));

  it('English, Korean and Spanish end the move with a full stop; Chinese with its own, without a space', async () => {
    expect(await mateAnnounced('en')).toBe('Cho soldier g8 to f8. Checkmate.');
    expect(await mateAnnounced('ko')).toMatch(/^초 졸 g8에서 f8\. 외통\.$/);
    expect(await mateAnnounced('es')).toMatch(/f8\. Jaque mate\.$/);
    const zh = await mateAnnounced('zh-Hant');
    expect(zh).toBe('楚卒從g8到f8。將死。');
    expect(zh).not.toMatch(/[.] /);
  });
});
