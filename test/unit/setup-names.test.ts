// The four horse/elephant setups have one set of words per language (the `setups` namespace): the
// play setup, the editor's start and the games list all say a setup's name from it, so no page
// calls a setup by another name.
import { afterAll, describe, expect, it } from 'vitest';
import { SETUPS, SETUP_NAMES } from '$lib/engine';
import { loadCatalogue, loadSections, locale, LOCALES, type Locale } from '$lib/i18n';
import { setupDesc, setupName, setupOption } from '$lib/board/setup-names';
import { openingText } from '$lib/games/labels';

/** Every language's namespaces but `setups`, by file. */
const FILES = import.meta.glob<{ default?: unknown }>('$lib/i18n/lang/*/*.ts', { eager: true });
function otherWords(lang: Locale): string[] {
  return Object.entries(FILES)
    .filter(([path]) => path.includes(`/lang/${lang}/`) && !path.endsWith('/setups.ts'))
    .flatMap(([, m]) => Object.values((m.default ?? {}) as Record<string, unknown>).filter((v): v is string => typeof v === 'string'));
}

async function use(lang: Locale): Promise<void> {
  await loadCatalogue(lang);
  await loadSections(lang, ['setups', 'games']);
  locale.set(lang);
}

describe('setup names: one set per language', () => {
  afterAll(() => locale.set('en'));

  it.each(LOCALES.map((l) => [l]))('%s: four names, four descriptions, named nowhere else', async (lang) => {
    await use(lang);
    const names = SETUPS.map(setupName);
    expect(new Set(names).size).toBe(4);
    expect(new Set(SETUPS.map(setupDesc)).size).toBe(4);
    // A setup's name is the same by its code (the games list, the review) and by its back rank (play, editor).
    for (const s of SETUPS) expect(setupName(SETUP_NAMES[s].romanized)).toBe(setupName(s));
    // The editor's option and the games list's opening say the same name.
    for (const s of SETUPS) {
      expect(setupOption(s)).toContain(setupName(s));
      expect(setupOption(s)).toContain(SETUP_NAMES[s].pattern);
      expect(openingText({ cho: { setup: SETUP_NAMES[s].romanized }, han: {} })).toContain(setupName(s));
    }
    // No other namespace of the language has words of its own for a setup.
    const elsewhere = otherWords(lang).filter((w) => names.some((n) => w.includes(n)));
    expect(elsewhere).toEqual([]);
  });

  it('each language in its own terms', async () => {
    const named = async (lang: Locale) => (await use(lang), SETUPS.map(setupName));
    // RNBA1ABNR, RBNA1ANBR, RNBA1ANBR, RBNA1ABNR: both horses outside, both inside, the right one inside, the left one inside.
    expect(await named('ko')).toEqual(['원앙마', '양귀마', '오른귀마', '왼귀마']);
    // The Chinese guide names a setup by its elephants: both inside, both outside, the right one outside, the left one outside.
    expect(await named('zh-Hant')).toEqual(['內象配置', '外象配置', '右象配置', '左象配置']);
    expect(await named('es')).toEqual(['Wonangma', 'Yanggwima', 'Gwima derecho', 'Gwima izquierdo']);
  });
});
