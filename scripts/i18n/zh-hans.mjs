// Simplified Chinese (zh-Hans) is derived from Traditional Chinese (zh-Hant), never written by hand:
// OpenCC's Taiwan → mainland conversion (characters and phrases: 設定 → 设置, 軟體 → 软件) of the
// text, then TERMS, a short table reviewed by hand where the conversion is wrong for Janggi or for
// an app (docs/languages.md lists it). Only runs of non-ASCII characters are converted, so code,
// keys, placeholders, FENs and YAML stay byte-identical.
//
// The derived files (src/lib/i18n/lang/zh-Hans/*.ts and lessons/**/X.zh-Hans.md) are not committed:
// derive-zh-hans.mjs writes them on install, before a check and from the Vite plugin (vite.config.ts).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import * as OpenCC from 'opencc-js';

export const SOURCE = 'zh-Hant';
export const TARGET = 'zh-Hans';

/**
 * Before OpenCC, in this order: [a Traditional phrase, its Simplified form], for phrases whose
 * meaning on a board the phrase table does not know. Taiwan's 線上 is "online" (→ 在线), but here
 * it is always "on the line" (在 e 線上, 橫線上: 在 e 线上, 横线上); the app's "offline" is 離線.
 */
export const BEFORE = [['線上', '线上']];

/** After OpenCC, in this order: [what it wrote, what mainland Janggi and xiangqi texts write]. */
export const TERMS = [
  // The cannon: OpenCC keeps 砲, mainland xiangqi writes 炮 (the guide's Janggi cannon 包 is kept as it is).
  ['砲', '炮'],
  // Red's horse and chariot (傌, 俥) become rare characters many fonts lack; mainland sets write 马, 车.
  ['㐷', '马'],
  ['伡', '车'],
  // App words where the phrase table gives a Taiwan or dated form.
  ['脱机', '离线'],
  ['帐号', '账号'],
  ['座标', '坐标'],
  ['行动设备', '移动设备'],
  // "Copy" on a button or in a notice: mainland apps write 复制 (拷贝 is a file copy).
  ['拷贝', '复制'],
  // Quotation marks: Taiwan writes 「」 and 『』, mainland texts “” and ‘’.
  ['「', '“'],
  ['」', '”'],
  ['『', '‘'],
  ['』', '’'],
];

const twToCn = OpenCC.Converter({ from: 'twp', to: 'cn' });
const cnToTw = OpenCC.Converter({ from: 'cn', to: 'tw' });

/** Traditional text in Simplified: BEFORE and OpenCC on each non-ASCII run, then TERMS. */
export function toSimplified(text) {
  let out = text.replace(/[^\t\n\r\u0020-\u007e]+/g, (run) => {
    for (const [from, to] of BEFORE) run = run.split(from).join(to);
    return twToCn(run);
  });
  for (const [from, to] of TERMS) out = out.split(from).join(to);
  return out;
}

/**
 * Characters that OpenCC's mainland → Taiwan conversion changes but that Traditional texts also
 * write as they are (干涉, 皇后, 公里, 台灣, 準/准許, 云云, 遊/游泳, 山岳, 伙伴 ...): not Simplified-only.
 */
const ALSO_TRADITIONAL = new Set('干后里台范冲斗丑几准云余朴征划采游咸吁涂尸于岳据凄郁伙佣症御姜卷松系周制面只才舍回向谷了借困布克');

/** The Simplified-only characters of a Traditional text, each once, in order of first appearance. */
export function simplifiedOnly(text) {
  const found = new Set();
  for (const c of text) if (/[\u3400-\u9fff\uf900-\ufaff]/.test(c) && !ALSO_TRADITIONAL.has(c) && cnToTw(c) !== c) found.add(c);
  return [...found];
}

/** A derived .ts file's first line: what it is made from. */
const header = (source) => `// Derived from ${source} by scripts/i18n/derive-zh-hans.mjs: not committed, do not edit.\n`;

/** Every zh-Hant source under `root` with its zh-Hans path and derived text (paths relative to root, with `/`). */
export function derivations(root = '.') {
  const out = [];
  const words = join(root, 'src/lib/i18n/lang', SOURCE);
  if (existsSync(words))
    for (const name of readdirSync(words)
      .filter((f) => f.endsWith('.ts'))
      .sort()) {
      const source = `src/lib/i18n/lang/${SOURCE}/${name}`;
      // The language's name in itself (the app catalogue's `language.name`) is Simplified Chinese's own.
      const text = toSimplified(readFileSync(join(root, source), 'utf8')).replace(/('language\.name':\s*')繁体中文'/, "$1简体中文'");
      out.push({ source, target: `src/lib/i18n/lang/${TARGET}/${name}`, text: header(source) + text });
    }
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith(`.${SOURCE}.md`)) {
        const source = relative(root, path).split('\\').join('/');
        out.push({ source, target: source.replace(`.${SOURCE}.md`, `.${TARGET}.md`), text: toSimplified(readFileSync(path, 'utf8')) });
      }
    }
  };
  if (existsSync(join(root, 'lessons'))) walk(join(root, 'lessons'));
  return out;
}

/** Derived files on disk with no zh-Hant source (a source renamed or removed): paths relative to root. */
export function orphans(root = '.') {
  const targets = new Set(derivations(root).map((d) => d.target));
  const out = [];
  const words = join(root, 'src/lib/i18n/lang', TARGET);
  if (existsSync(words)) for (const name of readdirSync(words)) out.push(`src/lib/i18n/lang/${TARGET}/${name}`);
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith(`.${TARGET}.md`)) out.push(relative(root, path).split('\\').join('/'));
    }
  };
  if (existsSync(join(root, 'lessons'))) walk(join(root, 'lessons'));
  return out.filter((p) => !targets.has(p)).sort();
}
