// @vitest-environment jsdom
// (remark's entity decoder needs a document under the test config's browser conditions.)
/**
 * What the Nine Elder lesson says agrees with the game's rules (seed: the inventor's page) and with the
 * engine, in English and Korean: the two generals are named, every promoted name the promotion question
 * shows is introduced in the prose before a task uses it, the lesson says there is no pass and that a
 * player with no legal move loses, and it claims nothing about a Cannon jumping a Cannon that the rules
 * do not say.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CANNON, NinePosition, makePiece, moveToUci, mFrom, mTo, nineOutcome, parseNineFen } from '$lib/engine/nine-elder';
import { loadNineLessons } from '$lib/nine-elder/lesson/load';
import type { NineLesson, NineStep } from '$lib/nine-elder/lesson/types';
import { PIECE_NAMES } from '$lib/nine-elder/text';

const FILES = ['01-pieces.md', '01-pieces.ko.md'];
const raw = Object.fromEntries(FILES.map((f) => [f, readFileSync(`lessons/nine-elder/${f}`, 'utf8')]));
// English and Korean only: every language's file is required by test/content/locale-parity.test.ts.
const [{ en, ko }] = loadNineLessons(Object.fromEntries(FILES.map((f) => [`/lessons/nine-elder/${f}`, raw[f]])), {
  strict: false,
  validate: false,
});
const LESSON = { en: { lesson: en, raw: raw['01-pieces.md'] }, ko: { lesson: ko!, raw: raw['01-pieces.ko.md'] } };

/** The file without its front matter, as prose and step blocks in order, whitespace folded. */
function parts(text: string): { kind: 'prose' | 'step'; text: string }[] {
  const body = text.replace(/^---\n[\s\S]*?\n---\n/, '');
  return body.split(/(```step\n[\s\S]*?\n```)/).map((p) => ({
    kind: p.startsWith('```step') ? ('step' as const) : ('prose' as const),
    text: p.replace(/\s+/g, ' '),
  }));
}
const prose = (text: string) =>
  parts(text)
    .filter((p) => p.kind === 'prose')
    .map((p) => p.text)
    .join(' ');
const step = (l: NineLesson, id: string): NineStep => l.blocks.flatMap((b) => (b.type === 'step' && b.step.id === id ? [b.step] : []))[0];

describe('the Nine Elder lesson in both languages', () => {
  it('names the two generals of the Gold and Silver task', () => {
    expect(step(en, 'gold-silver').task).toMatch(/two generals, the Gold and the Silver/);
    expect(step(ko!, 'gold-silver').task).toMatch(/금장과 은장/);
  });

  it('introduces, in bold prose, every promoted name before a task uses it (the Gilding first of all)', () => {
    for (const lang of ['en', 'ko'] as const) {
      const list = parts(LESSON[lang].raw);
      const gilding = PIECE_NAMES[lang][9][1];
      const first = list.findIndex((p) => p.text.includes(gilding));
      expect(first, `${lang}: ${gilding}`).toBeGreaterThanOrEqual(0);
      expect(list[first].kind, `${lang}: ${gilding} is first met in a task`).toBe('prose');
      expect(list[first].text).toContain(`**${gilding}**`);
      // The promotion question names the promoted piece: each of those names is taught.
      for (const type of [2, 3, 4, 5, 7, 8, 9]) expect(prose(LESSON[lang].raw), `${lang} ${type}`).toContain(PIECE_NAMES[lang][type][1]);
    }
  });

  it('says that there is no pass and that a player with no legal move loses, as the engine plays it', () => {
    const text = { en: prose(LESSON.en.raw), ko: prose(LESSON.ko.raw) };
    expect(text.en).toMatch(/Nine Elder, unlike Janggi, has no pass/);
    expect(text.en).toMatch(/not in check but has no legal move at all \(stalemate\) loses/);
    expect(text.ko).toMatch(/한수쉼이 없/);
    expect(text.ko).toMatch(/장군을 받지 않았더라도 둘 수 있는 수가 하나도 없으면 져요/);

    // The engine agrees with the seed ("There is no passing a turn. Stalemated player is defeated."):
    // no move keeps a piece in place, and the side without a move loses when not in check.
    const start = parseNineFen('i7i/1ksccvna1/1sg1p1p1p/p1p6/9/6P1P/P1P1P1GS1/1ANVCCSK1/I7I[] w - - 0 1');
    if (!start.ok) throw new Error(start.error.code);
    expect(start.value.legalMoves().some((m) => mFrom(m) === mTo(m))).toBe(false);
    // The King on a9 is not in check; every point around it is guarded; the second player has no move.
    const stale = parseNineFen('k8/2G6/1K7/9/9/9/9/9/9[] b - - 0 1');
    if (!stale.ok) throw new Error(stale.error.code);
    expect(stale.value.inCheck()).toBe(false);
    expect(stale.value.legalMoves()).toEqual([]);
    expect(nineOutcome(stale.value)).toEqual({ winner: 0, reason: 'stalemate' });
  });

  it('does not claim a Cannon rule the seed does not state, and says what this app does', () => {
    const text = { en: prose(LESSON.en.raw), ko: prose(LESSON.ko.raw) };
    expect(text.en).not.toMatch(/Unlike Janggi, it may jump over a Cannon/);
    expect(text.ko).not.toMatch(/장기와 달리 포가 포를 넘을 수도 있어요/);
    expect(text.en).toMatch(/do not say whether a Cannon may jump over or take another Cannon \(in Janggi it may not\); this app lets it/);
    expect(text.ko).toMatch(/포가 다른 포를 넘거나 잡을 수 있는지는 아홉 장로 규칙에 나와 있지 않아요/);
    // What "this app lets it" rests on: a Cannon hops a Cannon, and takes one.
    const pos = new NinePosition();
    const sq = (s: string) => (Number(s[1]) - 1) * 9 + s.charCodeAt(0) - 97;
    pos.board[sq('e1')] = makePiece(0, 1);
    pos.board[sq('a9')] = makePiece(1, 1);
    pos.board[sq('b1')] = makePiece(0, CANNON);
    pos.board[sq('b3')] = makePiece(1, CANNON);
    pos.board[sq('b6')] = makePiece(1, CANNON);
    const moves = pos.legalMoves().map(moveToUci);
    expect(moves).toContain('b1b4');
    expect(moves).toContain('b1b6');
  });
});
