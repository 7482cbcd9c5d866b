/// <reference lib="webworker" />
/** The game review's searches, off the page's thread: the page stays responsive and shows the progress. */
import { runReview } from './review-run';
import type { ReviewMessage, ReviewRequest } from './review-protocol';

self.onmessage = (e: MessageEvent<{ id: number; request: ReviewRequest }>) => {
  const { id, request } = e.data;
  const post = (m: ReviewMessage) => (self as unknown as Worker).postMessage(m);
  try {
    const report = runReview(request, {
      progress: (done, total) => post({ id, kind: 'progress', done, total }),
      ply: (ply) => post({ id, kind: 'ply', ply }),
    });
    post({ id, kind: 'done', report });
  } catch (err) {
    post({ id, kind: 'error', error: err instanceof Error ? err.message : String(err) });
  }
};
