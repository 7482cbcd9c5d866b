/**
 * The player's solver: a Web Worker in the browser (solver.worker.ts), the same functions in the
 * calling thread where there are no workers (tests, server rendering) or the worker fails (the
 * solver then loads on the first question: it is not in the page's first load).
 */
import type { SolverAnswer, SolverRequest, SolverResult } from './solver-protocol';

export interface SolverClient {
  ask<R extends SolverRequest>(request: R): Promise<SolverResult<R>>;
  /** Whether answers come from a worker. */
  readonly threaded: boolean;
  dispose(): void;
}

/** Answers in the calling thread (used in tests and as the fallback). */
export function createSyncSolver(): SolverClient {
  return {
    threaded: false,
    async ask<R extends SolverRequest>(request: R) {
      // The solver (and on the first tactics request the tactics judge and its search) load when
      // first asked: a page whose worker answers never loads them in the page at all.
      const { runRequest } = await import('./solver-run');
      return (await runRequest(request, () => import('./tactics'))) as SolverResult<R>;
    },
    dispose() {},
  };
}

/**
 * The worker starts in a task of its own after this returns (or on the first request, if sooner):
 * not inside the task that mounts the player, which on a slow phone is long enough already.
 */
export function createWorkerSolver(): SolverClient {
  const fallback = createSyncSolver();
  let worker: Worker | undefined;
  let broken = false;
  let disposed = false;
  let nextId = 1;
  const pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void; request: SolverRequest }>();
  function start(): Worker | undefined {
    if (worker || broken || disposed) return worker;
    try {
      worker = new Worker(new URL('./solver.worker.ts', import.meta.url), { type: 'module' });
    } catch {
      // No module workers here: answer everything in this thread.
      broken = true;
      return undefined;
    }
    worker.onmessage = (e: MessageEvent<SolverAnswer>) => {
      const p = pending.get(e.data.id);
      if (!p) return;
      pending.delete(e.data.id);
      if (e.data.error !== undefined) p.reject(new Error(e.data.error));
      else p.resolve(e.data.result);
    };
    worker.onerror = () => {
      // The worker could not start (old browser, blocked script): answer everything here.
      broken = true;
      for (const [id, p] of pending) {
        pending.delete(id);
        fallback.ask(p.request).then(p.resolve, p.reject);
      }
    };
    return worker;
  }
  const early = setTimeout(start, 0);
  return {
    get threaded() {
      return !broken;
    },
    ask<R extends SolverRequest>(request: R): Promise<SolverResult<R>> {
      const w = start();
      if (!w || broken) return fallback.ask(request);
      const id = nextId++;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve: resolve as (v: unknown) => void, reject, request });
        w.postMessage({ id, request });
      });
    },
    dispose() {
      disposed = true;
      clearTimeout(early);
      worker?.terminate();
      pending.clear();
    },
  };
}

/** A worker in the browser, else the in-thread solver. */
export function createSolver(): SolverClient {
  return typeof window !== 'undefined' && typeof Worker !== 'undefined' ? createWorkerSolver() : createSyncSolver();
}
