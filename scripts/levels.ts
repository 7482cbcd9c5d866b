/**
 * The level ladder: each of our 8 levels plays Fairy-Stockfish (FSF, wasm devDependency) at fixed
 * depths, FSF plays itself at neighbouring depths and neighbouring levels play each other, and one
 * Elo scale is fitted to all the games (maximum likelihood, FSF depth 1 fixed at 0, one virtual
 * draw per pairing so a clean sweep stays finite). The Elo figures are relative to that ladder, not
 * to any rating list.
 *
 *   nice -n 10 node scripts/run-ts.mjs scripts/levels.ts --games 4 --minutes 25
 *
 * Games are played in rounds (round r plays game r of every pairing), so a run stopped by
 * --minutes still has every pairing equally covered. Each pairing alternates colours and the four
 * setup pairings of scripts/match.ts; from the ninth round on, two seeded random first plies (the same
 * for both colours of a round pair). `--movetime app` gives each level its thinking time on /play
 * (APP_MOVETIME) instead of one cap; `--save F` writes the games (after each one), `--from R`
 * starts at round R (to continue a run with new games), `--set JSON` plays levels with other
 * settings (tuning), `--with F1,F2` adds the games of other runs to the fit (runs side by side on
 * two cores). Our levels think at most --movetime ms a move (their own, shorter caps below the top
 * level apply); casual rules; a game not over after --plies is
 * adjudicated by FSF's score at --adjudicate depth (more than 150 cp wins). `--clock cpu` reads our
 * levels' time from the process's processor time (as scripts/match.ts), so that a busy machine
 * does not weaken them. `--anchor L5` puts another player at 0 (default FSF depth 1, D1), e.g. for a
 * run of the levels against each other only.
 */
import { Position, moveToUci, parseUci } from '../src/lib/engine';
import { LEVELS, keepsSearch, levelMove, rng, type Level } from '../src/lib/engine/search/levels';
import { Search } from '../src/lib/engine/search/search';
import { options } from './args';
import { PAIRINGS, SETUPS, cpuMs, fsfMove, randomOpening, startFen } from './match-setup';
import { loadFsf, type Fsf } from '../test/support/fsf';
import { APP_MOVETIME } from '../src/lib/play/opponent-run';
import { readFileSync, writeFileSync } from 'node:fs';

/** A player: one of our levels ("L3") or FSF at a fixed depth ("D5"). */
type Player = string;

/** Default schedule: each level against the two FSF depths around its strength, FSF's own chain, neighbouring levels. */
const DEFAULT_PAIRS = [
  'L1-D1,L1-D2,L2-D1,L2-D2,L3-D2,L3-D3,L4-D2,L4-D3,L5-D3,L5-D4,L6-D4,L6-D5,L7-D5,L7-D6,L8-D7,L8-D8',
  'D1-D2,D2-D3,D3-D4,D4-D5,D5-D6,D6-D7,D7-D8',
  'L1-L2,L2-L3,L3-L4,L4-L5,L5-L6,L6-L7,L7-L8',
].join(',');

const o = options({
  pairs: DEFAULT_PAIRS,
  games: '4',
  minutes: '25',
  movetime: '300',
  plies: '150',
  adjudicate: '8',
  clock: 'wall',
  anchor: 'D1',
  save: '',
  with: '',
  from: '1',
  set: '',
});
const clock = o.clock === 'cpu' ? cpuMs : undefined;
const pairs = o.pairs.split(',').map((p) => p.split('-') as [Player, Player]);
const games = Number(o.games);
const budgetMs = Number(o.minutes) * 60000;
/** `--movetime app`: each level thinks as long as /play lets it (APP_MOVETIME); else a cap for all. */
const appTime = o.movetime === 'app';
const movetime = appTime ? 0 : Number(o.movetime);
const timeOf = (level: number) => (appTime ? APP_MOVETIME[level] : movetime);
const plies = Number(o.plies);
/** `--set '{"3":{"depth":64,"nodes":2500,...}}'`: levels played with other settings, for a tuning run. */
for (const [n, level] of Object.entries(o.set ? (JSON.parse(o.set) as Record<string, Level>) : {})) LEVELS[Number(n)] = level;
const adjudicateDepth = Number(o.adjudicate);

