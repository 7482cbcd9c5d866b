/**
 * What the progress page shows, computed from plain records: pure functions, tested in
 * test/unit/progress-page.test.ts. The page loads the records; this file knows nothing of storage.
 */
import type { ExerciseRecord, LessonStepRecord, PuzzleAttempt, RatingEntry } from '$lib/progress';

// -------------------------------------------------------------------------------------- lessons

/** The part of a lesson's metadata the page needs (from the prerendered lesson list). */
export interface LessonInfo {
  id: string;
  title: string;
  stepIds: string[];
}

export interface LessonRow {
  id: string;
  title: string;
  stars: number;
  maxStars: number;
  /** Steps with at least one star. */
  done: number;
  total: number;
  complete: boolean;
}

export interface LessonTotals {
  rows: LessonRow[];
  complete: number;
  started: number;
  stars: number;
  maxStars: number;
}

export function lessonTotals(lessons: readonly LessonInfo[], steps: readonly LessonStepRecord[]): LessonTotals {
  const best = new Map<string, number>();
  for (const s of steps) {
    const k = `${s.lessonId}\u0000${s.stepId}`;
    best.set(k, Math.max(best.get(k) ?? 0, s.stars));
  }
  const rows = lessons.map((l): LessonRow => {
    const stars = l.stepIds.map((s) => best.get(`${l.id}\u0000${s}`) ?? 0);
    const done = stars.filter((n) => n > 0).length;
    return {
      id: l.id,
      title: l.title,
      stars: stars.reduce((a, b) => a + b, 0),
      maxStars: l.stepIds.length * 3,
      done,
      total: l.stepIds.length,
      complete: l.stepIds.length > 0 && done === l.stepIds.length,
    };
  });
  return {
    rows,
    complete: rows.filter((r) => r.complete).length,
    started: rows.filter((r) => r.done > 0).length,
    stars: rows.reduce((n, r) => n + r.stars, 0),
    maxStars: rows.reduce((n, r) => n + r.maxStars, 0),
  };
}

// ------------------------------------------------------------------------------------ exercises

export interface TrackInfo {
  track: string;
  /** Exercise ids as stored: `<track>/<id>`. */
  ids: string[];
}

export interface TrackRow {
  track: string;
  solved: number;
  total: number;
}

export function exerciseTotals(
  tracks: readonly TrackInfo[],
  records: readonly ExerciseRecord[],
): { rows: TrackRow[]; solved: number; total: number } {
  const solved = new Set(records.filter((r) => r.solved).map((r) => r.exerciseId));
  const rows = tracks.map((t) => ({ track: t.track, solved: t.ids.filter((id) => solved.has(id)).length, total: t.ids.length }));
  return { rows, solved: rows.reduce((n, r) => n + r.solved, 0), total: rows.reduce((n, r) => n + r.total, 0) };
}

// --------------------------------------------------------------------------------------- themes

export interface ThemeStat {
  theme: string;
  /** Puzzles of this theme tried. */
  tried: number;
  /** Of those, solved at the first go. */
  solved: number;
  /** solved / tried. */
  rate: number;
}

/** A theme needs this many different puzzles tried before it is called strong or weak. */
export const MIN_THEME_PUZZLES = 2;

/**
 * Success per theme, counting each puzzle once, by its first attempt (later tries come after a
 * hint, a review or the solution, so they say less about the theme). Themes come from the puzzle
 * index; attempts at puzzles it does not know are left out.
 */
export function themeStats(attempts: readonly PuzzleAttempt[], themesOf: (puzzleId: string) => readonly string[] | undefined): ThemeStat[] {
  const first = new Map<string, PuzzleAttempt>();
  for (const a of attempts) {
    if (a.result === 'skipped') continue;
    const have = first.get(a.puzzleId);
    if (!have || a.time < have.time) first.set(a.puzzleId, a);
  }
  const by = new Map<string, { tried: number; solved: number }>();
  for (const a of first.values()) {
    for (const theme of themesOf(a.puzzleId) ?? []) {
      const s = by.get(theme) ?? { tried: 0, solved: 0 };
      s.tried++;
      if (a.result === 'solved') s.solved++;
      by.set(theme, s);
    }
  }
  return [...by].map(([theme, s]) => ({ theme, ...s, rate: s.solved / s.tried }));
}

/** A success rate pulled towards one half for small samples, so one lucky solve is not "strongest". */
const smoothed = (s: ThemeStat) => (s.solved + 1) / (s.tried + 2);

/**
 * Up to `n` strongest and `n` weakest themes among those with enough puzzles; the two lists never
 * share a theme (with few themes, the weakest list is shorter), and a theme with none solved is
 * never among the strongest.
 */
