/**
 * Engine command line: `npm run --silent engine -- <verb> ...`
 *   perft <depth> [<fen>]        one "<move>: <count>" line per legal move, blank line, "Nodes searched: N"
 *   perft <depth> --stdin        one FEN per input line, one node count per output line
 *   mate <n> <fen>               every first move forcing mate in at most n moves, or "none"
 *   bench                        speed figures (see test/bench)
 *   uci                          the computer opponent over UCI (src/lib/engine/search/uci.ts, scripts/engine/uci-stdio.ts)
 *   review <file>                a .gib or PGN game reviewed: one JSON object a ply (src/lib/review)
 * Options: --rules janggi|traditional|modern|casual (default janggi);
 *          --variant janggi|nine-elder (default janggi; nine-elder has perft only, loaded on demand).
 */
import { createInterface } from 'node:readline';
import {
  Position,
  RULE_SET_NAMES,
  START_FEN,
  isRuleSetName,
  mateMoves,
  moveToUci,
  perft,
  perftDivide,
  type RuleSetName,
} from '../../src/lib/engine';
import { engineErrorText } from '../../src/lib/i18n/engine-errors';

const USAGE = `usage: engine <verb> [args] [--rules ${RULE_SET_NAMES.join('|')}]
  perft <depth> [<fen>]     per-move leaf counts and "Nodes searched: N"
  perft <depth> --stdin     one FEN per input line, one node count per line
  mate <n> <fen>            first moves forcing mate in at most n moves, or "none"
  bench                     engine speed figures
  uci                       the computer opponent over UCI on standard input/output
  review [--movetime ms] [--game N] <file>
                            a .gib or PGN game reviewed, one JSON line a ply
  --variant nine-elder      perft for Nine Elder (FEN with pieces in hand: ...[Pp] w - - 0 1)`;

function fail(message: string): never {
  process.stderr.write(`${message}\n${USAGE}\n`);
  process.exit(2);
}

function parseDepth(s: string | undefined, what: string, max: number): number {
  if (s === undefined || !/^\d+$/.test(s)) fail(`${what} must be a whole number, got "${s ?? ''}".`);
  const n = Number(s);
  if (n < 1 || n > max) fail(`${what} must be between 1 and ${max}.`);
  return n;
}

function load(fen: string, rules: RuleSetName): Position {
  const r = Position.fromFen(fen, rules);
  if (!r.ok) fail(`bad FEN: ${engineErrorText(r.error)}`);
  return r.value;
}

async function main(argv: string[]): Promise<void> {
  let rules: RuleSetName = 'janggi';
  let variant: Variant = 'janggi';
  const args: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--variant' || a.startsWith('--variant=')) {
      const v = a === '--variant' ? argv[++i] : a.slice(10);
      if (v !== 'janggi' && v !== 'nine-elder') fail(`unknown variant "${v ?? ''}".`);
      variant = v;
    } else if (a === '--rules') {
      const v = argv[++i];
      if (!v || !isRuleSetName(v)) fail(`unknown rule set "${v ?? ''}".`);
      rules = v;
    } else if (a.startsWith('--rules=')) {
      const v = a.slice(8);
      if (!isRuleSetName(v)) fail(`unknown rule set "${v}".`);
      rules = v;
    } else args.push(a);
  }
  const verb = args.shift();
  if (!verb) fail('no verb given.');
  const table = variant === 'nine-elder' ? NINE_ELDER_VERBS : VERBS;
  const run = table[verb];
  if (!run) fail(variant === 'janggi' ? `unknown verb "${verb}".` : `"${verb}" is not available for ${variant}.`);
  await run(args, { rules });
}

type Variant = 'janggi' | 'nine-elder';
interface Options {
  rules: RuleSetName;
}

/** One function per verb: add a verb here (and to USAGE). */
const VERBS: Record<string, (args: string[], options: Options) => Promise<void>> = {
  async perft(args, { rules }) {
    const depth = parseDepth(args.shift(), 'perft depth', 9);
    if (args[0] === '--stdin') {
      const rl = createInterface({ input: process.stdin });
      const out: string[] = [];
      for await (const line of rl) {
        const fen = line.trim();
        if (!fen) continue;
        out.push(String(perft(load(fen, rules), depth)));
      }
      process.stdout.write(out.join('\n') + (out.length ? '\n' : ''));
      return;
    }
    const fen = args.length ? args.join(' ') : START_FEN;
    const pos = load(fen, rules);
    let total = 0;
    const lines: string[] = [];
    for (const { move, nodes } of perftDivide(pos, depth)) {
      lines.push(`${move}: ${nodes}`);
      total += nodes;
    }
    process.stdout.write(`${lines.join('\n')}${lines.length ? '\n' : ''}\nNodes searched: ${total}\n`);
  },

  async mate(args, { rules }) {
    const n = parseDepth(args.shift(), 'mate length', 7);
    if (!args.length) fail('mate needs a FEN.');
    const pos = load(args.join(' '), rules);
    const moves = mateMoves(pos, n);
    process.stdout.write(moves.length ? moves.map(moveToUci).join('\n') + '\n' : 'none\n');
  },

  async bench() {
    const { runBench } = await import('./bench');
    await runBench((line) => process.stdout.write(line + '\n'));
  },

  async uci() {
    const { runUci } = await import('./uci-stdio');
    await runUci();
  },

  async review(args, { rules }) {
    const { runReview } = await import('./review');
    await runReview(args, rules, fail);
  },
};

/** Nine Elder verbs (`--variant nine-elder`): its engine is imported only when asked for. */
const NINE_ELDER_VERBS: Record<string, (args: string[], options: Options) => Promise<void>> = {
  async perft(args) {
    const depth = parseDepth(args.shift(), 'perft depth', 6);
    const ne = await import('../../src/lib/engine/nine-elder');
    const loadNine = (fen: string) => {
      const r = ne.parseNineFen(fen);
      if (!r.ok) fail(`bad FEN: ${r.error.message}`);
      return r.value;
    };
    if (args[0] === '--stdin') {
      const rl = createInterface({ input: process.stdin });
      const out: string[] = [];
      for await (const line of rl) if (line.trim()) out.push(String(ne.ninePerft(loadNine(line.trim()), depth)));
      process.stdout.write(out.join('\n') + (out.length ? '\n' : ''));
      return;
    }
    const pos = loadNine(args.length ? args.join(' ') : ne.NINE_ELDER_START_FEN);
    let total = 0;
    const lines: string[] = [];
    for (const { move, nodes } of ne.ninePerftDivide(pos, depth)) {
      lines.push(`${move}: ${nodes}`);
      total += nodes;
    }
    process.stdout.write(`${lines.join('\n')}${lines.length ? '\n' : ''}\nNodes searched: ${total}\n`);
  },
};

main(process.argv.slice(2)).catch((e: unknown) => {
  process.stderr.write(`engine: ${e instanceof Error ? e.message : String(e)}\n`);
  process.exit(1);
});
