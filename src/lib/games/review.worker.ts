/// <reference lib="webworker" />
/**
 * The game review's searches, off the page's thread: the page stays responsive and shows the
 * progress. After each batch it sends, the worker waits for the page's `drawn` before searching on.
 */
import { streamReview } from './review-run';
import type { ReviewCommand, ReviewMessage } from './review-protocol';

/** Resolves the wait for the page's `drawn`. */
let drawn: (() => void) | undefined;

self.onmessage = (e: MessageEvent<ReviewCommand>) => {
  const c = e.data;
  if (c.kind === 'drawn') {
    drawn?.();
    drawn = undefined;
    return;
  }
  const { id, request } = c;
  const post = (m: ReviewMessage) => (self as unknown as Worker).postMessage(m);
  streamReview(request, (batch) => {
    post({ id, kind: 'batch', ...batch });
    return new Promise<void>((resolve) => (drawn = resolve));
  }).then(
    (report) => post({ id, kind: 'done', report }),
    (err: unknown) => post({ id, kind: 'error', error: err instanceof Error ? err.message : String(err) }),
  );
};
