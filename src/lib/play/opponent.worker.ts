/// <reference lib="webworker" />
/** The computer opponent's search, off the page's thread so the board never freezes. */
import { think } from './opponent-run';
import type { ThinkAnswer, ThinkRequest } from './opponent-protocol';

self.onmessage = (e: MessageEvent<{ id: number; request: ThinkRequest }>) => {
  const { id, request } = e.data;
  let answer: ThinkAnswer;
  try {
    answer = { id, move: think(request) };
  } catch (err) {
    answer = { id, error: err instanceof Error ? err.message : String(err) };
  }
  (self as unknown as Worker).postMessage(answer);
};
