/**
 * The opening of a game as the lessons name it: each side's setup (상차림: 원앙마, 양귀마, 왼귀마,
 * 오른귀마, named after the horses) and the formation (포진) it builds in the first moves: 면포,
 * a cannon on the point in front of the palace's centre (Cho e3, Han e8), or 면상, an elephant
 * there. Codes only; each language names them.
 */
import { Position, SETUPS, parseUci, setupFen, type Color, type Setup, type SetupCode } from '$lib/engine';

export type SetupName = SetupCode;
export type Formation = 'central-cannon' | 'central-elephant';

export interface SideOpening {
  setup?: SetupName;
  formation?: Formation;
  /** The ply at which the formation first stood. */
  formedAt?: number;
}

export type Opening = Record<Color, SideOpening>;

const NAME: Record<Setup, SetupName> = {
  RNBA1ABNR: 'wonangma',
  RBNA1ANBR: 'yanggwima',
  RBNA1ABNR: 'oengwima',
  RNBA1ANBR: 'oreungwima',
};

/** How many plies count as the opening when looking for a formation. */
export const OPENING_PLIES = 16;

const FRONT: Record<Color, number> = { cho: 4 + 2 * 9, han: 4 + 7 * 9 };

function setups(fen: string): { cho: Setup; han: Setup } | undefined {
  for (const han of SETUPS) for (const cho of SETUPS) if (setupFen(han, cho) === fen) return { cho, han };
  return undefined;
}

/** The opening of a game from its start position and moves (a game from any other position has no setup names). */
export function openingOf(fen: string, moves: readonly string[]): Opening {
  const out: Opening = { cho: {}, han: {} };
  const s = setups(fen);
  if (s) {
    out.cho.setup = NAME[s.cho];
    // Han's setup reads as Han sees its own back rank: the mirror of the FEN's letters.
    const mirrored = [...s.han].reverse().join('') as Setup;
    out.han.setup = NAME[mirrored] ?? NAME[s.han];
  }
  const r = Position.fromFen(fen, 'casual');
  if (!r.ok) return out;
  const pos = r.value;
  const look = (ply: number) => {
    for (const color of ['cho', 'han'] as const) {
      if (out[color].formation) continue;
      const p = pos.pieceAt(FRONT[color]);
      if (p?.color !== color) continue;
      if (p.role === 'cannon') out[color] = { ...out[color], formation: 'central-cannon', formedAt: ply };
      else if (p.role === 'elephant') out[color] = { ...out[color], formation: 'central-elephant', formedAt: ply };
    }
  };
  for (let i = 0; i < Math.min(OPENING_PLIES, moves.length); i++) {
    const m = parseUci(moves[i]);
    if (!m || !pos.play(m)) break;
    look(i + 1);
  }
  return out;
}
