// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/svelte';
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import ComputerSetup from '../../src/lib/play/ComputerSetup.svelte';
import { LEVEL_RATING, shownRating } from '../../src/lib/play/level-ratings';
import { locale } from '../../src/lib/i18n';

afterEach(() => {
  cleanup();
  locale.set('en');
});

describe('the published level ratings', () => {
  const ratings = LEVEL_RATING.slice(1);

  it('rise with the level', () => {
    expect(ratings).toHaveLength(8);
    for (let i = 1; i < ratings.length; i++) expect(ratings[i], `level ${i + 1}`).toBeGreaterThan(ratings[i - 1]);
  });

  it('are the figures docs/levels.md publishes (its Elo column plus 1000)', () => {
    const doc = readFileSync('docs/levels.md', 'utf8');
    const table = doc.slice(doc.indexOf('## This version'));
    for (let level = 1; level <= 8; level++) {
      const row = new RegExp(`\\| level ${level} +\\| \\d+ +\\| [\\d.]+/\\d+ +\\| (-?\\d+) ± \\d+ +\\| (\\d+) `).exec(table);
      expect(row, `level ${level} in docs/levels.md`).not.toBeNull();
      expect(Number(row![1]) + 1000).toBe(LEVEL_RATING[level]);
      expect(Number(row![2])).toBe(LEVEL_RATING[level]);
    }
  });

  it('are shown rounded to 50', () => {
    for (let level = 1; level <= 8; level++) {
      expect(shownRating(level) % 50).toBe(0);
      expect(Math.abs(shownRating(level) - LEVEL_RATING[level])).toBeLessThanOrEqual(25);
    }
  });
});

describe('the level picker', () => {
  it("says the chosen level's name and rating, and follows the choice", async () => {
    const { container } = render(ComputerSetup, { side: 'cho', level: 5 });
    const desc = container.querySelector('.desc')!;
    expect(desc.textContent).toContain('Club player');
    expect(desc.textContent).toContain(`rated about ${shownRating(5)}`);
    expect(desc.textContent).toContain('not official ratings');
    await fireEvent.click(screen.getByLabelText('1: Beginner'));
    expect(desc.textContent).toContain('Beginner');
    expect(desc.textContent).toContain(`rated about ${shownRating(1)}`);
  });

  it('speaks Korean', async () => {
    locale.set('ko');
    const { container } = render(ComputerSetup, { side: 'cho', level: 8 });
    expect(container.querySelector('.desc')!.textContent).toContain(`레이팅 약 ${shownRating(8)}`);
  });
});
