/**
 * Which words of a page's text are English: the classifier behind scripts/count-english.mjs.
 * Not English, even though written in Latin letters: points and moves (`e2`, `b1c3`, `a10a9`,
 * `e2e2`), routes of points (`c1-c2-d3-e4`), the site notation (`R01-71`, `H02-83`), acronyms in
 * capitals (`FEN`, `CSV`, `QR`), single letters (file names `a`..`i`, piece letters `K`, `H`), puzzle
 * ids (`m1-0002`, `bk2-001`, `tc-0001`: names of data, the same in every language), the names printed on keys
 * (`Enter`, `Space`, `Esc`, `Tab`, `Shift`), which Korean text writes as they are on the keyboard, and
 * names every language writes as they are: the engine the puzzles are checked with (Fairy-Stockfish),
 * the Nine Elder's inventor (Daphne Snowmoon) and the game files the games page reads (`.gib`, `.pgn`,
 * UTF-8 text).
 */

const TOKEN = /[A-Za-z][A-Za-z0-9'’-]*/g;
const POINT = '[a-i](?:10|[1-9])';
const NOT_WORDS = [
  new RegExp(`^${POINT}(?:${POINT})?$`), // e2, b1c3, e2e2
  new RegExp(`^${POINT}(?:-${POINT})+$`), // a route of points: c1-c2-d3-e4
  /^[KAEHCRPBNG]\d{2}(?:[-x]\d{2})?[+#]?$/, // R01-71, H02-83
  /^[A-Z][A-Z0-9]+s?$/, // FEN, CSV, QR, UCI, PWA, FENs
  /^[A-Za-z]$/, // a single letter
  /^[a-z]{1,3}\d*-\d{3,}$/, // a puzzle id: m1-0002, bk2-001, tc-0001
  /^(Enter|Space|Esc|Tab|Shift)$/, // key names
  /^(Fairy-Stockfish|Daphne|Snowmoon|gib|pgn|UTF-8)$/, // names: the engine, the Nine Elder's inventor, file formats
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

/**
 * Common English words of the app's kind (its buttons, tasks and feedback) that are not Spanish
 * words: in Latin-letter text that is meant to be Spanish, these are English left behind. Words
 * both languages write alike (general, total, final, error, mate, no, a, he, has, red, solo...)
 * are not in the list, so a Spanish page never counts them, nor Spanish verb forms spelled like
 * English words (capture, captures: forms of capturar).
 */
const ENGLISH_NOT_SPANISH = new Set(
  `the and of to is it you your that this these those with for on at by from are was were be been have had not or but if
  then than there their they them she his her we our my its which what when where who why how all any each every some more
  most one two three four five first last next back new old here now only also just can cannot could will would should
  might must do does done did get got go goes make made take takes taken see show shows shown find keep kept try again
  start started play plays played player move moves moved piece pieces board lesson lessons exercise exercises puzzle
  puzzles hint hints solution settings setting language save saved open close level levels game games review reviewed
  learn teach teacher class student students progress today daily streak rating score points point check checkmate
  captured side turn undo redo reset clear copy paste share link download upload import export file files record
  records loading offline online update updated version help about home menu step steps task tasks goal goals answer wrong
  right correct well good great nice best better mistake blunder inaccuracy excellent book forced analysis engine computer
  opponent win wins won lose loses lost draw drawn pass passes passed palace guard guards elephant elephants horse horses
  chariot chariots cannon cannons soldier soldiers count counting setup setups position positions illegal black white
  blue green left up down yes cancel continue finish finished complete completed unlock unlocked locked star stars time
  times minute minutes seconds hour hours day days week date name title text words word page pages list empty full storage
  backup restore delete remove rename edit flip choose choice select option options`.split(/\s+/),
);

/**
 * The English words in text meant to be Spanish (see ENGLISH_NOT_SPANISH), in order; `more`, lower
 * case, are counted too (app-vocabulary.mjs: the app's English words its Spanish never uses).
 */
export function englishWordsInSpanish(text, more = new Set()) {
  return (text.match(/\p{L}[\p{L}\p{N}'’-]*/gu) ?? []).filter((w) => {
    const word = w.toLowerCase().replace(/['’-]+$/, '');
    return ENGLISH_NOT_SPANISH.has(word) || more.has(word);
  });
}

/** The English words in text meant to be in `lang` (a UI language's code): Spanish by its own lists, else any Latin word. */
export function englishWordsIn(text, lang, more = new Set()) {
  return lang === 'es' ? englishWordsInSpanish(text, more) : englishWords(text);
}
