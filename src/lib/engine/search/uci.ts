/**
 * The computer opponent over UCI, as lines in and lines out (no I/O here: the command line
 * feeds it standard input and prints what it sends).
 *
 *   uci -> id lines, options, uciok        isready -> readyok        ucinewgame
 *   setoption name UCI_Variant value janggi|janggitraditional|janggimodern|janggicasual
 *   setoption name Skill Level value N      (1..8; anything above 8 is the top level)
 *   position startpos|fen <fen> [moves <m1> ...]
 *   go movetime <ms> | go depth <n>         -> info lines, then bestmove <move> (a pass is e2e2-style)
 *   stop                                    answers at once when a search is pending
 *   quit
 *
 * The search runs to its limit synchronously, so a `stop` is read after it; `go` without a limit
 * uses the level's own time.
 */
import { Position } from '../position';
import { START_FEN } from '../fen';
import { parseUci } from '../notation';
import { RULE_SETS, RULE_SET_NAMES, type RuleSetName } from '../rules';
import { MATE, WIN, Search } from './search';
import { LEVELS, MAX_LEVEL, clampLevel, levelMove, rng } from './levels';

/** Rule sets by Fairy-Stockfish's variant name, the names UCI_Variant takes. */
const VARIANTS = new Map<string, RuleSetName>(RULE_SET_NAMES.map((name) => [RULE_SETS[name].fsfVariant, name]));

export const UCI_NAME = 'Janggi Trainer';

export class UciEngine {
  private rules: RuleSetName = 'janggi';
  private level = MAX_LEVEL;
  private fen = START_FEN;
  private moves: string[] = [];
  private search?: Search;
  private random = rng(1);
  quit = false;

  constructor(private readonly send: (line: string) => void) {}

  /** Handles one input line. */
  receive(line: string): void {
    const words = line.trim().split(/\s+/).filter(Boolean);
    const cmd = words[0];
    switch (cmd) {
      case undefined:
        return;
      case 'uci':
        this.send(`id name ${UCI_NAME}`);
        this.send('id author Janggi trainer contributors');
        this.send(`option name UCI_Variant type combo default janggi ${[...VARIANTS.keys()].map((v) => `var ${v}`).join(' ')}`);
        this.send(`option name Skill Level type spin default ${MAX_LEVEL} min 1 max 20`);
        this.send('uciok');
        return;
      case 'isready':
        this.send('readyok');
        return;
      case 'ucinewgame':
        this.search = undefined;
        this.random = rng(1);
        return;
      case 'setoption':
        return this.setOption(words.slice(1));
      case 'position':
        return this.setPosition(words.slice(1));
      case 'go':
        return this.go(words.slice(1));
      case 'stop':
        return;
      case 'quit':
        this.quit = true;
        return;
      default:
        this.send(`info string unknown command: ${cmd}`);
    }
  }

  private setOption(args: string[]) {
    const iName = args.indexOf('name');
    const iValue = args.indexOf('value');
    if (iName < 0) return this.send('info string setoption needs a name');
    const name = args
      .slice(iName + 1, iValue < 0 ? undefined : iValue)
      .join(' ')
      .toLowerCase();
    const value = iValue < 0 ? '' : args.slice(iValue + 1).join(' ');
    if (name === 'uci_variant') {
      const r = VARIANTS.get(value.toLowerCase());
      if (!r) return this.send(`info string unknown variant: ${value}`);
      this.rules = r;
      this.search = undefined;
    } else if (name === 'skill level') {
      const n = Number(value);
      if (!/^-?\d+$/.test(value)) return this.send(`info string Skill Level must be a whole number, got ${value}`);
      this.level = clampLevel(n);
    } else this.send(`info string unknown option: ${name}`);
  }

  private setPosition(args: string[]) {
    let i = 0;
    let fen: string;
    if (args[0] === 'startpos') {
      fen = START_FEN;
      i = 1;
    } else if (args[0] === 'fen') {
      const end = args.indexOf('moves');
      fen = args.slice(1, end < 0 ? undefined : end).join(' ');
      i = end < 0 ? args.length : end;
    } else return this.send('info string position needs startpos or fen');
    const moves = args[i] === 'moves' ? args.slice(i + 1) : [];
    this.fen = fen;
    this.moves = moves;
    this.search = undefined;
    // Report problems now rather than at go.
    this.build();
  }

  /** The current position, or undefined (with an info line) when it is not valid. */
  private build(): Position | undefined {
    const r = Position.fromFen(this.fen, this.rules);
    if (!r.ok) {
      this.send(`info string bad FEN: ${r.error.code}`);
      return undefined;
    }
    const pos = r.value;
    for (const text of this.moves) {
      const m = parseUci(text);
      if (!m || !pos.play(m)) {
        this.send(`info string illegal move ${text}: ignored with the moves after it`);
        break;
      }
    }
    return pos;
  }

  private go(args: string[]) {
    const num = (key: string) => {
      const i = args.indexOf(key);
      if (i < 0) return undefined;
      const n = Number(args[i + 1]);
      return Number.isFinite(n) && n >= 0 ? n : undefined;
    };
    const pos = this.build();
    if (!pos) return this.send('bestmove (none)');
    const level = LEVELS[this.level];
    const depth = num('depth');
    let movetime = num('movetime');
    if (movetime === undefined && depth === undefined) movetime = level.movetime;
    const search = new Search(pos);
    const r = levelMove(
      pos,
      this.level,
      { movetime: movetime ?? 600000, depth: depth ?? 64 },
      this.random,
      (info) => {
        const score =
          Math.abs(info.score) >= MATE - 200
            ? `mate ${info.score > 0 ? Math.ceil((MATE - info.score) / 2) : -Math.ceil((MATE + info.score) / 2)}`
            : `cp ${Math.abs(info.score) >= WIN - 1000 ? Math.sign(info.score) * 10000 : Math.round(info.score / 2)}`;
        this.send(
          `info depth ${info.depth} score ${score} nodes ${info.nodes} time ${Math.round(info.ms)} nps ${Math.round((info.nodes / Math.max(1, info.ms)) * 1000)} pv ${info.pv.join(' ')}`,
        );
      },
      search,
    );
    this.search = search;
    this.send(`bestmove ${r.uci ?? '(none)'}`);
  }
}
