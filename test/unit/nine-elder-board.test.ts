// @vitest-environment jsdom
// The Nine Elder board and game: pieces drawn from the sprite (no CJK text to typeset), edge labels per
// the coordinates setting, Undo, and a promoting move shown on its target while the question is open.
import { cleanup, fireEvent, render } from '@testing-library/svelte';
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { flushSync } from 'svelte';
import { NINE_ELDER_START_FEN, parseNineFen } from '../../src/lib/engine/nine-elder';
import NineBoard from '../../src/lib/nine-elder/NineBoard.svelte';
import NineElderPlay from '../../src/lib/nine-elder/NineElderPlay.svelte';
import NineLessonPlayer from '../../src/lib/nine-elder/lesson/NineLessonPlayer.svelte';
import { parseNineLesson } from '../../src/lib/nine-elder/lesson/parse';
import { NINE_SPRITE, NINE_SYMBOL, pieceSymbol } from '../../src/lib/nine-elder/glyphs';
import { PIECE_GLYPHS } from '../../src/lib/nine-elder/text';
import { settings } from '../../src/lib/settings.svelte';

afterEach(() => {
  cleanup();
  settings.current.coordinates = 'coords';
});

/** Any character of the CJK blocks (ideographs, Hangul, kana, compatibility forms). */
const CJK = /[\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]/;

/** Every text node under `el` that holds a CJK character. */
function cjkText(el: Element): string[] {
  const out: string[] = [];
  const walker = el.ownerDocument.createTreeWalker(el, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) if (CJK.test(n.textContent ?? '')) out.push(n.textContent!);
  return out;
}

const start = () => {
  const r = parseNineFen(NINE_ELDER_START_FEN);
  if (!r.ok) throw new Error(r.error.code);
  return r.value;
};

describe('the Nine Elder sprite', () => {
  const sprite = readFileSync(`static${NINE_SPRITE}`, 'utf8');
  const symbols = new Map(
    [...sprite.matchAll(/<symbol id="([a-z]+)" viewBox="0 0 1000 1000"[^>]*><path d="(m[^"]+)"\/><\/symbol>/g)].map((m) => [m[1], m[2]]),
  );

  it('has exactly one outline for every character the pieces carry', () => {
    const chars = new Set(PIECE_GLYPHS.slice(1).flat());
    expect(Object.keys(NINE_SYMBOL).sort()).toEqual([...chars].sort());
    expect([...symbols.keys()].sort()).toEqual(Object.values(NINE_SYMBOL).sort());
    for (const d of symbols.values()) expect(d.length).toBeGreaterThan(100);
  });

  it('names a symbol for every piece, promoted or not, of either side', () => {
    for (let type = 1; type <= 9; type++)
      for (const color of [0, 1])
        for (const promoted of [0, 16])
          expect(symbols.has(pieceSymbol(color * 32 + promoted + type)), `${type} ${color} ${promoted}`).toBe(true);
  });
});

