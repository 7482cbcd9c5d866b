// nextFrame: work split into steps waits for frames that are really drawn, with timers standing in
// when the page is hidden or frames stall.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STALLED_FRAMES_MS, nextFrame } from '../../src/lib/app/frames';

/** A fake frame clock: frames come only when `draw()` is called. */
function frameClock() {
  let next = 1;
  const waiting = new Map<number, () => void>();
  vi.stubGlobal('requestAnimationFrame', (cb: () => void) => {
    const id = next++;
    waiting.set(id, cb);
    return id;
  });
  vi.stubGlobal('cancelAnimationFrame', (id: number) => waiting.delete(id));
  return {
    draw() {
      const due = [...waiting.values()];
      waiting.clear();
      for (const cb of due) cb();
    },
    get pending() {
      return waiting.size;
    },
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('nextFrame', () => {
  it('resolves in a task after the frames asked for are drawn, not before', async () => {
    vi.useFakeTimers();
    const clock = frameClock();
    let done = false;
    void nextFrame(2).then(() => (done = true));
    clock.draw();
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(false); // one frame of two
    clock.draw();
    expect(done).toBe(false); // a task of its own after the frame
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(true);
    expect(clock.pending).toBe(0);
  });

  it('a hidden page gets no frames: a short timer stands in', async () => {
    vi.useFakeTimers();
    const clock = frameClock();
    vi.stubGlobal('document', { visibilityState: 'hidden' });
    let done = false;
    void nextFrame().then(() => (done = true));
    await vi.advanceTimersByTimeAsync(99);
    expect(done).toBe(false);
    // The timer, then the task after it.
    await vi.advanceTimersByTimeAsync(2);
    expect(done).toBe(true);
    expect(clock.pending).toBe(0); // the frame asked for is given back
  });

  it('a visible page whose frames stall goes on after a few seconds, not before', async () => {
    expect(STALLED_FRAMES_MS).toBeGreaterThanOrEqual(2500);
    vi.useFakeTimers();
    frameClock();
    let done = false;
    void nextFrame().then(() => (done = true));
    await vi.advanceTimersByTimeAsync(STALLED_FRAMES_MS - 1);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(2);
    expect(done).toBe(true);
  });
});
