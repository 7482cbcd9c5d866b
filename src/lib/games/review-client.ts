/**
 * The game review as the page sees it: a Web Worker made for each review (the searches are not
 * part of the page's first load). `cancel()` ends the worker at once; its promise rejects with a
 * CancelledError. Where workers cannot run, the review runs in this thread (loaded on demand).
 */
import type { PlyReview } from '$lib/review/review';
import type { ReviewMessage, ReviewReport, ReviewRequest } from './review-protocol';

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
  progress(done: number, total: number): void;
  /** A ply's class, as soon as the searches know it (in order). */
  ply(ply: PlyReview): void;
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
  const inThread = () =>
    import('./review-run').then(
      (m) => {
        if (!settle) return;
        try {
          finish((s) => s.resolve(m.runReview(request, on)));
        } catch (e) {
          finish((s) => s.reject(e instanceof Error ? e : new Error(String(e))));
        }
      },
      (e) => finish((s) => s.reject(e)),
    );
  if (typeof Worker === 'undefined') void inThread();
  else {
    try {
      worker = new Worker(new URL('./review.worker.ts', import.meta.url), { type: 'module' });
      worker.onmessage = (e: MessageEvent<ReviewMessage>) => {
        const m = e.data;
        if (m.kind === 'progress') on.progress(m.done, m.total);
        else if (m.kind === 'ply') on.ply(m.ply);
        else if (m.kind === 'done') finish((s) => s.resolve(m.report));
        else finish((s) => s.reject(new Error(m.error)));
      };
      worker.onerror = () => {
        worker?.terminate();
        worker = undefined;
        void inThread();
      };
      worker.postMessage({ id: 1, request });
    } catch {
      void inThread();
    }
  }
  return {
    result,
    cancel: () => finish((s) => s.reject(new CancelledError())),
  };
}
