/**
 * The app's own English vocabulary that its Spanish never uses: every word of the English words
 * files (src/lib/i18n/lang/en, their string values) and English content (lessons/**\/X.md), less
 * every word of the Spanish files and content (lang/es, X.es.md). A word of it on a Spanish page is
 * English left behind (a missing translation, an English fallback), while words both languages
 * write (general, no, total, Janggi, Cho, Han, FEN...) are never counted. With english-words.mjs's
 * list of common English words (which also catches an English word a Spanish file wrongly holds),
 * it is how the reader check counts English on Spanish pages.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const WORD = /\p{L}[\p{L}'’-]*/gu;

/** The string values of a words module (its keys are the same in every language and are left out). */
function values(source) {
  const out = [];
  for (const m of source.matchAll(/:\s*(['"`])((?:\\.|(?!\1)[^\\])*)\1/g)) out.push(m[2].replace(/\$\{[^}]*\}/g, ' '));
  // Template literals of functions (engineErrors), wherever they stand.
  for (const m of source.matchAll(/`((?:\\.|[^`\\])*)`/g)) out.push(m[1].replace(/\$\{[^}]*\}/g, ' '));
  return out.join('\n');
}

function files(dir, test) {
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...files(full, test));
    else if (test(entry.name)) out.push(full);
  }
  return out;
}

const words = (text) => new Set((text.match(WORD) ?? []).map((w) => w.toLowerCase().replace(/['’-]+$/, '')));

/** The lower-case words of `lang`'s words files and content under `root`. */
function vocabulary(root, lang) {
  const code = lang === 'en' ? '' : `.${lang}`;
  const texts = files(join(root, 'src/lib/i18n/lang', lang), (n) => n.endsWith('.ts')).map((f) => values(readFileSync(f, 'utf8')));
  const content = files(join(root, 'lessons'), (n) => (code ? n.endsWith(`${code}.md`) : /^[^.]+\.md$/.test(n) && n !== 'README.md'));
  for (const f of content) texts.push(readFileSync(f, 'utf8'));
  return words(texts.join('\n'));
}

/** English words of the app that no Spanish words file or content uses, lower case. */
export function englishNotInSpanish(root) {
  const es = vocabulary(root, 'es');
  return new Set([...vocabulary(root, 'en')].filter((w) => !es.has(w) && /^[a-z'’-]+$/.test(w)));
}
