/**
 * Resolves in a task of its own after the next frame was drawn: work split with it into steps is
 * painted step by step and never holds the page in one long task. It waits for a frame that is
 * really drawn: on a loaded phone the first frame can come late, and work started before it (the
 * composer's files, the catalogue) would hold the page's first paint back. A hidden page gets no
 * frames, so a timer stands in: at once when hidden, after a second at most when frames stall.
 */
export function nextFrame(): Promise<void> {
  return new Promise((done) => {
    const hidden = typeof document !== 'undefined' && document.visibilityState === 'hidden';
    const timer = setTimeout(go, hidden ? 100 : 1000);
    const frame = requestAnimationFrame(go);
    function go() {
      clearTimeout(timer);
      cancelAnimationFrame(frame);
      setTimeout(done, 0);
    }
  });
}
