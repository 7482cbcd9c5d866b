import { describe, expect, test } from 'vitest';
import { pickNext, NO_FILTER } from '$lib/puzzles/select';
import { gradeOf, nextReview, REVIEW_AFTER_MS } from '$lib/puzzles/review';
import type { PuzzleSummary } from '$lib/puzzles/types';
import type { ReviewRecord } from '$lib/progress/types';

const index = Array.from({ length: 40 }, (_, i) => ({
  id: `m1-${String(i).padStart(4, '0')}`,
  rating: 1100 + i * 5,
  mateIn: 1,
  themes: ['mate-in-1'],
})) as PuzzleSummary[];

describe('after Show solution, Next moves on', () => {
  test('a sitting of shown solutions (two minutes a puzzle) never gets a puzzle back; each is in the review deck', () => {
    let now = new Date('2026-01-01T10:00:00Z');
    const reviews = new Map<string, ReviewRecord>();
    const seen = new Set<string>();
    const recent: string[] = [];
    let after: string | undefined;
    const played: string[] = [];
    for (let i = 0; i < 15; i++) {
      const due = [...reviews.values()]
        .filter((r) => r.due <= now.getTime())
        .sort((a, b) => a.due - b.due)
        .map((r) => r.itemId);
      const p = pickNext({ index, filter: NO_FILTER, rating: 1200, seen, due, exclude: after, recent, random: () => 0 })!;
      played.push(p.id);
      const rec = nextReview(p.id, reviews.get(p.id), gradeOf({ solved: false, hints: 0, mistakes: 0, solutionShown: true }), now);
      expect(rec, `${p.id} goes to the review deck`).not.toBeNull();
      expect(rec!.due - now.getTime()).toBeGreaterThanOrEqual(REVIEW_AFTER_MS);
      reviews.set(p.id, rec!);
      seen.add(p.id);
      recent.unshift(p.id);
      after = p.id;
      now = new Date(now.getTime() + 120_000);
    }
    expect(new Set(played).size, played.join(' ')).toBe(played.length);
    // An hour on, the first missed puzzle is due: it comes back as a review.
    now = new Date(Date.parse('2026-01-01T10:00:00Z') + REVIEW_AFTER_MS + 60_000);
    const due = [...reviews.values()].filter((r) => r.due <= now.getTime()).map((r) => r.itemId);
    expect(due).toContain(played[0]);
  });
});
