/**
 * The analysis board without its view: the root position and its rule set, the tree of moves and
 * side lines with the node shown, moving through it, opening a position from a link or the FEN
 * field (with why it cannot be analysed), the engine's last report and how its lines and scores
 * read. It needs no DOM, so it is tested on its own (test/unit/analysis-state.test.ts);
 * AnalysisPage.svelte draws it, runs the engine and keeps the address in step.
 */
import {
  Position,
  START_FEN,
  formatMove,
  illegalities,
  moveToUci,
  parseFen,
  parseUci,
  type Color,
  type EngineError,
  type Move,
  type NotationName,
  type RuleSetName,
} from '$lib/engine';
import { roleName } from '$lib/board/describe';
import { locale } from '$lib/i18n';
import type { AnalyseReport, LineScore } from './protocol';
import { fixed } from '$lib/i18n/numbers';
import { barShare, isLevel, pointsText } from './score';
import { analysisText as text, type AnalysisKey } from './text';
import { MoveTree, ROOT, treeHref } from './tree';

/** What the state reads from its owner; getters, so they follow the reader's settings. */
export interface AnalysisInputs {
  readonly notation: NotationName;
}

/** A score as the lines show it: "#3", "+1.3", or a rule's win in short. */
export function scoreShort(s: LineScore): string {
  if (s.mate !== undefined) return `#${s.mate}`;
  if (s.rule) return text(s.cp > 0 ? 'analysis.rule.cho.short' : 'analysis.rule.han.short');
  return pointsText(s.cp, locale.current);
}

/** A score in words, for the evaluation bar and each line's spoken name. */
export function scoreLong(s: LineScore): string {
  if (s.mate !== undefined) return text(s.mate > 0 ? 'analysis.mate.cho' : 'analysis.mate.han', { n: Math.abs(s.mate) });
  if (s.rule) return text(s.cp > 0 ? 'analysis.rule.cho' : 'analysis.rule.han');
  if (isLevel(s.cp)) return text('analysis.eval.even');
  return text(s.cp > 0 ? 'analysis.eval.cho' : 'analysis.eval.han', { points: fixed(Math.abs(s.cp) / 100, locale.current) });
}

async function errorText(error: EngineError): Promise<string> {
  const { engineErrorText } = await import('$lib/i18n/engine-errors');
  return engineErrorText(error, locale.current);
}

export class AnalysisState {
  readonly #in: AnalysisInputs;
  rules = $state<RuleSetName>('janggi');
  rootFen = $state(START_FEN);
  tree = $state.raw(new MoveTree());
  /** Bumped when the tree grows (it is not itself reactive). */
  #version = $state(0);
  current = $state(ROOT);
  orientation = $state<Color>('cho');
  /** The first position is open (the address read). */
  ready = $state(false);
  /** Why the address's or the field's position cannot be analysed. */
  fenError = $state<string | null>(null);
  movesNote = $state<string | null>(null);
  fenInfo = $state<string | null>(null);
  /** The FEN that could not be analysed, drawn as far as it can be read (an empty board otherwise). */
  shownBadFen = $state('');
  /** The engine's last report on the position shown, and whether a search is under way. */
  report = $state<AnalyseReport | null>(null);
  thinking = $state(false);

  constructor(inputs: AnalysisInputs) {
    this.#in = inputs;
  }

  /** The version of the tree: read it to follow the tree's growth. */
  get version(): number {
    return this.#version;
  }

  /** The position at a node: the root with the moves to it played. */
  positionAt(id: number): Position {
    const pos = Position.fromFen(this.rootFen, this.rules);
    if (!pos.ok) return Position.start(this.rules);
    for (const m of this.tree.path(id)) {
      const move = parseUci(m);
      if (!move || !pos.value.play(move)) break;
    }
    return pos.value;
  }

  readonly pos = $derived.by(() => {
    void this.#version;
    return this.positionAt(this.current);
  });
  readonly fen = $derived.by(() => this.pos.fen());
  readonly over = $derived.by(() => this.pos.outcome() !== undefined);
  /** The moves the board offers: none before the position is open, when it cannot be analysed, or at the game's end. */
  readonly dests = $derived.by(() => (this.ready && !this.fenError && !this.over ? this.pos.allDests() : new Map<number, number[]>()));
  readonly canPass = $derived.by(() => this.ready && !this.fenError && !this.over && this.pos.canPass());

  // ------------------------------------------------------------------ the move list
  #say(p: Position, m: Move): string {
    return m.from === m.to ? text('analysis.pass') : formatMove(p, m, this.#in.notation);
  }