describe('NineBoard', () => {
  it('draws every piece and hand piece with <use> of the sprite, and no CJK text', () => {
    const pos = start();
    pos.hands[0 * 10 + 9] = 1; // a Pawn in the first player's hand
    pos.hands[1 * 10 + 7] = 1; // a Silver in the second's
    const { container } = render(NineBoard, { board: Array.from(pos.board), hands: Array.from(pos.hands), turn: 0 });
    const pieces = container.querySelectorAll('[data-piece]');
    expect(pieces.length).toBe(32);
    for (const piece of pieces) {
      const use = piece.querySelector('svg use');
      expect(use?.getAttribute('href')).toMatch(new RegExp(`${NINE_SPRITE.replace('.', '\\.')}#[a-z]+$`));
    }
    expect(container.querySelector('[data-square="h2"] use')!.getAttribute('href')).toMatch(/#gyoku$/);
    expect(container.querySelector('[data-square="b8"] use')!.getAttribute('href')).toMatch(/#ou$/);
    expect(container.querySelector('[data-square="a9"] use')!.getAttribute('href')).toMatch(/#kyou$/);
    for (const hand of container.querySelectorAll('[data-hand-piece]')) expect(hand.querySelector('svg use')).not.toBeNull();
    expect(cjkText(container)).toEqual([]);
  });

  it('labels files and ranks as the coordinates setting says, and none when asked', () => {
    const pos = start();
    const props = { board: Array.from(pos.board), hands: Array.from(pos.hands), turn: 0 };
    const labels = (el: Element, which: string) => [...el.querySelectorAll(`.${which} span`)].map((s) => s.textContent);
    const { container, unmount } = render(NineBoard, props);
    expect(labels(container, 'files')).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i']);
    expect(labels(container, 'ranks')).toEqual(['9', '8', '7', '6', '5', '4', '3', '2', '1']);
    // The labels are for the eye: the points already say their names.
    expect(container.querySelector('.files')!.getAttribute('aria-hidden')).toBe('true');
    settings.current.coordinates = 'korean';
    flushSync();
    expect(labels(container, 'files')).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9']);
    expect(labels(container, 'ranks')).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9']);
    unmount();
    const none = render(NineBoard, { ...props, labels: 'none' as const });
    expect(none.container.querySelector('.files, .ranks')).toBeNull();
  });

  it('shows a pending move with its piece on the target and its point empty', () => {
    const pos = start();
    const from = 2 * 9 + 2; // c3, a Pawn
    const to = 3 * 9 + 2; // c4
    const props = { board: Array.from(pos.board), hands: Array.from(pos.hands), turn: 0 };
    const { container, rerender } = render(NineBoard, { ...props, pendingMove: { from, to } });
    expect(container.querySelector('[data-square="c3"] [data-piece]')).toBeNull();
    expect(container.querySelector('[data-square="c4"] [data-piece]')!.getAttribute('data-piece')).toBe('P');
    expect(container.querySelector('[data-square="c4"]')!.getAttribute('aria-label')).toMatch(/^c4, Pawn/);
    rerender({ ...props, pendingMove: null });
    expect(container.querySelector('[data-square="c3"] [data-piece]')!.getAttribute('data-piece')).toBe('P');
    expect(container.querySelector('[data-square="c4"] [data-piece]')).toBeNull();
  });
});

describe('NineElderPlay', () => {
  const tap = (c: HTMLElement, s: string) => fireEvent.click(c.querySelector<HTMLElement>(`[data-square="${s}"]`)!);
  const pieceAt = (c: HTMLElement, s: string) => c.querySelector(`[data-square="${s}"] [data-piece]`)?.getAttribute('data-piece') ?? null;

  it('takes back the last move with Undo, one move at a time, and is off at the start', async () => {
    const { container } = render(NineElderPlay);
    const undo = container.querySelector<HTMLButtonElement>('[data-action="ne-undo"]')!;
    expect(undo).not.toBeNull();
    expect(undo.disabled).toBe(true);
    // The Cannon hops its pawn and takes c6; the second player answers.
    await tap(container, 'c2');
    await tap(container, 'c6');
    expect(pieceAt(container, 'c6')).toBe('N');
    expect(container.querySelector('[data-hand-piece="P"]')).not.toBeNull();
    await tap(container, 'e7');
    await tap(container, 'e6');
    expect(pieceAt(container, 'e6')).toBe('p');
    expect(undo.disabled).toBe(false);
    await fireEvent.click(undo);
    expect(pieceAt(container, 'e6')).toBeNull();
    expect(pieceAt(container, 'e7')).toBe('p');
    expect(container.querySelector('section')!.getAttribute('data-turn')).toBe('second');
    await fireEvent.click(undo);
    expect(pieceAt(container, 'c6')).toBe('p');
    expect(pieceAt(container, 'c2')).toBe('N');
    expect(container.querySelector('[data-hand-piece="P"]')).toBeNull();
    expect(container.querySelector('section')!.getAttribute('data-turn')).toBe('first');
    expect(undo.disabled).toBe(true);
  });

  it('puts a promoting piece on its target while the question is open, and back when it is cancelled', async () => {
    const { container } = render(NineElderPlay);
    // The Cannon takes c6 over its pawn; the second player answers; then the Cannon hops the Gold on c7
    // and takes the Silver on c8, in the enemy camp: the question opens, and the Cannon already stands on c8.
    await tap(container, 'c2');
    await tap(container, 'c6');
    await tap(container, 'e7');
    await tap(container, 'e6');
    await tap(container, 'c6');
    await tap(container, 'c8');
    expect(container.querySelectorAll('[data-promote]').length).toBe(3);
    expect(pieceAt(container, 'c8')).toBe('N');
    expect(pieceAt(container, 'c6')).toBeNull();
    expect(document.activeElement?.getAttribute('data-promote')).toBe('yes');
    // Escape drops the move: the Cannon goes back, the Silver is there again, the focus returns to c6.
    await fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(container.querySelector('[data-promote]')).toBeNull();
    expect(pieceAt(container, 'c6')).toBe('N');
    expect(pieceAt(container, 'c8')).toBe('s');
    expect(document.activeElement?.getAttribute('data-square')).toBe('c6');
    // Asked again, Cancel does the same; asked a third time, Promote plays it.
    await tap(container, 'c8');
    expect(pieceAt(container, 'c8')).toBe('N');
    await fireEvent.click(container.querySelector<HTMLElement>('[data-promote="cancel"]')!);
    expect(pieceAt(container, 'c8')).toBe('s');
    await tap(container, 'c8');
    await fireEvent.click(container.querySelector<HTMLElement>('[data-promote="yes"]')!);
    expect(pieceAt(container, 'c8')).toBe('+N');
    expect(container.querySelector('[data-hand-piece="S"]')).not.toBeNull();
    expect(container.querySelector('section')!.getAttribute('data-turn')).toBe('second');
  });
});

describe('a Nine Elder lesson step that promotes', () => {
  const SOURCE = `---
id: demo-promote
variant: nine-elder
title: Demo
order: 1
summary: A demo.
---

Promote.

\`\`\`step
id: promote
fen: 4k4/9/9/3P5/9/9/9/9/4K4[] w - - 0 1
task: Promote the Pawn.
goal: { kind: promote, piece: d6 }
budget: 1
success: Promoted.
\`\`\`
`;

  it('shows the Pawn on its target while promotion is asked, and puts it back when the question is cancelled', async () => {
    const lesson = parseNineLesson('demo.md', SOURCE).lesson!;
    const store = { getAllLessonSteps: async () => [], recordLessonStep: async () => undefined, setLastActivity: async () => undefined };
    const { container } = render(NineLessonPlayer, { lesson, store });
    const tap = (s: string) => fireEvent.click(container.querySelector<HTMLElement>(`[data-square="${s}"]`)!);
    const pieceAt = (s: string) => container.querySelector(`[data-square="${s}"] [data-piece]`)?.getAttribute('data-piece') ?? null;
    await tap('d6');
    await tap('d7');
    expect(container.querySelectorAll('[data-promote]').length).toBe(3);
    expect(pieceAt('d7')).toBe('P');
    expect(pieceAt('d6')).toBeNull();
    await fireEvent.click(container.querySelector<HTMLElement>('[data-promote="cancel"]')!);
    expect(container.querySelector('[data-promote]')).toBeNull();
    expect(pieceAt('d6')).toBe('P');
    expect(pieceAt('d7')).toBeNull();
    expect(document.activeElement?.getAttribute('data-square')).toBe('d6');
    await tap('d7');
    await fireEvent.click(container.querySelector<HTMLElement>('[data-promote="yes"]')!);
    expect(pieceAt('d7')).toBe('+P');
    expect(container.querySelector('[data-step="promote"]')!.hasAttribute('data-done')).toBe(true);
  });
});
