/**
 * The games of /play, kept in the progress store's `games` records so that they survive a reload
 * and a new game never replaces an unfinished one. Each tab writes its game through a GameKeeper,
 * which only writes over the revision it last saw: when another tab has played the same game in
 * the meantime, this tab's moves go into a new game of their own and the page says so.
 */
import { SETUPS, type Color } from '$lib/engine';
import { keepPending, progress, type GameRecord, type GameResult, type ProgressApi } from '$lib/progress';
import type { GameSnapshot, PlayOutcome } from './game.svelte';

export type GameSource = NonNullable<GameRecord['source']>;

/** What a tab knows of its game besides the moves. */
export interface GameFields extends GameSnapshot {
  orientation?: Color;
  computer?: { side: Color; level: number };
  outcome?: PlayOutcome;
}

/** `saved`; `forked`: another tab had written this game, so these moves became a new game; `failed`: storage refused. */
export type SaveStatus = 'saved' | 'forked' | 'failed';

export function newGameId(): string {
  const c = globalThis.crypto;
  if (c?.randomUUID) return c.randomUUID();
  return `g-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

/** The back-rank setups of a start position (Cho's rank 1 and Han's rank 10, as Cho sees them), if the root is one. */
export function setupsOf(rootFen: string): GameRecord['setups'] {
  const ranks = rootFen.trim().split(/\s+/)[0]?.split('/') ?? [];
  const han = ranks[0];
  const cho = ranks[9];
  if (!cho || !han || !(SETUPS as readonly string[]).includes(cho) || !(SETUPS as readonly string[]).includes(han.toUpperCase()))
    return undefined;
  return { cho, han };
}

export function resultOf(outcome: PlayOutcome | undefined): GameResult | undefined {
  if (!outcome) return undefined;
  const r: GameResult = { reason: outcome.reason };
  if (outcome.winner) r.winner = outcome.winner;
  if (outcome.points) r.points = { cho: outcome.points.cho, han: outcome.points.han };
  return r;
}

/**
 * One tab's game in the store. `begin` makes a new game (a new id), `adopt` takes over a stored
 * one; `save` writes the current state, one write at a time, in the order they were asked for.
 */
export class GameKeeper {
  id: string | undefined;
  private rev = 0;
  private createdAt = 0;
  private source: GameSource | undefined;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly store: Pick<ProgressApi, 'saveGame' | 'deleteGame'> = progress,
    private readonly now: () => number = Date.now,
  ) {}

  begin(source: GameSource): void {
    this.id = newGameId();
    this.rev = 0;
    this.createdAt = this.now();
    this.source = source;
  }

  adopt(rec: GameRecord): void {
    this.id = rec.id;
    this.rev = rec.rev;
    this.createdAt = rec.createdAt;
    this.source = rec.source;
  }

  /** Leaves the game; one without a move or a result is deleted (it holds nothing to come back to). */
  leave(fields: GameFields): Promise<void> {
    const id = this.id;
    this.id = undefined;
    if (!id || fields.moves.length > 0 || fields.outcome) return Promise.resolve();
    return this.enqueue(() => this.store.deleteGame(id).catch(() => {})) as Promise<void>;
  }

  save(fields: GameFields): Promise<SaveStatus> {
    const snapshot: GameFields = { ...fields, moves: [...fields.moves] };
    return this.enqueue(() => this.write(snapshot)) as Promise<SaveStatus>;
  }

  /** Resolves once every write asked for so far has finished. */
  settled(): Promise<void> {
    return this.queue.then(() => undefined);
  }

  private enqueue<T>(job: () => Promise<T>): Promise<T> {
    const next = this.queue.then(job, job);
    this.queue = next.catch(() => {});
    keepPending(next);
    return next;
  }

  private record(f: GameFields, id: string): GameRecord {
    const rec: GameRecord = {
      id,
      createdAt: this.createdAt,
      updatedAt: this.now(),
      rev: this.rev,
      rules: f.rules,
      rootFen: f.rootFen,
      moves: [...f.moves],
    };
    const setups = setupsOf(f.rootFen);
    if (setups) rec.setups = setups;
    if (f.orientation) rec.orientation = f.orientation;
    if (f.computer) rec.computer = { side: f.computer.side, level: f.computer.level };
    if (this.source) rec.source = this.source;
    const result = resultOf(f.outcome);
    if (result) rec.result = result;
    return rec;
  }

  private async write(f: GameFields): Promise<SaveStatus> {
    if (!this.id) return 'failed';
    try {
      const first = await this.store.saveGame(this.record(f, this.id), this.rev);
      if (first.ok) {
        this.rev = first.rev;
        return 'saved';
      }
      // Another tab wrote (or deleted) this game since we read it: keep both, ours under a new id.
      this.id = newGameId();
      this.rev = 0;
      const second = await this.store.saveGame(this.record(f, this.id), 0);
      if (!second.ok) return 'failed';
      this.rev = second.rev;
      return 'forked';
    } catch (e) {
      console.warn('[play] could not save the game', e);
      return 'failed';
    }
  }
}

/**
 * Every game played here, the last played first (an imported record is for /games to show, not to
 * continue). A game kept by an older version of the app (the
 * `playGame` setting, still found in an imported backup) becomes a game record first.
 */
export async function loadGames(store: ProgressApi = progress): Promise<GameRecord[]> {
  try {
    const old = await store.getSetting('playGame');
    if (old) {
      const { gameFromSavedSetting } = await import('$lib/progress/schema');
      const rec = gameFromSavedSetting(old, Date.now());
      if (rec) {
        rec.id = newGameId();
        await store.saveGame(rec, 0);
      }
      await store.transact(['settings'], (tx) => tx.delete('settings', 'playGame'));
    }
  } catch {
    // The old game stays where it is; the games already kept are still listed.
  }
  try {
    return (await store.listGames()).filter((g) => g.source !== 'import');
  } catch {
    return [];
  }
}

/** The home page's "continue" card points at /play after a move. */
export function noteActivity(title: string): void {
  progress.setLastActivity({ kind: 'game', id: 'play', title, href: '/play', time: Date.now() }).catch(() => {});
}
