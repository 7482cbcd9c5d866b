/**
 * Which words of a page's text are English: the classifier behind scripts/count-english.mjs.
 * Not English, even though written in Latin letters: points and moves (`e2`, `b1c3`, `a10a9`,
 * `e2e2`), routes of points (`c1-c2-d3-e4`), the site notation (`R01-71`, `H02-83`), acronyms in
 * capitals (`FEN`, `CSV`, `QR`), single letters (file names `a`..`i`, piece letters `K`, `H`), puzzle
 * ids (`m1-0002`, `bk2-001`: names of data, the same in every language), and the names printed on keys
 * (`Enter`, `Space`, `Esc`, `Tab`, `Shift`), which Korean text writes as they are on the keyboard.
 */

const TOKEN = /[A-Za-z][A-Za-z0-9'’-]*/g;
const POINT = '[a-i](?:10|[1-9])';
const NOT_WORDS = [
  new RegExp(`^${POINT}(?:${POINT})?$`), // e2, b1c3, e2e2
  new RegExp(`^${POINT}(?:-${POINT})+$`), // a route of points: c1-c2-d3-e4
  /^[KAEHCRPBNG]\d{2}(?:[-x]\d{2})?[+#]?$/, // R01-71, H02-83
  /^[A-Z][A-Z0-9]+s?$/, // FEN, CSV, QR, UCI, PWA, FENs
  /^[A-Za-z]$/, // a single letter
  /^[a-z]{1,3}\d+-\d{3,}$/, // a puzzle id: m1-0002, bk2-001
  /^(Enter|Space|Esc|Tab|Shift)$/, // key names
];

/** Whether one Latin-letter token is an English word for the count. */
export function isEnglishWord(token) {
  const t = token.replace(/['’-]+$/, '');
  return !NOT_WORDS.some((re) => re.test(t));
}

/** The English words in `text`, in order (see the module comment for what is left out). */
export function englishWords(text) {
  return (text.match(TOKEN) ?? []).filter(isEnglishWord);
}