/** Cho's result in one game: 1 win, 0.5 draw, 0 loss. */
async function play(fsf: Fsf, cho: Player, han: Player, pairing: number, seed: number, opening: number) {
  const [c, h] = PAIRINGS[pairing];
  const fen = startFen(SETUPS[c], SETUPS[h]);
  const r = Position.fromFen(fen, 'casual');
  if (!r.ok) throw new Error(r.error.code);
  const p = r.value;
  const moves: string[] = [];
  // Past the first eight rounds: two seeded random first plies (as scripts/match.ts), so that
  // players without randomness (FSF at a fixed depth, the levels without noise) do not replay a game.
  if (opening) randomOpening(p, opening, moves);
  const random = rng(seed);
  // The levels that keep their search through a game in the app keep it here too.
  const kept = new Map<Player, Search>();
  for (const who of [cho, han]) if (who[0] === 'L' && keepsSearch(Number(who.slice(1)))) kept.set(who, new Search(p));
  const result = (winner: string | undefined) => (winner === undefined ? 0.5 : winner === 'cho' ? 1 : 0);
  while (moves.length < plies) {
    const end = p.outcome();
    if (end) return { cho: result(end.winner), how: end.reason, plies: moves.length };
    const who = p.turn === 'cho' ? cho : han;
    const uci =
      who[0] === 'L'
        ? levelMove(
            p,
            Number(who.slice(1)),
            { movetime: timeOf(Number(who.slice(1))), clock },
            random,
            undefined,
            kept.get(who) ?? new Search(p),
          ).uci!
        : (await fsfMove(fsf, fen, moves, Number(who.slice(1)))).move;
    const m = parseUci(uci);
    if (!m || !p.play(m)) throw new Error(`illegal move ${uci} after ${moves.join(' ')}`);
    for (const s of kept.values()) s.play(m);
    moves.push(moveToUci(m));
  }
  const end = p.outcome();
  if (end) return { cho: result(end.winner), how: end.reason, plies: moves.length };
  const { score = 0 } = await fsfMove(fsf, fen, moves, adjudicateDepth);
  const choScore = p.turn === 'cho' ? score : -score;
  return { cho: choScore > 150 ? 1 : choScore < -150 ? 0 : 0.5, how: `adjudicated ${choScore} cp`, plies: moves.length };
}

interface Game {
  a: Player;
  b: Player;
  /** a's score. */
  s: number;
}

/** Elo by maximum likelihood (gradient ascent), `anchor` at 0, one virtual draw per pairing. */
function fit(list: Game[], players: Player[], anchor: Player): Map<Player, { elo: number; se: number }> {
  const all = [...list];
  const met = new Set(list.map((g) => [g.a, g.b].sort().join('-')));
  for (const key of met) {
    const [a, b] = key.split('-');
    all.push({ a, b, s: 0.5 });
  }
  const elo = new Map(players.map((p) => [p, 0]));
  const expect = (a: Player, b: Player) => 1 / (1 + 10 ** ((elo.get(b)! - elo.get(a)!) / 400));
  for (let it = 0; it < 20000; it++) {
    const grad = new Map(players.map((p) => [p, 0]));
    for (const g of all) {
      const d = g.s - expect(g.a, g.b);
      grad.set(g.a, grad.get(g.a)! + d);
      grad.set(g.b, grad.get(g.b)! - d);
    }
    let moved = 0;
    for (const p of players) {
      if (p === anchor) continue;
      const step = 8 * grad.get(p)!;
      elo.set(p, elo.get(p)! + step);
      moved = Math.max(moved, Math.abs(step));
    }
    if (moved < 0.01) break;
  }
  // Standard error from each player's own information (others held fixed): a rough width.
  const out = new Map<Player, { elo: number; se: number }>();
  const k = Math.log(10) / 400;
  for (const p of players) {
    let info = 0;
    for (const g of all) if (g.a === p || g.b === p) info += k * k * expect(g.a, g.b) * (1 - expect(g.a, g.b));
    out.set(p, { elo: elo.get(p)!, se: p === anchor ? 0 : 1 / Math.sqrt(info) });
  }
  return out;
}