export function strongestAndWeakest(stats: readonly ThemeStat[], n = 3): { strongest: ThemeStat[]; weakest: ThemeStat[] } {
  const enough = stats.filter((s) => s.tried >= MIN_THEME_PUZZLES);
  const order = (a: ThemeStat, b: ThemeStat) => smoothed(b) - smoothed(a) || b.tried - a.tried || a.theme.localeCompare(b.theme);
  const sorted = [...enough].sort(order);
  // A theme with nothing solved is never a strength, however few themes there are.
  const strongest = sorted.slice(0, Math.min(n, Math.ceil(sorted.length / 2))).filter((s) => s.solved > 0);
  const taken = new Set(strongest.map((s) => s.theme));
  const weakest = sorted
    .filter((s) => !taken.has(s.theme))
    .reverse()
    .slice(0, n);
  return { strongest, weakest };
}

// ---------------------------------------------------------------------------------------- chart

export interface ChartPoint {
  x: number;
  y: number;
}

export interface RatingChart {
  width: number;
  height: number;
  /** The rating line, an SVG path. */
  line: string;
  /** The uncertainty band (rating ± RD), an SVG path; empty with fewer than two points. */
  band: string;
  points: ChartPoint[];
  /** Horizontal grid lines with their rating. */
  ticks: { y: number; value: number }[];
  first: RatingEntry;
  last: RatingEntry;
  min: number;
  max: number;
}

export interface ChartBox {
  width: number;
  height: number;
  /** Room for the y labels on the left. */
  left: number;
  right: number;
  top: number;
  bottom: number;
}

export const CHART_BOX: ChartBox = { width: 640, height: 220, left: 44, right: 12, top: 12, bottom: 12 };

/** A "nice" step for about `count` grid lines over `span`. */
function niceStep(span: number, count: number): number {
  const raw = span / Math.max(1, count);
  const mag = 10 ** Math.floor(Math.log10(raw));
  for (const m of [1, 2, 2.5, 5, 10]) if (raw <= m * mag) return m * mag;
  return 10 * mag;
}

const fmt = (n: number) => (Math.round(n * 10) / 10).toString();

/**
 * The rating history as chart geometry: points evenly spaced in time order (one per rated puzzle),
 * y scaled to the ratings' range with some room. Undefined without history.
 */
export function ratingChart(history: readonly RatingEntry[], box: ChartBox = CHART_BOX): RatingChart | undefined {
  if (history.length === 0) return undefined;
  const sorted = [...history].sort((a, b) => a.time - b.time);
  const lows = sorted.map((r) => r.rating - Math.min(r.rd, 150));
  const highs = sorted.map((r) => r.rating + Math.min(r.rd, 150));
  let lo = Math.min(...lows);
  let hi = Math.max(...highs);
  if (hi - lo < 100) {
    const mid = (hi + lo) / 2;
    lo = mid - 50;
    hi = mid + 50;
  }
  const step = niceStep(hi - lo, 4);
  lo = Math.floor(lo / step) * step;
  hi = Math.ceil(hi / step) * step;
  const innerW = box.width - box.left - box.right;
  const innerH = box.height - box.top - box.bottom;
  const x = (i: number) => box.left + (sorted.length === 1 ? innerW / 2 : (i * innerW) / (sorted.length - 1));
  const y = (v: number) => box.top + ((hi - v) * innerH) / (hi - lo);
  const points = sorted.map((r, i) => ({ x: x(i), y: y(r.rating) }));
  const line = points.map((p, i) => `${i ? 'L' : 'M'}${fmt(p.x)} ${fmt(p.y)}`).join(' ');
  const band =
    sorted.length < 2
      ? ''
      : [
          ...sorted.map((r, i) => `${i ? 'L' : 'M'}${fmt(x(i))} ${fmt(y(highs[i]))}`),
          ...sorted.map((_, j) => {
            const i = sorted.length - 1 - j;
            return `L${fmt(x(i))} ${fmt(y(lows[i]))}`;
          }),
          'Z',
        ].join(' ');
  const ticks: { y: number; value: number }[] = [];
  for (let v = lo; v <= hi + 1e-9; v += step) ticks.push({ y: y(v), value: Math.round(v) });
  return {
    width: box.width,
    height: box.height,
    line,
    band,
    points,
    ticks,
    first: sorted[0],
    last: sorted[sorted.length - 1],
    min: Math.min(...sorted.map((r) => r.rating)),
    max: Math.max(...sorted.map((r) => r.rating)),
  };
}
