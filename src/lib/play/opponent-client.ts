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

export function createOpponent(): Opponent {
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
      return pending !== undefined;
    },
    think(request) {
      this.cancel();
      const w = ensure();
      if (!w) return inThread(request);
      const id = nextId++;
      return new Promise((resolve, reject) => {
        pending = { id, resolve, reject, request };
        w.postMessage({ id, request });
      });
    },
    cancel() {
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
