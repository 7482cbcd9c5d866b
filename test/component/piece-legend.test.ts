// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/svelte';
import { afterEach, describe, expect, it } from 'vitest';
import PieceLegend from '../../src/lib/board/PieceLegend.svelte';
import { HANJA_SYMBOL, hanjaHref } from '../../src/lib/board/hanja';
import { locale } from '../../src/lib/i18n';
import { settings } from '../../src/lib/settings.svelte';

afterEach(() => {
  cleanup();
  locale.set('en');
  settings.current.pieces = 'hanja';
});

/** The sprite symbols drawn in a row (the hanja of its pieces). */
const drawn = (row: Element) => [...row.querySelectorAll('use')].map((u) => u.getAttribute('href'));
/** The reference of a hanja's symbol. */
const face = (hanja: string) => hanjaHref(HANJA_SYMBOL[hanja]);

describe('PieceLegend', () => {
  it('is closed at first, and opened names every piece beside its face drawn from the sprite', async () => {
    const { container } = render(PieceLegend);
    const details = screen.getByTestId('piece-legend') as HTMLDetailsElement;
    expect(details.open).toBe(false);
    expect(container.querySelectorAll('li')).toHaveLength(0);
    await fireEvent.click(screen.getByText('What are these pieces?'));
    details.open = true;
    await fireEvent(details, new Event('toggle'));
    await waitFor(() => expect(container.querySelectorAll('li')).toHaveLength(7));
    const rows = [...container.querySelectorAll('li')];
    expect(rows.map((r) => r.getAttribute('data-role'))).toEqual(['general', 'chariot', 'cannon', 'horse', 'elephant', 'guard', 'soldier']);
    const row = (role: string) => rows.find((r) => r.getAttribute('data-role') === role)!;
    expect(drawn(row('general'))).toEqual([face('楚'), face('漢')]);
    expect(drawn(row('soldier'))).toEqual([face('卒'), face('兵')]);
    expect(drawn(row('chariot'))).toEqual([face('車'), face('車')]);
    for (const [hanja, role] of [
      ['馬', 'horse'],
      ['象', 'elephant'],
      ['包', 'cannon'],
      ['士', 'guard'],
    ])
      expect(drawn(row(role))).toContain(face(hanja));
    expect(row('guard').textContent).toContain('Guard');
    expect(row('general').textContent).toContain('General');
    // No character is typeset: a device without a CJK font draws the same legend.
    expect(container.textContent).not.toMatch(/[\u4e00-\u9fff]/);
  });

  it('speaks Korean, and shows the Letters face (G for the guard) beside the hanja', async () => {
    locale.set('ko');
    settings.current.pieces = 'letters';
    const { container } = render(PieceLegend);
    expect(screen.getByText('기물의 글자는 무슨 뜻인가요?')).toBeTruthy();
    const details = screen.getByTestId('piece-legend') as HTMLDetailsElement;
    details.open = true;
    await fireEvent(details, new Event('toggle'));
    await waitFor(() => expect(container.querySelector('li[data-role="guard"]')).not.toBeNull());
    const guard = container.querySelector('li[data-role="guard"]')!;
    expect(guard.querySelector('text')?.textContent).toBe('G');
    expect(guard.textContent).toContain('사');
  });
});
