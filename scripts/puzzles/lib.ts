/**
 * Shared helpers of the puzzle scripts (generation, composition, CSV build). Node only.
 * Our solver (src/lib/engine/mate.ts, strict mode) decides every puzzle; Fairy-Stockfish only
 * proposes candidate positions.
 */
import { isMainThread, parentPort, Worker } from 'node:worker_threads';
import { mateIn, mateMoves, moveToUci, parseUci, Position } from '../../src/lib/engine';
import { mainLine } from '../../src/lib/puzzles/solve';

/** Deterministic PRNG (mulberry32). */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(rnd: () => number, xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)];

/** The puzzle FEN: board and side of `fen`, counters reset. */
export function normalizeFen(fen: string): string {
  const [board, side] = fen.split(' ');
  return `${board} ${side} - - 0 1`;
}

/** Board and side only: the identity of a position for uniqueness. */
export const positionKey = (fen: string): string => fen.split(' ').slice(0, 2).join(' ');

export function load(fen: string): Position {
  const r = Position.fromFen(fen, 'casual');
  if (!r.ok) throw new Error(`${fen}: ${r.error.code}`);
  return r.value;
}

/** A placed board with `solver` to move, or undefined when it is no legal position. */
export function placedPosition(boardFen: string, solver: 'cho' | 'han'): Position | undefined {
  const r = Position.fromFen(`${boardFen} ${solver === 'cho' ? 'w' : 'b'} - - 0 1`, 'casual');
  return r.ok ? r.value : undefined;
}

export interface Verdict {
  /** Shortest forced mate (strict mode), 0 if none within max. */
  mateIn: number;
  /** Every first move that mates within mateIn, UCI. */
  firsts: string[];
  /** Main line (solver, best defence, ... mate) when the puzzle is acceptable. */
  line?: string[];
  /** Why it was rejected. */
  reject?: string;
  ms: number;
}

/**
 * The solver's verdict on a candidate: mate length, uniqueness of the first move (N >= 2) and
 * the main line. `scanMax` bounds the first search (the mate length we look for).
 */
export function verify(fen: string, scanMax: number, opts: { maxMate1Firsts?: number } = {}): Verdict {
  const t0 = performance.now();
  const pos = load(fen);
  const ms = () => Math.round(performance.now() - t0);
  if (pos.facing()) return { mateIn: 0, firsts: [], reject: 'facing', ms: ms() };
  const n = mateIn(pos, scanMax);
  if (n === 0) return { mateIn: 0, firsts: [], reject: 'no mate', ms: ms() };
  const firsts = mateMoves(pos, n).map(moveToUci);
  if (n >= 2 && firsts.length !== 1) return { mateIn: n, firsts, reject: 'first move not unique', ms: ms() };
  if (n === 1 && firsts.length > (opts.maxMate1Firsts ?? 9)) return { mateIn: n, firsts, reject: 'too many mates in 1', ms: ms() };
  const line = mainLine(pos, parseUci(firsts[0])!, n);
  return { mateIn: n, firsts, line, ms: ms() };
}

export function csvEscape(s: string): string {
  return /[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

// ---------------------------------------------------------------- verifier thread

interface Job {
  id: number;
  fen: string;
  max: number;
}
export interface VerifierReply {
  id: number;
  verdict?: Verdict;
  error?: string;
}

/**
 * In a worker thread started by Verifier: answer jobs and return true (the entry script must
 * then do nothing else). In the main thread: false.
 */
export function serveVerifier(): boolean {
  if (isMainThread) return false;
  parentPort!.on('message', (job: Job) => {
    try {
      parentPort!.postMessage({ id: job.id, verdict: verify(job.fen, job.max) } satisfies VerifierReply);
    } catch (e) {
      parentPort!.postMessage({ id: job.id, error: String(e) } satisfies VerifierReply);
    }
  });
  return true;
}

/**
 * One verifier thread running the entry script's own bundle (which must call serveVerifier()
 * first). A job past the time cap kills the thread; a new one takes over.
 */
export class Verifier {
  private worker!: Worker;
  private pending = new Map<number, { resolve: (r: VerifierReply) => void; timer?: NodeJS.Timeout }>();
  private queue: Job[] = [];
  private busy = false;
  private nextId = 1;
  constructor(
    private entryUrl: URL,
    private timeoutMs: number,
  ) {
    this.spawn();
  }
  private spawn() {
    this.worker = new Worker(this.entryUrl);
    this.worker.on('message', (r: VerifierReply) => this.done(r));
    this.worker.on('error', (e) => console.error('verifier error', e));
  }
  private done(r: VerifierReply) {
    const p = this.pending.get(r.id);
    if (!p) return;
    clearTimeout(p.timer);
    this.pending.delete(r.id);
    this.busy = false;
    p.resolve(r);
    this.pump();
  }
  private pump() {
    if (this.busy) return;
    const job = this.queue.shift();
    if (!job) return;
    this.busy = true;
    const p = this.pending.get(job.id)!;
    p.timer = setTimeout(() => {
      void this.worker.terminate();
      this.spawn();
      this.done({ id: job.id, error: 'timeout' });
    }, this.timeoutMs);
    this.worker.postMessage(job);
  }
  /** Jobs waiting or running. */
  get load(): number {
    return this.queue.length + (this.busy ? 1 : 0);
  }
  /** verify(fen, max) in the thread. */
  run(fen: string, max: number): Promise<VerifierReply> {
    const id = this.nextId++;
    return new Promise((resolvePromise) => {
      this.pending.set(id, { resolve: resolvePromise });
      this.queue.push({ id, fen, max });
      this.pump();
    });
  }
  close() {
    void this.worker.terminate();
  }
}
