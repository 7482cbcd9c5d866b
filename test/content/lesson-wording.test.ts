// The wording the course settled on, so that it cannot creep back: one Korean word per idea in every
// Korean lesson and exercise file, and the statements a strong player found wrong stay corrected.
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, test } from 'vitest';

const DIRS = [
  'lessons/learn',
  ...readdirSync('lessons/exercises', { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => `lessons/exercises/${d.name}`),
];
const all = DIRS.flatMap((dir) =>
  readdirSync(dir)
    .filter((f) => f.endsWith('.md') && f !== 'README.md')
    .map((f) => `${dir}/${f}`),
);
const korean = all.filter((f) => f.endsWith('.ko.md')).map((file) => ({ file, text: readFileSync(file, 'utf8') }));
// English files have no language in their name (`X.md`; a translation is `X.<code>.md`).
const english = all.filter((f) => !/\.[a-z]{2,3}(-[A-Za-z0-9]+)?\.md$/.test(f)).map((file) => ({ file, text: readFileSync(file, 'utf8') }));
const read = (file: string): string => readFileSync(file, 'utf8');

/** Lines (1-based) of `text` that match `re`, for a readable failure. */
function hits(files: { file: string; text: string }[], re: RegExp): string[] {
  return files.flatMap(({ file, text }) =>
    text.split('\n').flatMap((line, i) => (re.test(line) ? [`${file}:${i + 1}: ${line.trim().slice(0, 80)}`] : [])),
  );
}

/** Sentences (split at . ! ? and line ends) of every file. */
function sentences(files: { file: string; text: string }[]): { file: string; s: string }[] {
  return files.flatMap(({ file, text }) => text.split(/(?<=[.!?])\s+|\n/).map((s) => ({ file, s })));
}

describe('Korean lesson wording', () => {
  test('reads every Korean lesson and exercise file', () => {
    expect(korean.length).toBeGreaterThanOrEqual(60);
  });

  test('a file is "e 세로줄", never "e줄"', () => {
    expect(hits(korean, /(?<![A-Za-z])[a-i]줄/)).toEqual([]);
    expect(hits(korean, /[a-i] 세로줄/).length).toBeGreaterThan(20);
  });

  test('a discovered check is 숨은 장군, never 드러난 장군', () => {
    expect(hits(korean, /드러난\s*장군|드러나는\s*장군/)).toEqual([]);
    expect(hits(korean, /숨은 장군/).length).toBeGreaterThan(0);
  });

  test('a piece is 말, never 기물', () => {
    expect(hits(korean, /기물/)).toEqual([]);
  });

  test("a task is 문제; 과제 is kept for a teacher's assignment", () => {
    expect(hits(korean, /과제/)).toEqual([]);
    for (const file of ['src/lib/i18n/lang/ko/learn.ts', 'src/lib/i18n/lang/ko/task.ts']) expect(read(file), file).not.toMatch(/과제/);
  });

  test('particles follow the word, never written as (으)로, (이)가, 을(를) or 은(는)', () => {
    expect(hits(korean, /\(으\)|\(이\)|을\(를\)|를\(을\)|은\(는\)|는\(은\)|이\(가\)|가\(이\)|와\(과\)|과\(와\)/)).toEqual([]);
  });

  test('멍군 is any answer to 장군; a check given back is 맞장군', () => {
    const counterCheck = /장군에 장군|장군으로 받|도리어 내가 장군|check of your own|counter-?check|check with check|check against check/i;
    const wrong = sentences([...korean, ...english]).filter(
      ({ s }) => /멍군|meong-?gun/i.test(s) && counterCheck.test(s) && !/맞장군|matjanggun/i.test(s),
    );
    expect(wrong.map(({ file, s }) => `${file}: ${s}`)).toEqual([]);
    const lesson21 = read('lessons/learn/21-discovered-check.ko.md');
    expect(lesson21).toMatch(/^title: .*맞장군/m);
    expect(lesson21).toMatch(/## 장군에 장군으로: 맞장군/);
    expect(read('lessons/learn/10-check.ko.md')).toMatch(/장군을 푸는 수를 \*멍군\*/);
  });

  test('the general is 궁(장) where the course first names it', () => {
    const first = read('lessons/learn/01-board.ko.md');
    const at = first.indexOf('궁(장)');
    expect(at).toBeGreaterThan(0);
    // No other mention of the general comes before it (궁성, the palace, is another word).
    expect(first.slice(0, at)).not.toMatch(/(?<![가-힣])장(?![기군])/);
  });
});

describe('English lessons gloss the Korean words they use', () => {
  test('"par" is not used', () => {
    expect(hits(english, /\bpar\b/i)).toEqual([]);
    expect(read('src/lib/i18n/lang/en/learn.ts')).not.toMatch(/\bpar\b/);
  });

  test('a Korean word in running English text comes with its reading', () => {
    // Lesson 14 teaches the setup names and lesson 15 the Korean notation; elsewhere these words are glossed.
    const glossed: [RegExp, RegExp][] = [
      [/상차림/, /sangcharim|sang-charim/],
      [/귀마/, /gwima|gwi-ma/],
      [/원앙마/, /wonangma|won-ang-ma/],
      [/덤/, /deom/],
      [/한수쉼/, /hansu-swim/],
      [/멱/, /myeok/],
      [/맞장군/, /matjanggun/],
    ];
    for (const { file, text } of english) {
      if (/14-setups|15-notation/.test(file)) continue;
      for (const [word, reading] of glossed) if (word.test(text)) expect(text, `${file}: ${word.source}`).toMatch(reading);
    }
  });
});

describe('pieces and characters in lesson 1', () => {
  test('every character on the pieces is named: Korean and English names in English, the Korean name (and no English) in Korean', () => {
    const en = read('lessons/learn/01-board.md');
    const ko = read('lessons/learn/01-board.ko.md');
    const pieces: [string, string, string][] = [
      ['車', '차', 'chariot'],
      ['馬', '마', 'horse'],
      ['象', '상', 'elephant'],
      ['包', '포', 'cannon'],
      ['士', '사', 'guard'],
      ['卒', '졸', 'soldier'],
      ['兵', '병', 'soldier'],
      ['楚', '초', 'general'],
      ['漢', '한', 'general'],
    ];
    for (const [hanja, kname, ename] of pieces) {
      const enLine = en.split('\n').find((l) => l.includes(hanja)) ?? '';
      const koLine = ko.split('\n').find((l) => l.includes(hanja)) ?? '';
      expect(enLine, hanja).toContain(kname);
      expect(enLine, hanja).toContain(ename);
      expect(koLine, hanja).toContain(kname);
      expect(koLine, hanja).not.toContain(ename);
    }
  });
});

describe('Traditional Chinese wording', () => {
  const zhFiles = [...all.filter((f) => f.endsWith('.zh-Hant.md')), 'lessons/nine-elder/01-pieces.zh-Hant.md'];
  const wordsDir = 'src/lib/i18n/lang/zh-Hant';
  const zh = [
    ...zhFiles.map((file) => ({ file, text: read(file) })),
    ...readdirSync(wordsDir).map((f) => ({ file: `${wordsDir}/${f}`, text: read(`${wordsDir}/${f}`) })),
  ];

  test('reads every Traditional Chinese lesson, exercise and words file', () => {
    expect(zhFiles.length).toBeGreaterThanOrEqual(65);
    expect(zh.length).toBeGreaterThanOrEqual(85);
  });

  test('one term per idea, as a xiangqi teacher says it: 炮架, 馬腳 拐住, 捉雙, 貼分, 卒／兵', () => {
    expect(hits(zh, /包架|砲架/)).toEqual([]);
    expect(hits(zh, /馬腿|蹩/)).toEqual([]);
    expect(hits(zh, /雙抓/)).toEqual([]);
    expect(hits(zh, /補償|補貼/)).toEqual([]);
    expect(hits(zh, /卒（兵）/)).toEqual([]);
    expect(hits(zh, /炮架/).length).toBeGreaterThan(30);
    expect(hits(zh, /貼分/).length).toBeGreaterThan(5);
  });

  test('Korean words are given in Hangul, not in Latin letters', () => {
    // Only the reader's text: not keys, ids, goals, placeholders or the English check messages of `wrong:`.
    const prose = zh.map(({ file, text }) => ({
      file,
      text: text
        .split('\n')
        .map((line) =>
          /^\s*(id|goal|prerequisites|message|rules):/.test(line)
            ? ''
            : line.replace(/^\s*('[^']*'|[a-z]\w*):/, '').replace(/\{\w+\}/g, ''),
        )
        .join('\n'),
    }));
    expect(hits(prose, /(?<!\*)\*[a-z][a-z -]*\*(?!\*)|\b(janggun|meonggun|deom|bikjang|myeok|pojin|gwi-?ma|Janggi)\b/)).toEqual([]);
  });

  test('quotations use 「」, not English quotation marks', () => {
    expect(hits(zh, /[“”‘’]/)).toEqual([]);
  });
});
