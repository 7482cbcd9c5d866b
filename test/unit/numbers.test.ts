import { afterEach, describe, expect, it } from 'vitest';
import { pointsText } from '$lib/analysis/score';
import { locale } from '$lib/i18n';
import { speaker } from '$lib/i18n/catalogues';
import { fixed } from '$lib/i18n/numbers';
import { fmt } from '$lib/play/words';
import { msg, say } from '$lib/task/messages';

describe('numbers in the reader’s language', () => {
  afterEach(() => locale.set('en'));

  it('writes a fixed number of decimals, with a sign on request but none on zero', () => {
    expect(fixed(3, 'es')).toBe('3,0');
    expect(fixed(87.25, 'es')).toBe('87,3');
    expect(fixed(1.3, 'es', 1, true)).toBe('+1,3');
    expect(fixed(-0.4, 'es', 1, true)).toBe('-0,4');
    expect(fixed(0, 'es', 1, true)).toBe('0,0');
    expect(fixed(1.3, 'en', 1, true)).toBe('+1.3');
    // No grouping: an average or a rating reads the same in every language.
    expect(fixed(1500, 'en')).toBe('1500.0');
    expect(fixed(1500, 'es')).toBe('1500,0');
  });

  it('gives the analysis scores in the reader’s language', () => {
    expect(pointsText(130, 'es')).toBe('+1,3');
    expect(pointsText(-44, 'es')).toBe('-0,4');
    expect(pointsText(3, 'es')).toBe('0,0');
    expect(pointsText(130)).toBe('+1.3');
  });

  it('gives the count of a finished game with Han’s half point as the reader writes it', () => {
    locale.set('es');
    expect(fmt(1.5)).toBe('1,5');
    expect(fmt(72)).toBe('72');
    expect(fmt(72.5)).toBe('72,5');
    locale.set('en');
    expect(fmt(1.5)).toBe('1.5');
  });

  it('says a count in task feedback with the language’s decimal separator', () => {
    const m = msg('end.bikjang.count', { result: { msg: msg('end.result.win', { side: { side: 'han' } }) }, mine: 10, theirs: 20.5 });
    expect(say(m, 'es')).toMatch(/10 a 20,5\.$/);
    expect(say(m, 'en')).toMatch(/10 to 20\.5\.$/);
    expect(speaker('es').count(1.5, 'point')).toBe('1,5 puntos');
    expect(speaker('es').count(1, 'point')).toBe('1 punto');
  });
});