async function main() {
  delete (globalThis as { fetch?: unknown }).fetch;
  const fsf = await loadFsf();
  await fsf.variant('janggicasual');
  const t0 = performance.now();
  const played: Game[] = [];
  let stopped = false;
  // `--from R` continues an earlier run at its round R: the same pairings then play new games.
  for (let round = Number(o.from) - 1; round < games && !stopped; round++)
    for (const [i, [x, y]] of pairs.entries()) {
      if (performance.now() - t0 > budgetMs) {
        stopped = true;
        break;
      }
      // Colours alternate by round; the setup pairing changes every two rounds.
      const xIsCho = round % 2 === 0;
      const pairing = (Math.floor(round / 2) + i) % 4;
      fsf.send('ucinewgame');
      const opening = round >= 8 ? 7919 * Math.floor(round / 2) + 31 * i + 1 : 0;
      const r = await play(fsf, xIsCho ? x : y, xIsCho ? y : x, pairing, 7919 * round + 104729 * i + 1, opening);
      const sx = xIsCho ? r.cho : 1 - r.cho;
      played.push({ a: x, b: y, s: sx });
      process.stdout.write(
        `round ${round + 1} ${x} vs ${y} (${xIsCho ? `${x} Cho` : `${y} Cho`}): ${x} scores ${sx} (${r.how} after ${r.plies} plies) ${((performance.now() - t0) / 60000).toFixed(1)} min\n`,
      );
      // Written after every game, so that a run stopped early still leaves its games for a fit.
      if (o.save) writeFileSync(o.save, JSON.stringify(played));
    }
  // Games of other runs (their --save files) join the fit, e.g. runs made side by side on two cores.
  for (const f of o.with.split(',').filter(Boolean)) played.push(...(JSON.parse(readFileSync(f, 'utf8')) as Game[]));
  const players = [...new Set(played.flatMap((g) => [g.a, g.b]))].sort((a, b) =>
    a[0] === b[0] ? Number(a.slice(1)) - Number(b.slice(1)) : a < b ? -1 : 1,
  );
  const elo = fit(played, players, o.anchor);
  const minutes = ((performance.now() - t0) / 60000).toFixed(1);
  process.stdout.write(
    `\n${played.length} games, ${minutes} min (${appTime ? "each level's time on /play" : `${movetime} ms a move cap`}, casual rules)\n\n`,
  );
  process.stdout.write(`| player | games | score | Elo (${o.anchor} = 0) |\n| --- | --- | --- | --- |\n`);
  for (const p of players) {
    const mine = played.filter((g) => g.a === p || g.b === p);
    const score = mine.reduce((t, g) => t + (g.a === p ? g.s : 1 - g.s), 0);
    const e = elo.get(p)!;
    const name = p[0] === 'L' ? `level ${p.slice(1)}` : `FSF depth ${p.slice(1)}`;
    process.stdout.write(`| ${name} | ${mine.length} | ${score}/${mine.length} | ${Math.round(e.elo)} ± ${Math.round(e.se)} |\n`);
  }
  const levels = players.filter((p) => p[0] === 'L').map((p) => elo.get(p)!.elo);
  const monotonic = levels.every((e, i) => i === 0 || e > levels[i - 1]);
  process.stdout.write(`\nLevels rise monotonically: ${monotonic ? 'yes' : 'no'}\n`);
  fsf.quit();
  process.exit(0);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
