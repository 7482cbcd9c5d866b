/**
 * The computer opponent as seen from /play: a Web Worker (created on first use, so the search is
 * not part of the page's first load). `cancel()` stops a search on demand by ending the worker;
 * the next request starts a fresh one. Where workers cannot run, the search runs in this thread
 * (loaded on demand too).
 */
import type { ThinkAnswer, ThinkRequest } from './opponent-protocol';

export interface Opponent {
  /** The computer's move in UCI, undefined when the game is over; rejects when cancelled. */
  think(request: ThinkRequest): Promise<string | undefined>;
  /** Stops the search in progress (its promise rejects with a CancelledError). */
  cancel(): void;
  readonly busy: boolean;
  dispose(): void;
}

export class CancelledError extends Error {
  constructor() {
    super('cancelled');
  }
}

/**
 * The computer's reply is shown no sooner than this after it was asked for (right after the
 * learner's move), so the learner sees their own move on the board first. The search itself is
 * not slowed: a reply found in 30 ms waits out the rest; a longer search adds nothing.
 */
export const MIN_REPLY_MS = 450;

export interface OpponentOptions {
  /** Default MIN_REPLY_MS. */
  minReplyMs?: number;
  /** Default performance.now. */
  now?: () => number;
}

export function createOpponent(options: OpponentOptions = {}): Opponent {
  const minReplyMs = options.minReplyMs ?? MIN_REPLY_MS;
  const now = options.now ?? (() => performance.now());
  /** Bumped by cancel(): a reply waiting out the minimum is dropped. */
  let generation = 0;
  let waiting: { timer: ReturnType<typeof setTimeout>; reject: (e: Error) => void } | undefined;
  let worker: Worker | undefined;
  let broken = typeof Worker === 'undefined';
  let nextId = 1;
  let pending: { id: number; resolve: (m: string | undefined) => void; reject: (e: Error) => void; request: ThinkRequest } | undefined;

  const inThread = async (request: ThinkRequest) => (await import('./opponent-run')).think(request);

  function ensure(): Worker | undefined {
    if (broken) return undefined;
    if (worker) return worker;
    try {
      worker = new Worker(new URL('./opponent.worker.ts', import.meta.url), { type: 'module' });
    } catch {
      broken = true;
      return undefined;
    }
    worker.onmessage = (e: MessageEvent<ThinkAnswer>) => {
      const p = pending;
      if (!p || p.id !== e.data.id) return;
      pending = undefined;
      if (e.data.error !== undefined) p.reject(new Error(e.data.error));
      else p.resolve(e.data.move);
    };
    worker.onerror = () => {
      // The worker could not start: think here instead.
      broken = true;
      worker?.terminate();
      worker = undefined;
      const p = pending;
      pending = undefined;
      if (p) inThread(p.request).then(p.resolve, p.reject);
    };
    return worker;
  }

  return {
    get busy() {
      return pending !== undefined || waiting !== undefined;
    },
    async think(request) {
      this.cancel();
      const asked = now();
      const mine = generation;
      const search = (): Promise<string | undefined> => {
        const w = ensure();
        if (!w) return inThread(request);
        const id = nextId++;
        return new Promise((resolve, reject) => {
          pending = { id, resolve, reject, request };
          w.postMessage({ id, request });
        });
      };
      const move = await search();
      const rest = minReplyMs - (now() - asked);
      if (rest > 0) {
        await new Promise<void>((resolve, reject) => {
          waiting = {
            timer: setTimeout(() => {
              waiting = undefined;
              resolve();
            }, rest),
            reject,
          };
        });
      }
      if (mine !== generation) throw new CancelledError();
      return move;
    },
    cancel() {
      generation++;
      if (waiting) {
        clearTimeout(waiting.timer);
        waiting.reject(new CancelledError());
        waiting = undefined;
      }
      const p = pending;
      if (!p) return;
      pending = undefined;
      // A synchronous search cannot be interrupted by a message: end the worker.
      worker?.terminate();
      worker = undefined;
      p.reject(new CancelledError());
    },
    dispose() {
      this.cancel();
      worker?.terminate();
      worker = undefined;
    },
  };
}
