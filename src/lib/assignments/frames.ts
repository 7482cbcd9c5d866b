/**
 * Resolves in a task of its own after the next frame was drawn: work split with it into steps is
 * painted step by step and never holds the page in one long task. A hidden page gets no frames, so
 * a timer stands in after 100 ms.
 */
export function nextFrame(): Promise<void> {
  return new Promise((done) => {
    const timer = setTimeout(go, 100);
    const frame = requestAnimationFrame(go);
    function go() {
      clearTimeout(timer);
      cancelAnimationFrame(frame);
      setTimeout(done, 0);
    }
  });
}
