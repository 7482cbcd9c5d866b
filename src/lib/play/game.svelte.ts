/**
 * A two-player game as reactive state over the engine's Position. Every rule comes from the
 * engine: legal moves, pass, bikjang, mate, counting. The game is {rules, rootFen, moves}, which is
 * also what is saved and replayed.
 */
import {
  Position,
  RULE_SETS,
  START_FEN,
  formatMove,
  isRuleSetName,
  moveToUci,
  parseUci,
  type Color,
  type Move,
  type NotationName,
  type Outcome,
  type OutcomeReason,
  type Result,
  type RuleSetName,
} from '$lib/engine';

export interface GameSnapshot {
  rules: RuleSetName;
  rootFen: string;
  /** UCI moves from rootFen. */
  moves: string[];
}

/** How a game on /play ended: the engine's outcome, or a resignation. */
export interface PlayOutcome {
  /** Undefined for a draw. */
  winner?: Color;
  reason: OutcomeReason | 'resign';
  points?: { cho: number; han: number };
}

export interface HistoryEntry {
  ply: number;
  /** A pass: the move list says so in words, whatever the notation. */
  pass: boolean;
  color: Color;
  /** Move number (Cho and Han share one). */
  number: number;
  text: string;
  uci: string;
}

const other = (c: Color): Color => (c === 'cho' ? 'han' : 'cho');

const NO_DESTS: Map<number, number[]> = new Map();

/** The engine's code for a position whose side not to move is in check (its general could be taken). */
export const CAPTURABLE_GENERAL = 'fen.opponent-in-check';

export class PlayGame {
  rules = $state<RuleSetName>('janggi');
  rootFen = $state(START_FEN);
  moves = $state<string[]>([]);
  /** The side that resigned, if one did. */
  resigned = $state<Color | undefined>();
  /** Bumped on every change of `pos`, which is not itself reactive. */
  private version = $state(0);
  private pos: Position = Position.start('janggi');

  private read<T>(f: (pos: Position) => T): T {
    void this.version;
    return f(this.pos);
  }

  readonly fen = $derived.by(() => this.read((p) => p.fen()));
  readonly turn = $derived.by(() => this.read((p) => p.turn));
  readonly outcome = $derived.by<PlayOutcome | undefined>(
    () => this.read((p) => p.outcome()) ?? (this.resigned ? { winner: other(this.resigned), reason: 'resign' } : undefined),
  );
  readonly over = $derived(this.outcome !== undefined);
  readonly dests = $derived.by(() => (this.over ? NO_DESTS : this.read((p) => p.allDests())));
  readonly canPass = $derived.by(() => !this.over && this.read((p) => p.canPass()));
  readonly lastMove = $derived.by<Move | undefined>(() => this.read((p) => p.lastMove()));
  readonly inCheck = $derived.by(() => this.read((p) => p.isCheck()));
  readonly check = $derived.by(() => (this.inCheck ? this.read((p) => p.generalSquare(p.turn)) : undefined));
  readonly bikjang = $derived.by(() => this.read((p) => p.isBikjang()));
  readonly points = $derived.by(() => this.read((p) => p.points()));
  readonly ruleSet = $derived(RULE_SETS[this.rules]);
  /** How the game would end if the side to move passed now (the other side has just passed, or bikjang); undefined when a pass does not end it. */
  readonly passOutcome = $derived.by<Outcome | undefined>(() => {
    if (!this.canPass) return undefined;
    return this.read((p) => {
      const after = p.clone();
      const k = after.generalSquare(after.turn);
      if (k === undefined || !after.play({ from: k, to: k })) return undefined;
      return after.outcome();
    });
  });

  /** `color` gives up; false when the game is already over. */
  resign(color: Color): boolean {
    if (this.over) return false;
    this.resigned = color;
    return true;
  }

  /** Start a new game from a FEN; on error nothing changes. */
  start(rules: RuleSetName, fen: string): Result<Position> {
    const r = Position.fromFen(fen, rules);
    if (!r.ok) return r;
    this.pos = r.value;
    this.rules = rules;
    this.rootFen = r.value.fen();
    this.moves = [];
    this.resigned = undefined;
    this.version++;
    return r;
  }

  /** Plays a legal move; false (and no change) otherwise, or when the game is over. */
  play(move: Move): boolean {
    if (this.over) return false;
    if (!this.pos.play(move)) return false;
    this.moves.push(moveToUci(move));
    this.version++;
    return true;
  }

  /** Takes back the last move; after a resignation, the resignation only. */
  undo(): boolean {
    if (this.resigned) {
      this.resigned = undefined;
      return true;
    }
    if (!this.pos.undo()) return false;
    this.moves.pop();
    this.version++;
    return true;
  }

  /** Replays a saved game; false when it is not a valid game (nothing changes then). */
  restore(saved: { rules: unknown; rootFen: unknown; moves: unknown; result?: unknown }): boolean {
    if (typeof saved?.rules !== 'string' || !isRuleSetName(saved.rules)) return false;
    if (typeof saved.rootFen !== 'string' || !Array.isArray(saved.moves)) return false;
    const r = Position.fromFen(saved.rootFen, saved.rules);
    if (!r.ok) return false;
    const pos = r.value;
    const moves: string[] = [];
    for (const text of saved.moves) {
      const m = typeof text === 'string' ? parseUci(text) : undefined;
      if (!m || pos.outcome() || !pos.play(m)) break; // keep the valid prefix
      moves.push(moveToUci(m));
    }
    this.pos = pos;
    this.rules = saved.rules;
    this.rootFen = saved.rootFen;
    this.moves = moves;
    const result = saved.result as { reason?: unknown; winner?: unknown } | undefined;
    this.resigned =
      result?.reason === 'resign' && (result.winner === 'cho' || result.winner === 'han') && !pos.outcome()
        ? other(result.winner)
        : undefined;
    this.version++;
    return true;
  }

  snapshot(): GameSnapshot {
    return { rules: this.rules, rootFen: this.rootFen, moves: [...this.moves] };
  }

  /** The moves in a notation, each written from the position before it. */
  history(notation: NotationName): HistoryEntry[] {
    void this.version;
    const r = Position.fromFen(this.rootFen, this.rules);
    if (!r.ok) return [];
    const pos = r.value;
    const fields = this.rootFen.trim().split(/\s+/);
    let number = Number(fields[5] ?? 1) || 1;
    const out: HistoryEntry[] = [];
    this.moves.forEach((uci, i) => {
      const m = parseUci(uci);
      if (!m) return;
      const color = pos.turn;
      out.push({ ply: i + 1, color, number, pass: m.from === m.to, text: formatMove(pos, m, notation), uci });
      pos.play(m);
      if (color === 'han') number++;
    });
    return out;
  }
}
