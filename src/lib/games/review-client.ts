/**
 * The game review as the page sees it: a Web Worker made for each review (the searches are not
 * part of the page's first load). `cancel()` ends the worker at once; its promise rejects with a
 * CancelledError. Where workers cannot run, the review runs in this thread (loaded on demand), a
 * search a task.
 */
import type { ReviewBatch, ReviewCommand, ReviewMessage, ReviewReport, ReviewRequest } from './review-protocol';

export class CancelledError extends Error {
  constructor() {
    super('cancelled');
  }
}

export interface ReviewJob {
  result: Promise<ReviewReport>;
  cancel(): void;
}

export interface ReviewListener {
  /**
   * What the review found since its last batch (a few times a second). The review searches on
   * once the promise settles: the page resolves it when the batch is drawn.
   */
  batch(batch: ReviewBatch): Promise<void> | void;
}

export function startReview(request: ReviewRequest, on: ReviewListener): ReviewJob {
  let worker: Worker | undefined;
  let settle: { resolve: (r: ReviewReport) => void; reject: (e: Error) => void } | undefined;
  const result = new Promise<ReviewReport>((resolve, reject) => (settle = { resolve, reject }));
  const finish = (f: (s: NonNullable<typeof settle>) => void) => {
    const s = settle;
    settle = undefined;
    worker?.terminate();
    worker = undefined;
    if (s) f(s);
  };
  const fail = (e: unknown) => finish((s) => s.reject(e instanceof Error ? e : new Error(String(e))));
  const inThread = () =>
    import('./review-run')
      .then((m) => {
        if (!settle) return;
        return m
          .streamReview(request, (b) => on.batch(b), { between: () => new Promise((r) => setTimeout(r)), stopped: () => !settle })
          .then((report) => finish((s) => s.resolve(report)));
      }, fail)
      .catch(fail);
  if (typeof Worker === 'undefined') void inThread();
  else {
    try {
      const w = new Worker(new URL('./review.worker.ts', import.meta.url), { type: 'module' });
      worker = w;
      const command = (c: ReviewCommand) => w.postMessage(c);
      w.onmessage = (e: MessageEvent<ReviewMessage>) => {
        const m = e.data;
        if (m.kind === 'batch') {
          // The worker waits for this answer, whatever became of the drawing.
          const drawn = () => {
            if (worker === w) command({ id: m.id, kind: 'drawn' });
          };
          void Promise.resolve(on.batch(m)).then(drawn, drawn);
        } else if (m.kind === 'done') finish((s) => s.resolve(m.report));
        else fail(new Error(m.error));
      };
      w.onerror = () => {
        w.terminate();
        worker = undefined;
        void inThread();
      };
      command({ id: 1, kind: 'review', request });
    } catch {
      void inThread();
    }
  }
  return {
    result,
    cancel: () => finish((s) => s.reject(new CancelledError())),
  };
}
