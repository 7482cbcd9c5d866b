/**
 * Asks for the verdict on a position (verdict.ts) in a worker; a newer question ends the worker
 * busy with an older one (a search cannot be interrupted otherwise). Where there are no module
 * workers, the verdict is worked out in this thread, loaded on the first question.
 */
import type { RuleSetName } from '$lib/engine';
import type { Verdict } from './verdict';

export interface VerdictQuestion {
  id: number;
  fen: string;
  rules: RuleSetName;
}

export interface VerdictAnswer {
  id: number;
  verdict?: Verdict;
  /** No mate within this many moves so far. */
  progress?: number;
  /** How far the search for a mate in `n` is: `done` of the `total` first moves tried. */
  searching?: VerdictSearch;
  error?: string;
}

export interface VerdictSearch {
  n: number;
  done: number;
  total: number;
}

export interface VerdictClient {
  judge(
    fen: string,
    rules: RuleSetName,
    onProgress?: (noMateUpTo: number) => void,
    onSearch?: (search: VerdictSearch) => void,
  ): Promise<Verdict>;
  dispose(): void;
}

export function createVerdictClient(): VerdictClient {
  let worker: Worker | undefined;
  let broken = typeof Worker === 'undefined';
  let busy = false;
  let nextId = 1;
  let current:
    | {
        id: number;
        resolve: (v: Verdict) => void;
        reject: (e: Error) => void;
        onProgress?: (n: number) => void;
        onSearch?: (search: VerdictSearch) => void;
      }
    | undefined;

  function start(): Worker | undefined {
    if (worker || broken) return worker;
    try {
      worker = new Worker(new URL('./verdict.worker.ts', import.meta.url), { type: 'module' });
    } catch {
      broken = true;
      return undefined;
    }
    worker.onmessage = (e: MessageEvent<VerdictAnswer>) => {
      const c = current;
      if (!c || e.data.id !== c.id) return;
      if (e.data.searching && !e.data.verdict && !e.data.error) {
        c.onSearch?.(e.data.searching);
        return;
      }
      if (e.data.progress !== undefined && !e.data.verdict && !e.data.error) {
        c.onProgress?.(e.data.progress);
        return;
      }
      busy = false;
      current = undefined;
      if (e.data.verdict) c.resolve(e.data.verdict);
      else c.reject(new Error(e.data.error ?? 'verdict'));
    };
    worker.onerror = () => {
      broken = true;
      busy = false;
      const c = current;
      current = undefined;
      worker?.terminate();
      worker = undefined;
      c?.reject(new Error('worker'));
    };
    return worker;
  }

  return {
    async judge(fen, rules, onProgress, onSearch) {
      // A question still being worked on is dropped with its worker.
      if (busy && worker) {
        worker.terminate();
        worker = undefined;
        current?.reject(new Error('superseded'));
        current = undefined;
        busy = false;
      }
      const w = start();
      if (!w) {
        const { judgePosition } = await import('./verdict');
        return judgePosition(fen, rules, onProgress, onSearch && ((n, done, total) => onSearch({ n, done, total })));
      }
      const id = nextId++;
      busy = true;
      return new Promise<Verdict>((resolve, reject) => {
        current = { id, resolve, reject, onProgress, onSearch };
        w.postMessage({ id, fen, rules } satisfies VerdictQuestion);
      });
    },
    dispose() {
      worker?.terminate();
      worker = undefined;
      current = undefined;
    },
  };
}
