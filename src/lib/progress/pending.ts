/**
 * Writes asked for and not finished yet, across pages: a game on /play queues one write per move,
 * and a reader who opens the list of games right after a move must find that move in it. A page
 * that lists what other pages write awaits `writesSettled()` before it reads.
 */
const pending = new Set<Promise<void>>();

/** Counts `write` as pending until it settles (its outcome stays the caller's). */
export function keepPending(write: Promise<unknown>): void {
  const done: Promise<void> = write.then(
    () => {},
    () => {},
  );
  pending.add(done);
  void done.then(() => pending.delete(done));
}

/** Resolves once every write kept so far has settled. */
export async function writesSettled(): Promise<void> {
  await Promise.all(pending);
}
