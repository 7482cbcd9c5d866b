/**
 * Personal puzzles: the learner's mistakes that the engine proves (puzzleFromMistake), kept in the
 * progress store's `personalPuzzles` setting (backups carry it) and put into the puzzle review deck
 * (due at once). Each is checked again when read: a puzzle from a damaged or edited backup whose
 * position or line is not legal is left out.
 */
import { Position, parseUci } from '$lib/engine';
import type { GameRecord, PersonalPuzzleRecord, ProgressApi, PuzzleOrigin } from '$lib/progress';
import { isTheme, type Puzzle } from '$lib/puzzles/types';
import { isPersonalId } from './ids';

export { PERSONAL_PREFIX, personalId, isPersonalId } from './ids';

/** The most kept; the oldest go first. */
export const MAX_PERSONAL = 500;

/** A personal puzzle as the pages play it. */
export type PersonalPuzzle = Puzzle & { gameId: string; ply: number; createdAt: number; origin?: PuzzleOrigin };

/** Where a game's puzzles come from, for their titles. */
export function originOf(g: Pick<GameRecord, 'createdAt' | 'computer' | 'source'>): PuzzleOrigin {
  if (g.computer) return { at: g.createdAt, vs: 'computer', level: g.computer.level };
  return { at: g.createdAt, vs: g.source === 'import' ? 'record' : 'screen' };
}

function checkOrigin(v: unknown): PuzzleOrigin | undefined {
  if (!v || typeof v !== 'object') return undefined;
  const { at, vs, level } = v as Record<string, unknown>;
  if (typeof at !== 'number' || !Number.isFinite(at) || (vs !== 'computer' && vs !== 'screen' && vs !== 'record')) return undefined;
  return typeof level === 'number' && Number.isInteger(level) && level > 0 && level < 100 ? { at, vs, level } : { at, vs };
}

/** A stored record as a playable puzzle, or undefined when it does not hold up. */
export function checkPersonal(v: unknown): PersonalPuzzle | undefined {
  if (!v || typeof v !== 'object') return undefined;
  const o = v as Record<string, unknown>;
  const { id, fen, moves, mateIn, rating, themes, gameId, ply, createdAt } = o;
  if (typeof id !== 'string' || !isPersonalId(id) || id.length > 120) return undefined;
  if (typeof fen !== 'string' || !Array.isArray(moves) || moves.length === 0 || moves.length > 20) return undefined;
  if (typeof mateIn !== 'number' || typeof rating !== 'number' || !Array.isArray(themes)) return undefined;
  if (typeof gameId !== 'string' || typeof ply !== 'number' || typeof createdAt !== 'number') return undefined;
  const r = Position.fromFen(fen, 'janggi');
  if (!r.ok) return undefined;
  for (const u of moves) {
    const m = typeof u === 'string' ? parseUci(u) : undefined;
    if (!m || !r.value.play(m)) return undefined;
  }
  return {
    id,
    fen,
    moves: moves as string[],
    mateIn,
    rating,
    themes: themes.filter((t): t is Puzzle['themes'][number] => typeof t === 'string' && isTheme(t)),
    source: 'game',
    gameId,
    ply,
    createdAt,
    ...(checkOrigin(o.origin) ? { origin: checkOrigin(o.origin) } : {}),
  };
}

/** Every personal puzzle that holds up, oldest first. */
export async function loadPersonal(store: Pick<ProgressApi, 'getSetting'>): Promise<PersonalPuzzle[]> {
  const raw = await store.getSetting('personalPuzzles').catch(() => undefined);
  if (!Array.isArray(raw)) return [];
  return raw.map(checkPersonal).filter((p): p is PersonalPuzzle => p !== undefined);
}

/**
 * Keeps new personal puzzles (a puzzle already kept under the same id is replaced) and makes each
 * new one due in the review deck now, in one transaction.
 */
export async function keepPersonal(
  store: Pick<ProgressApi, 'transact'>,
  puzzles: readonly Puzzle[],
  gameId: string,
  plyOf: (p: Puzzle) => number,
  now: number,
  origin?: PuzzleOrigin,
): Promise<void> {
  if (!puzzles.length) return;
  await store.transact(['settings', 'reviews'], async (tx) => {
    const old = ((await tx.get('settings', 'personalPuzzles')) as PersonalPuzzleRecord[] | undefined) ?? [];
    const byId = new Map(old.map((p) => [p.id, p]));
    const fresh: PersonalPuzzleRecord[] = [];
    for (const p of puzzles) {
      if (!byId.has(p.id)) fresh.push(recordOf(p, gameId, plyOf(p), now, origin));
      byId.set(p.id, recordOf(p, gameId, plyOf(p), byId.get(p.id)?.createdAt ?? now, origin));
    }
    const all = [...byId.values()].sort((a, b) => a.createdAt - b.createdAt).slice(-MAX_PERSONAL);
    await tx.put('settings', all, 'personalPuzzles');
    for (const p of fresh) {
      const had = await tx.get('reviews', ['puzzle', p.id]);
      if (!had) await tx.put('reviews', { kind: 'puzzle', itemId: p.id, due: now, card: null });
    }
  });
}

function recordOf(p: Puzzle, gameId: string, ply: number, createdAt: number, origin?: PuzzleOrigin): PersonalPuzzleRecord {
  const rec: PersonalPuzzleRecord = {
    id: p.id,
    fen: p.fen,
    moves: [...p.moves],
    mateIn: p.mateIn,
    rating: p.rating,
    themes: [...p.themes],
    gameId,
    ply,
    createdAt,
  };
  if (origin) rec.origin = { ...origin };
  return rec;
}
