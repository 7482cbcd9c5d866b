/// <reference lib="webworker" />
/**
 * The puzzle solver off the main thread: mate searches up to 5 moves can take longer than a
 * frame. The tactics judge is bundled in (the worker is not in the page's first load; a lazy
 * import would need a code-splitting worker format). Started by solver-client.ts with Vite's `new Worker(new URL(...), { type: 'module' })`.
 */
import { runRequest } from './solver-run';
import * as tactics from './tactics';
import type { SolverAnswer, SolverMessage } from './solver-protocol';

const scope = self as unknown as DedicatedWorkerGlobalScope;
scope.onmessage = async (e: MessageEvent<SolverMessage>) => {
  const { id, request } = e.data;
  let answer: SolverAnswer;
  try {
    answer = { id, result: await runRequest(request, async () => tactics) };
  } catch (err) {
    answer = { id, error: err instanceof Error ? err.message : String(err) };
  }
  scope.postMessage(answer);
};
