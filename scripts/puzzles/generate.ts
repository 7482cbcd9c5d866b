/**
 * Mate puzzles from self-play games.
 *
 *   node scripts/run-ts.mjs scripts/puzzles/generate.ts [--seed 7] [--games 80] [--deep] [--out DIR] [--timeout 12000]
 *
 * Fairy-Stockfish (janggicasual, 1 thread) plays games from the 16 setup pairings at varied
 * strengths: random opening plies, a search depth per game, a blunder rate per side. Every
 * position it reaches after the random opening is a candidate: our solver scans it for mates up
 * to 2 (3 when the side to move is ahead), and to 5 when Fairy-Stockfish announces `score mate N`
 * (a deeper FSF search looks at decisive positions). When one side is winning, the loser's other
 * replies one ply back are candidates too (branches). Our solver (strict mode) decides, in a
 * worker thread with a time cap per candidate: the shortest mate, the first move unique for
 * N >= 2, the main line with bestDefence replies.
 *
 * Output: DIR/games-<seed>.jsonl (default DIR = node_modules/.cache/puzzles), one line per
 * verified candidate and one per finished game, appended as we go; a rerun with the same seed
 * resumes after the last finished game. `build.ts` turns the checkpoints into the CSV.
 * Reproducible: same seed, same games (FSF is deterministic with 1 thread and fixed depths; the
 * hash is cleared per game). Only the time cap depends on the machine.
 */
import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { SETUPS, setupFen, moveToUci, parseUci, type Move } from '../../src/lib/engine';
import { load, normalizeFen, pick, positionKey, prng, serveVerifier, Verifier } from './lib';
import { options } from '../args';
import { loadFsf } from '../../test/support/fsf';

