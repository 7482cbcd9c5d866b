/**
 * The collection's figures: count by file and mate length, the share of puzzles whose
 * first move is a chariot move, plain chariot mates in 1, the solver's material lead (chariot 13,
 * cannon 7, horse 5, elephant 3, guard 3, soldier 2; Han's 1.5 deom NOT counted), themes, ratings.
 *
 *   node scripts/run-ts.mjs scripts/puzzles/stats.ts [--json]
 */
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parsePuzzleCsv } from '../../src/lib/puzzles/csv';
import { materialLead, openingRole } from '../../src/lib/puzzles/figures';
import { lineGain } from '../../src/lib/puzzles/tactic-target';
import { isRandomPlacement, MAX_NEAR_COPY_PAIRS, NEAR_COPY_POINTS, nearCopyPairs } from '../../src/lib/puzzles/near-copies';
import type { Puzzle } from '../../src/lib/puzzles/types';

const dir = resolve('lessons/puzzles');
const all: (Puzzle & { file: string })[] = [];
for (const f of readdirSync(dir)
  .filter((f) => f.endsWith('.csv'))
  .sort())
  for (const p of parsePuzzleCsv(readFileSync(resolve(dir, f), 'utf8'), `lessons/puzzles/${f}`)) all.push({ ...p, file: f });

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[s.length >> 1] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const pct = (n: number) => `${((100 * n) / all.length).toFixed(1)}%`;

console.log(`puzzles: ${all.length}`);
for (const f of [...new Set(all.map((p) => p.file))]) {
  const rows = all.filter((p) => p.file === f);
  const longest = Math.max(5, ...rows.map((r) => r.mateIn));
  const by = Array.from({ length: longest }, (_, i) => `${i + 1}:${rows.filter((r) => r.mateIn === i + 1).length}`).join(' ');
  const material = rows.filter((r) => r.mateIn === 0).length;
  console.log(`  ${f}: ${rows.length} [mate in ${by}${material ? `; winning material ${material}` : ''}]`);
}
const kinds = new Map<string, number>();
for (const p of all) {
  const k = p.source.split('-')[0];
  kinds.set(k, (kinds.get(k) ?? 0) + 1);
}
console.log(`by source: ${[...kinds].map(([k, n]) => `${k} ${n}`).join(', ')}`);
const chariotFirst = all.filter((p) => openingRole(p) === 'chariot').length;
console.log(`first move by a chariot: ${chariotFirst} (${pct(chariotFirst)})`);
const roles = new Map<string, number>();
for (const p of all) roles.set(openingRole(p), (roles.get(openingRole(p)) ?? 0) + 1);
console.log(
  `first move by piece: ${[...roles]
    .sort((a, b) => b[1] - a[1])
    .map(([r, n]) => `${r} ${n}`)
    .join(', ')}`,
);
const plainChariot1 = all.filter((p) => p.mateIn === 1 && openingRole(p) === 'chariot').length;
console.log(`chariot mates in 1 (the mating move is a chariot move): ${plainChariot1}`);
const leads = all.map(materialLead);
console.log(
  `solver's material lead (deom not counted): median ${median(leads)}, mean ${(leads.reduce((a, b) => a + b, 0) / leads.length).toFixed(1)}, ` +
    `>= 20: ${pct(leads.filter((l) => l >= 20).length)}, <= 0: ${pct(leads.filter((l) => l <= 0).length)}`,
);
const themes = new Map<string, number>();
for (const p of all) for (const t of p.themes) themes.set(t, (themes.get(t) ?? 0) + 1);
console.log(
  `themes (${themes.size}): ${[...themes]
    .sort((a, b) => b[1] - a[1])
    .map(([t, n]) => `${t} ${n}`)
    .join(', ')}`,
);
const ratings = all.map((p) => p.rating).sort((a, b) => a - b);
const q = (x: number) => ratings[Math.min(ratings.length - 1, Math.floor(ratings.length * x))];
console.log(
  `ratings: min ${ratings[0]}, p10 ${q(0.1)}, p25 ${q(0.25)}, median ${q(0.5)}, p75 ${q(0.75)}, p90 ${q(0.9)}, max ${ratings.at(-1)}`,
);
for (let n = 1; n <= Math.max(...all.map((p) => p.mateIn)); n++) {
  const r = all
    .filter((p) => p.mateIn === n)
    .map((p) => p.rating)
    .sort((a, b) => a - b);
  if (r.length) console.log(`  mate in ${n}: ${r[0]}–${r.at(-1)} (median ${r[r.length >> 1]})`);
}
const bands = [0, 800, 1000, 1200, 1400, 1600, 1800, 2000, 2200, 2400, 2600, 9999];
console.log(
  `rating histogram: ${bands
    .slice(0, -1)
    .map((lo, i) => `${lo}-${bands[i + 1] - 1}: ${ratings.filter((r) => r >= lo && r < bands[i + 1]).length}`)
    .join(', ')}`,
);

