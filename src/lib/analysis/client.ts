/**
 * The analysis engine as the page sees it: a Web Worker created on first use (the search is not
 * part of the page's first load). A search runs synchronously in the worker, so a new position or
 * `stop()` ends the worker and the next request starts a fresh one; an idle worker is reused.
 * Where workers cannot run, `available` is false and nothing is searched (the page says so).
 */
import type { AnalyseReport, AnalyseRequest } from './protocol';

export interface Analyser {
  /** Analyses a position; `onreport` gets each depth's lines, then one report with `done`. */
  start(request: AnalyseRequest, onreport: (r: AnalyseReport) => void): void;
  /** Ends the search in progress (nothing more is reported for it). */
  stop(): void;
  readonly available: boolean;
  dispose(): void;
}

export function createAnalyser(): Analyser {
  let worker: Worker | undefined;
  let available = typeof Worker !== 'undefined';
  let nextId = 1;
  let current: { id: number; onreport: (r: AnalyseReport) => void } | undefined;

  function ensure(): Worker | undefined {
    if (!available) return undefined;
    if (worker) return worker;
    try {
      worker = new Worker(new URL('./analysis.worker.ts', import.meta.url), { type: 'module' });
    } catch {
      available = false;
      return undefined;
    }
    worker.onmessage = (e: MessageEvent<AnalyseReport>) => {
      const c = current;
      if (!c || c.id !== e.data.id) return;
      if (e.data.done) current = undefined;
      c.onreport(e.data);
    };
    worker.onerror = () => {
      available = false;
      const c = current;
      current = undefined;
      worker?.terminate();
      worker = undefined;
      c?.onreport({ id: c.id, depth: 0, nodes: 0, ms: 0, lines: [], done: true, error: 'worker' });
    };
    return worker;
  }

  function stop() {
    if (!current) return;
    current = undefined;
    worker?.terminate();
    worker = undefined;
  }

  return {
    get available() {
      return available;
    },
    start(request, onreport) {
      stop();
      const w = ensure();
      if (!w) {
        onreport({ id: 0, depth: 0, nodes: 0, ms: 0, lines: [], done: true, error: 'worker' });
        return;
      }
      const id = nextId++;
      current = { id, onreport };
      w.postMessage({ id, request });
    },
    stop,
    dispose() {
      stop();
      worker?.terminate();
      worker = undefined;
    },
  };
}
