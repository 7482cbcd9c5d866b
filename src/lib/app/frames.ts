/**
 * How long a visible page waits for a frame before going on without one. Long enough that work is
 * not started before a first paint that comes late: with a second, Lighthouse runs whose first
 * frame came after 2 s saw /teach load the composer's style sheets first, and its first paint wait
 * for them.
 */
export const STALLED_FRAMES_MS = 3000;

/**
 * Resolves in a task of its own after the next frame was drawn (after `frames` frames): work split
 * with it into steps is painted step by step and never holds the page in one long task. It waits
 * for frames that are really drawn: on a loaded phone the first frame can come late, and work
 * started before it (the composer's files, the day's puzzle) would hold the page's first paint
 * back. A hidden page gets no frames, so a timer stands in: at once when hidden, and after
 * STALLED_FRAMES_MS when a visible page's frames stall.
 */
export function nextFrame(frames = 1): Promise<void> {
  return new Promise((done) => {
    const hidden = typeof document !== 'undefined' && document.visibilityState === 'hidden';
    let left = frames;
    let frame = 0;
    const timer = setTimeout(finish, hidden ? 100 : STALLED_FRAMES_MS);
    const tick = () => {
      if (--left > 0) frame = requestAnimationFrame(tick);
      else finish();
    };
    frame = requestAnimationFrame(tick);
    function finish() {
      clearTimeout(timer);
      cancelAnimationFrame(frame);
      setTimeout(done, 0);
    }
  });
}