// The winning-material kind on its own.
const tactics = all.filter((p) => p.mateIn === 0);
if (tactics.length) {
  const gains = tactics.map((p) => lineGain(p.fen, p.moves));
  const lengths = new Map<number, number>();
  for (const p of tactics) lengths.set(p.moves.length, (lengths.get(p.moves.length) ?? 0) + 1);
  const tr = tactics.map((p) => p.rating).sort((a, b) => a - b);
  const tThemes = new Map<string, number>();
  for (const p of tactics) for (const t of p.themes) tThemes.set(t, (tThemes.get(t) ?? 0) + 1);
  const tChariot = tactics.filter((p) => openingRole(p) === 'chariot').length;
  console.log(
    `winning material: ${tactics.length} (${tactics.filter((p) => /-fsf\d+$/.test(p.source)).length} confirmed by Fairy-Stockfish); ` +
      `line length ${[...lengths].map(([n, c]) => `${n} plies: ${c}`).join(', ')}; first move by a chariot ${tChariot} (${((100 * tChariot) / tactics.length).toFixed(1)}%)`,
  );
  console.log(
    `  points won: median ${median(gains)}, min ${Math.min(...gains)}, max ${Math.max(...gains)}; solver's lead before: median ${median(tactics.map(materialLead))}`,
  );
  console.log(`  ratings ${tr[0]}–${tr.at(-1)} (median ${tr[tr.length >> 1]})`);
  console.log(
    `  themes: ${[...tThemes]
      .sort((a, b) => b[1] - a[1])
      .map(([t, n]) => `${t} ${n}`)
      .join(', ')}`,
  );
}

// The collection's targets: natural positions, long combinations, themes, defence, bakbo, near-copies.
const pairs = nearCopyPairs(all);
const byId = new Map(all.map((p) => [p.id, p]));
const pieces = (fen: string) => [...fen.split(' ')[0].replace(/[\d/]/g, '')].sort().join('');
const samePieces = pairs.filter(([a, b]) => pieces(byId.get(a)!.fen) === pieces(byId.get(b)!.fen)).length;
const examples = pairs.slice(0, 5).map(([a, b]) => `${a}~${b}`);
const random = all.filter(isRandomPlacement).length;
const longTactics = tactics.filter((p) => p.moves.length >= 5).length;
const defence = all.filter((p) => (p.themes as readonly string[]).includes('defence')).length;
const bakbo = all.filter((p) => p.themes.includes('bakbo'));
console.log('targets:');
console.log(`  puzzles: ${all.length} (at least 2,000)`);
console.log(`  from random placement: ${random} (${pct(random)}; at most 20%)`);
console.log(`  tactics of 5 plies or more: ${longTactics} (at least 150)`);
console.log(`  themes: ${themes.size} (at least 35)`);
console.log(`  defence puzzles: ${defence} (at least 50)`);
console.log(
  `  bakbo: ${bakbo.length} (${(['bakbo-all-checks', 'bakbo-one-quiet', 'bakbo-ending'] as const).map((f) => `${f} ${bakbo.filter((p) => p.themes.includes(f)).length}`).join(', ')}; ` +
    `${bakbo.filter((p) => p.fen.split(' ')[1] === 'b').length} with Han to move), the longest mate in ${Math.max(0, ...bakbo.map((p) => p.mateIn))} (at least 100, the longest at least 7)`,
);
console.log(
  `  near-copies (same side to move, at most ${NEAR_COPY_POINTS} points differ): ${pairs.length} pairs, ${samePieces} of them with the same pieces (at most ${MAX_NEAR_COPY_PAIRS})${examples.length ? `; e.g. ${examples.join(', ')}` : ''}`,
);
