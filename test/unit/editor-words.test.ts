import { afterAll, describe, expect, it } from 'vitest';
import { loadCatalogue, loadSections, locale, LOCALES, type Locale } from '$lib/i18n';
import { illegalities, readFen } from '$lib/engine';
import { problemText } from '$lib/editor/problems';

/** The impossibilities of a position, in `lang`. */
async function problems(lang: Locale, fen: string): Promise<string[]> {
  await loadCatalogue(lang);
  await loadSections(lang, ['editor']);
  locale.set(lang);
  const setup = readFen(fen);
  if (!setup.ok) throw new Error(fen);
  return illegalities(setup.value).map(problemText);
}

// Han soldiers behind their start rank (ranks 8 and 9 from Cho's side) and Cho's too many soldiers.
const HAN_BEHIND = '4k4/4p4/9/9/9/9/9/9/9/4K4 w';
const CHO_SIX = '4k4/9/9/9/P1P1P1P1P/P8/9/9/9/4K4 w';

describe("the editor's reasons name each side's soldier as the reader's language does", () => {
  afterAll(() => locale.set('en'));

  it('Korean: Han’s soldier is 병, Cho’s is 졸', async () => {
    const han = await problems('ko', HAN_BEHIND);
    expect(han.join(' ')).toContain('한의 병');
    expect(han.join(' ')).not.toContain('졸');
    const cho = await problems('ko', CHO_SIX);
    expect(cho.join(' ')).toContain('졸');
    expect(cho.join(' ')).not.toContain('병');
  });

  it('Chinese: 兵 for Han, 卒 for Cho', async () => {
    expect((await problems('zh-Hant', HAN_BEHIND)).join(' ')).toMatch(/兵/);
    expect((await problems('zh-Hant', HAN_BEHIND)).join(' ')).not.toMatch(/卒/);
    expect((await problems('zh-Hant', CHO_SIX)).join(' ')).toMatch(/卒/);
  });

  it('every language fills every placeholder', async () => {
    for (const lang of LOCALES)
      for (const p of [...(await problems(lang, HAN_BEHIND)), ...(await problems(lang, CHO_SIX))]) expect(p, lang).not.toMatch(/[{}]/);
  });
});