async function main() {
  const o = options({ seed: '6', games: '120', timeout: '12000', out: 'node_modules/.cache/puzzles', deep: false });
  const seed = Number(o.seed);
  const games = Number(o.games);
  const timeoutMs = Number(o.timeout);
  /** Longer mates: Fairy-Stockfish looks at every decisive branch, not only when a long mate is on. */
  const deep = o.deep;
  const outDir = resolve(o.out);
  mkdirSync(outDir, { recursive: true });
  const outFile = resolve(outDir, `games-${seed}.jsonl`);
  const write = (o: object) => appendFileSync(outFile, JSON.stringify(o) + '\n');

  let startGame = 0;
  if (existsSync(outFile)) {
    for (const l of readFileSync(outFile, 'utf8').split('\n')) {
      if (!l) continue;
      const o = JSON.parse(l);
      if (o.type === 'game') startGame = Math.max(startGame, o.game + 1);
    }
  }
  // Lines of an unfinished game are superseded by its rerun: build.ts keeps only finished games.

  const fsf = await loadFsf();
  fsf.send('setoption name Threads value 1');
  fsf.send('setoption name Hash value 16');
  await fsf.variant('janggicasual');
  const verifier = new Verifier(new URL(import.meta.url), timeoutMs);
  const t0 = Date.now();
  const stats = { candidates: 0, accepted: 0, byLength: [0, 0, 0, 0, 0, 0] };

  for (let g = startGame; g < games; g++) {
    const rnd = prng(seed * 1_000_003 + g * 7919);
    const han = SETUPS[(g >> 2) & 3];
    const cho = SETUPS[g & 3];
    const fen0 = setupFen(han, cho);
    const depth = pick(rnd, [3, 4, 5, 6, 7, 8]);
    const randomPlies = 2 + Math.floor(rnd() * 22);
    const blunder = [pick(rnd, [0, 0.03, 0.08, 0.15, 0.3]), pick(rnd, [0, 0.03, 0.08, 0.15, 0.3])];
    const pos = load(fen0);
    const played: string[] = [];
    const seen = new Set<string>();
    const verdicts: Promise<void>[] = [];
    fsf.send('ucinewgame');
    await fsf.cmd('isready', /^readyok/);

    /** FSF's search: [mate for the side to move (0 if none), cp, bestmove]. */
    const search = async (moves: string[], d: number): Promise<{ mate: number; cp: number; best?: string }> => {
      fsf.send(`position fen ${fen0}${moves.length ? ' moves ' + moves.join(' ') : ''}`);
      const ts = Date.now();
      const out = await fsf.cmd(`go depth ${d}`, /^bestmove/);
      if (process.env.PUZZLE_DEBUG)
        console.error(`search d${d} ply ${moves.length} ${Date.now() - ts}ms heap ${(process.memoryUsage().rss / 1e6) | 0}MB`);
      const info = out.filter((l) => l.startsWith('info depth') && l.includes(' score ')).at(-1) ?? '';
      const sc = / score (cp|mate) (-?\d+)/.exec(info);
      const v = sc ? Number(sc[2]) : 0;
      const mate = sc?.[1] === 'mate' ? v : 0;
      const cp = sc?.[1] === 'cp' ? v : mate > 0 ? 100000 : mate < 0 ? -100000 : 0;
      return { mate: mate > 0 ? mate : 0, cp, best: /^bestmove (\S+)/.exec(out.at(-1) ?? '')?.[1] };
    };
    /** A candidate position (the solver to move) for the verifier, once per game. */
    const candidate = (fenNow: string, ply: number, fsfMate: number, max: number, branch?: string) => {
      const fen = normalizeFen(fenNow);
      const key = positionKey(fen);
      if (seen.has(key)) return;
      seen.add(key);
      stats.candidates++;
      verdicts.push(
        verifier.run(fen, max).then((r) => {
          if (r.error) {
            if (fsfMate) write({ type: 'candidate', game: g, ply, branch, fen, fsfMate, error: r.error });
            return;
          }
          const v = r.verdict!;
          if (v.mateIn === 0 && !fsfMate) return;
          write({ type: 'candidate', game: g, ply, branch, fen, fsfMate, ...v });
          if (v.line) {
            stats.accepted++;
            stats.byLength[v.mateIn]++;
          }
        }),
      );
    };
    const safeMoves = (): Move[] =>
      pos.legalMoves().filter((m) => {
        if (m.from === m.to) return false;
        pos.play(m);
        const ok = !pos.facing();
        pos.undo();
        return ok;
      });

    let result = 'max-plies';
    for (let ply = 0; ply < 240; ply++) {
      const legal = pos.legalMoves();
      if (legal.length === 0) {
        result = 'mate';
        break;
      }
      // Many pieces on the board: play fast, mates are rare.
      const crowded = pos.pieces().length > 26;
      const s = await search(played, crowded ? Math.min(depth, 4) : depth);
      if (ply >= randomPlies) {
        // Our solver scans every position for mates up to 2 (3 when the side to move is ahead);
        // decisive positions get a deeper Fairy-Stockfish look for mates up to 5.
        let mate = s.mate;
        if (!mate && s.cp >= 500 && depth < 9 && !crowded) mate = (await search(played, 9)).mate;
        candidate(pos.fen(), ply, mate <= 5 ? mate : 0, mate > 0 && mate <= 5 ? 5 : s.cp >= 300 ? 3 : 2);
        // Branches: when the side to move is winning, the loser's other replies one ply back
        // give fresh positions with the winner to move: our solver looks at up to 10 of them
        // (mates up to 3); when a long mate is on (always with --deep), Fairy-Stockfish looks at
        // 4 of them for mates up to 5.
        if (s.cp >= 500 && played.length > randomPlies) {
          const last = played.at(-1)!;
          pos.undo();
          const alts = safeMoves().filter((m) => moveToUci(m) !== last);
          for (let k = 0; k < 10 && alts.length; k++) {
            const alt = alts.splice(Math.floor(rnd() * alts.length), 1)[0];
            const altUci = moveToUci(alt);
            pos.play(alt);
            if (pos.legalMoves().length > 0) {
              let bm = 0;
              if ((deep || s.mate >= 3) && k < 4) bm = (await search([...played.slice(0, -1), altUci], 9)).mate;
              candidate(pos.fen(), ply, bm <= 5 ? bm : 0, bm > 0 && bm <= 5 ? 5 : 3, altUci);
            }
            pos.undo();
          }
          pos.play(parseUci(last)!);
        }
      }
      // Keep the verifier from falling far behind.
      while (verifier.load > 40) await new Promise((r) => setTimeout(r, 50));

      const side = pos.turn === 'cho' ? 0 : 1;
      let move: Move | undefined;
      const safe = safeMoves();
      if ((ply < randomPlies || rnd() < blunder[side]) && safe.length) move = pick(rnd, safe);
      else if (s.best && s.best !== '(none)') move = parseUci(s.best);
      if (!move || !pos.isLegal(move)) move = pick(rnd, safe.length ? safe : legal);
      pos.play(move);
      played.push(moveToUci(move));
      if (pos.outcome()) {
        result = pos.outcome()!.reason;
        break;
      }
    }
    await Promise.all(verdicts);
    write({ type: 'game', game: g, han, cho, depth, randomPlies, blunder, plies: played.length, result, moves: played.join(' ') });
    const min = ((Date.now() - t0) / 60000).toFixed(1);
    console.log(
      `game ${g} ${han}/${cho} d${depth} r${randomPlies} b${blunder.join('/')}: ${played.length} plies, ${result}; ` +
        `${stats.accepted}/${stats.candidates} kept [${stats.byLength.slice(1).join(' ')}] ${min} min`,
    );
  }
  verifier.close();
  fsf.quit();
  process.exit(0);
}

if (!serveVerifier()) await main();
