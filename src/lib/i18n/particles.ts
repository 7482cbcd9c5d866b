/**
 * Korean particles chosen from the sound the preceding word ends with (받침), so no message has to
 * guess with `이(가)` or `(으)로`.
 *
 * How a word's last sound is found:
 * - Hangul: the final consonant of the last syllable (`장` has ㅇ, `마` none, `졸` ㄹ).
 * - Digits are read as Sino-Korean numbers, the way Koreans read point names and counts:
 *   1 일(ㄹ), 2 이, 3 삼(ㅁ), 4 사, 5 오, 6 육(ㄱ), 7 칠(ㄹ), 8 팔(ㄹ), 9 구; a number ending in
 *   zeros ends in its place word: 10 십(ㅂ), 100 백(ㄱ), 1000 천(ㄴ), 10000 만(ㄴ); 0 alone is 영(ㅇ).
 *   So `e2` (이 이) takes 가/를/로, `c3` (씨 삼) takes 이/을/으로, `e7` (이 칠) takes 로 (ㄹ), `a10`
 *   (에이 십) takes 으로, and `79졸78` (…칠팔) takes 로.
 * - Latin letters are read by their Korean letter names, as in coordinates and acronyms:
 *   l 엘, r 알 (ㄹ); m 엠 (ㅁ); n 엔 (ㄴ); every other letter's name ends in a vowel
 *   (에이, 비, 씨, 디, 이, 에프, 지, 에이치, 아이, 제이, 케이, 오, 피, 큐, 에스, 티, 유, 브이,
 *   더블유, 엑스, 와이, 지). So `FEN` (에프이엔) takes 을, `QR` (큐알) takes 로, `CSV` takes 를.
 * - Closing punctuation, quotes and brackets after the word are skipped (`“마”를`).
 * - Anything else (hanja, symbols) is taken to end in a vowel.
 */

export type ParticlePair = '이/가' | '을/를' | '은/는' | '으로/로' | '과/와' | '아/야';

/** The last sound of a word: no final consonant, ㄹ, or another final consonant. */
export type Ending = 'vowel' | 'rieul' | 'consonant';

const HANGUL_FIRST = 0xac00;
const HANGUL_LAST = 0xd7a3;
const RIEUL = 8; // index of ㄹ among the 28 finals (0 = none)

/** Final sound of each digit 1..9 read in Sino-Korean (일 이 삼 사 오 육 칠 팔 구): r ㄹ, v none, c another. */
const DIGITS = 'rvcvvcrrv';
const SOUND = { r: 'rieul', v: 'vowel', c: 'consonant' } as const;
/** Letters whose Korean names end in a consonant: 엘, 알 (ㄹ); 엠, 엔. */
const LETTER: Record<string, Ending> = { l: 'rieul', r: 'rieul', m: 'consonant', n: 'consonant' };

/** Trailing characters that are not read: closing quotes, brackets, punctuation, spaces. */
const SILENT = /[\s"'“”‘’»)\]}>.,!?:;…·\-–—*_`]+$/u;

/** How `word` ends when read aloud in Korean (see the module comment). */
export function ending(word: string): Ending {
  const w = word.replace(SILENT, '');
  if (!w) return 'vowel';
  const last = w[w.length - 1];
  const code = last.codePointAt(0)!;
  if (code >= HANGUL_FIRST && code <= HANGUL_LAST) {
    const final = (code - HANGUL_FIRST) % 28;
    return final === 0 ? 'vowel' : final === RIEUL ? 'rieul' : 'consonant';
  }
  // A number ending in 0 ends in 영, 십, 백, 천 or 만: a final consonant every time.
  if (last === '0') return 'consonant';
  if (last >= '1' && last <= '9') return SOUND[DIGITS[Number(last) - 1] as keyof typeof SOUND];
  if (/[A-Za-z]/.test(last)) return LETTER[last.toLowerCase()] ?? 'vowel';
  return 'vowel';
}

/** The particle of `pair` that follows `word` (without the word). */
export function particleFor(word: string, pair: ParticlePair): string {
  const [afterConsonant, afterVowel] = pair.split('/');
  const e = ending(word);
  if (pair === '으로/로') return e === 'consonant' ? afterConsonant : afterVowel;
  return e === 'vowel' ? afterVowel : afterConsonant;
}

/** `word` with the right particle of `pair` attached: particle('마', '이/가') === '마가'. */
export function particle(word: string, pair: ParticlePair): string {
  return word + particleFor(word, pair);
}

export function isParticlePair(s: string): s is ParticlePair {
  return /^(이\/가|을\/를|은\/는|으로\/로|과\/와|아\/야)$/.test(s);
}
