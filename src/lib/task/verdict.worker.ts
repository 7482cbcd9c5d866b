/// <reference lib="webworker" />
/**
 * The editor's verdict off the main thread: a mate search to 5 moves can take seconds. One question
 * at a time; the page ends this worker and starts another when the position changes meanwhile.
 */
import { judgePosition } from './verdict';
import type { VerdictAnswer, VerdictQuestion } from './verdict-client';

const scope = self as unknown as DedicatedWorkerGlobalScope;
scope.onmessage = (e: MessageEvent<VerdictQuestion>) => {
  const { id, fen, rules } = e.data;
  let answer: VerdictAnswer;
  try {
    const verdict = judgePosition(
      fen,
      rules,
      (n) => scope.postMessage({ id, progress: n } satisfies VerdictAnswer),
      (n, done, total) => scope.postMessage({ id, searching: { n, done, total } } satisfies VerdictAnswer),
    );
    answer = { id, verdict };
  } catch (err) {
    answer = { id, error: err instanceof Error ? err.message : String(err) };
  }
  scope.postMessage(answer);
};