  /** Each node's move in the reader's notation, from the position before it. */
  readonly moveText = $derived.by(() => {
    void this.#version;
    const out = new Map<number, string>();
    const root = Position.fromFen(this.rootFen, this.rules);
    if (!root.ok) return out;
    const walk = (id: number, p: Position) => {
      for (const child of this.tree.nodes[id].children) {
        const move = parseUci(this.tree.nodes[child].uci);
        if (!move) continue;
        out.set(child, this.#say(p, move));
        const next = p.clone();
        if (next.play(move)) walk(child, next);
      }
    };
    walk(ROOT, root.value);
    return out;
  });

  readonly #rootTurn = $derived.by<Color>(() => {
    const setup = parseFen(this.rootFen);
    return setup.ok ? setup.value.turn : 'cho';
  });
  readonly #rootNumber = $derived.by(() => {
    const n = Number(this.rootFen.trim().split(/\s+/)[5]);
    return Number.isInteger(n) && n > 0 ? n : 1;
  });
  /** The move number of ply `ply` (1 = the root's first move) and whose move it is. */
  numberOf(ply: number): { n: number; color: Color } {
    const rootTurn = this.#rootTurn;
    const choFirst = rootTurn === 'cho';
    const color: Color = (ply - 1) % 2 === 0 ? rootTurn : rootTurn === 'cho' ? 'han' : 'cho';
    return { n: this.#rootNumber + (choFirst ? Math.floor((ply - 1) / 2) : Math.floor(ply / 2)), color };
  }

  /** The tree as a list to draw: moves, and the brackets of side lines. */
  readonly tokens = $derived.by(() => {
    void this.#version;
    return this.tree.tokens();
  });

  // ------------------------------------------------------------------ moving through the tree
  go(id: number): void {
    this.current = id;
    this.movesNote = null;
  }
  readonly atStart = $derived.by(() => this.current === ROOT);
  readonly atEnd = $derived.by(() => {
    void this.#version;
    return this.tree.nodes[this.current].children.length === 0;
  });
  back = (): void => this.go(this.tree.prev(this.current));
  forward = (): void => this.go(this.tree.next(this.current));
  toStart = (): void => this.go(ROOT);
  toEnd = (): void => this.go(this.tree.end(this.current));

  flip(): void {
    this.orientation = this.orientation === 'cho' ? 'han' : 'cho';
  }

  /** A move made on the board: a new node (or the one that has it) under the one shown. */
  move(move: Move): void {
    if (this.fenError || this.over) return;
    const after = this.pos.clone();
    if (!after.play(move)) return;
    this.current = this.tree.add(this.current, moveToUci(move));
    this.#version++;
  }

  /** Plays a line's moves from the current position up to its `k`-th move. */
  playLine(pv: readonly string[], k: number): void {
    const p = this.pos.clone();
    const moves: string[] = [];
    for (const m of pv.slice(0, k + 1)) {
      const move = parseUci(m);
      if (!move || !p.play(move)) break;
      moves.push(m);
    }
    this.current = this.tree.addLine(this.current, moves);
    this.#version++;
  }

  // ------------------------------------------------------------------ opening a position
  /** The root position from a FEN, with the link's moves as far as they are legal; false (and a message) when it cannot be analysed. */
  async open(fenInput: string, rulesName: RuleSetName, moves: readonly string[], ply?: number): Promise<boolean> {
    const r = Position.fromFen(fenInput, rulesName);
    this.shownBadFen = fenInput;
    if (!r.ok) {
      this.fenError = text('analysis.fen.error', { message: await errorText(r.error) });
      return false;
    }
    const parsed = parseFen(fenInput);
    const wrong = parsed.ok ? illegalities(parsed.value, rulesName) : [];
    if (wrong.length) {
      this.fenError = text('analysis.fen.error', {
        message: wrong
          .map((w) =>
            text(`analysis.illegal.${w.code}` as AnalysisKey & `analysis.illegal.${string}`, {
              side: text(w.color === 'cho' ? 'analysis.side.cho' : 'analysis.side.han'),
              // The side's own name for the piece: Han's soldier is 병 in Korean, Cho's 졸.
              role: w.role ? roleName({ color: w.color, role: w.role }) : '',
              square: w.square ?? '',
            }),
          )
          .join(' '),
      });
      return false;
    }
    this.fenError = null;
    this.rules = rulesName;
    this.rootFen = r.value.fen();
    const p = r.value;
    const good: string[] = [];
    this.movesNote = null;
    for (const [i, m] of moves.entries()) {
      const move = parseUci(m);
      if (!move || !p.play(move)) {
        this.movesNote = text('analysis.moves.bad', { ply: i + 1, move: m });
        break;
      }
      good.push(m);
    }
    this.tree = MoveTree.fromMoves(good);
    this.#version++;
    let at = ROOT;
    for (let i = 0; i < Math.min(ply ?? good.length, good.length); i++) at = this.tree.next(at);
    this.current = at;
    return true;
  }

  /** The address's query for the position shown (undefined while there is nothing to keep). */
  readonly search = $derived.by(() => {
    void this.#version;
    if (!this.ready || this.fenError) return undefined;
    const href = treeHref(this.tree, this.current, { fen: this.rootFen === START_FEN ? undefined : this.rootFen, rules: this.rules });
    const q = href.indexOf('?');
    return q < 0 ? '' : href.slice(q);
  });

  // ------------------------------------------------------------------ the engine's report
  /** What the engine is asked about: the position shown, while there is one to analyse. */
  readonly request = $derived.by(() => {
    void this.#version;
    return { rules: this.rules, rootFen: this.rootFen, moves: this.tree.path(this.current), on: this.ready && !this.fenError };
  });
  readonly top = $derived.by(() => this.report?.lines[0]);

  /** The lines in the reader's notation, from the position shown (the first eight moves of each). */
  readonly shownLines = $derived.by(() =>
    (this.report?.lines ?? []).map((l) => {
      const p = this.pos.clone();
      const moves: { uci: string; text: string }[] = [];
      for (const m of l.pv.slice(0, 8)) {
        const move = parseUci(m);
        if (!move) break;
        const said = this.#say(p, move);
        if (!p.play(move)) break;
        moves.push({ uci: m, text: said });
      }
      return { score: l.score, moves };
    }),
  );

  readonly bestArrow = $derived.by(() => {
    const m = this.top ? parseUci(this.top.pv[0]) : undefined;
    return m && m.from !== m.to ? [{ from: m.from, to: m.to, color: 'blue' as const }] : [];
  });
  /** Cho's share of the evaluation bar. */
  readonly share = $derived.by(() => (this.top ? barShare(this.top.score) : 0.5));
  readonly lastMove = $derived.by(() => (this.current === ROOT ? undefined : parseUci(this.tree.nodes[this.current].uci)));
  readonly check = $derived.by(() => (this.pos.isCheck() ? this.pos.generalSquare(this.pos.turn) : undefined));
}
