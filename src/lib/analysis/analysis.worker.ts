/// <reference lib="webworker" />
/** The analysis board's search, off the page's thread: a report after every completed depth. */
import { analyse } from './run';
import type { AnalyseReport, AnalyseRequest } from './protocol';

self.onmessage = (e: MessageEvent<{ id: number; request: AnalyseRequest }>) => {
  const { id, request } = e.data;
  const post = (r: AnalyseReport) => (self as unknown as Worker).postMessage(r);
  try {
    analyse(id, request, post);
  } catch (err) {
    post({ id, depth: 0, nodes: 0, ms: 0, lines: [], done: true, error: err instanceof Error ? err.message : String(err) });
  }
};
