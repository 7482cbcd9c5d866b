/**
 * Fairy-Stockfish for tests and scripts, typed: the one way TypeScript code loads the wasm driver
 * (fsf.cjs). GPL-3.0 devDependency: never imported by app code.
 */
import { createRequire } from 'node:module';
import { resolve } from 'node:path';

export interface Fsf {
  /** The emscripten module (its file system, for variant files). */
  raw: { FS: { writeFile(path: string, data: string): void } };
  send(command: string): void;
  /** Sends a command and resolves with the lines printed until one matches `until`. */
  cmd(command: string, until: RegExp): Promise<string[]>;
  /** Calls fn with every line the engine prints (null: stop). */
  watch(fn: ((line: string) => void) | null): void;
  variant(name: string): Promise<void>;
  perft(fen: string, depth: number): Promise<{ moves: Record<string, number>; total: number }>;
  quit(): void;
}

const require = createRequire(import.meta.url);

/**
 * Starts an engine. The driver is resolved from the repository root: this module also runs bundled
 * from node_modules/.cache (scripts/run-ts.mjs).
 */
export const loadFsf = (): Promise<Fsf> => (require(resolve('test/support/fsf.cjs')) as { loadFsf: () => Promise<Fsf> }).loadFsf();
