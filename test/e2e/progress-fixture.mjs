// A few weeks of use as a backup file, for /progress tests and screenshots (built from the app's
// own lesson list and puzzle index, so it stays valid as content changes).
import { unflatten } from 'devalue';

/** A deterministic pseudo-random sequence (mulberry32). */
function random(seed) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A backup file of a few weeks of use, built from the app's own lesson list and puzzle index. */
export async function history(page) {
  const raw = await page.evaluate(async () => (await fetch('/progress/__data.json')).json());
  const node = raw.nodes.find((n) => n?.type === 'data' && n.data);
  const data = unflatten(node.data);
  // Content is kept per language ({ en, ko, ... }); the English item carries the ids.
  const lessons = data.lessons.map((l) => l.en ?? l);
  const tracks = data.tracks.map((t) => t.en ?? t);
  const index = await page.evaluate(async () => (await fetch('/puzzles/index.json')).json());
  const rnd = random(7);
  const day0 = Date.now() - 21 * 86_400_000;
  const lessonSteps = [];
  lessons.slice(0, 6).forEach((l, li) => {
    l.stepIds.forEach((stepId, si) => {
      if (li === 5 && si > 1) return; // the sixth lesson half done
      const stars = li < 2 ? 3 : 1 + Math.floor(rnd() * 3);
      lessonSteps.push({
        lessonId: l.id,
        stepId,
        stars,
        bestScore: stars,
        attempts: 1 + Math.floor(rnd() * 2),
        updatedAt: day0 + li * 86_400_000,
      });
    });
  });
  const exercises = tracks[0].ids
    .slice(0, 5)
    .map((exerciseId, i) => ({ exerciseId, solved: i < 4, bestScore: 3, attempts: 1, updatedAt: day0 + 7 * 86_400_000 }));
  // Puzzles: good at chariot mates, weak at cannon mates.
  const picks = index.filter((p) => p.mateIn <= 3).slice(0, 400);
  const chosen = [];
  for (const p of picks) if (rnd() < 0.08 && chosen.length < 36) chosen.push(p);
  const puzzleAttempts = [];
  const ratings = [];
  let rating = 1500;
  let rd = 350;
  chosen.forEach((p, i) => {
    const time = day0 + 8 * 86_400_000 + i * 9 * 3_600_000;
    const skill = p.themes.includes('cannon-mate') ? 0.3 : p.themes.includes('chariot-mate') ? 0.9 : 0.6;
    const solved = rnd() < skill;
    puzzleAttempts.push({ puzzleId: p.id, time, result: solved ? 'solved' : 'failed', hints: 0, moves: [], ms: 20_000 });
    rating += solved ? 25 + rnd() * 30 : -(20 + rnd() * 30);
    rd = Math.max(70, rd * 0.93);
    ratings.push({ kind: 'puzzle', time, rating, rd, volatility: 0.06 });
  });
  const today = new Date();
  const day = (d) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  return {
    app: 'janggi-trainer',
    format: 1,
    schemaVersion: 2,
    exportedAt: Date.now(),
    data: {
      lessonSteps,
      exercises,
      puzzleAttempts,
      ratings,
      streaks: [
        { kind: 'daily', current: 6, best: 9, lastDay: day(today) },
        { kind: 'puzzle-daily', current: 3, best: 5, lastDay: day(today) },
      ],
    },
    expect: { puzzles: chosen.length, lessons: lessons.length },
  };
}
