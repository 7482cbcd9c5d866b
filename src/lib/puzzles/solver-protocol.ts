/** Messages between the puzzle player and its solver (Web Worker or in-thread fallback). */
import type { Judgement } from './solve';

export type SolverRequest =
  | { kind: 'judge'; fen: string; move: string; left: number }
  | { kind: 'best'; fen: string; left: number }
  | { kind: 'line'; fen: string; left: number; first?: string };

export type SolverResult<R extends SolverRequest> = R extends { kind: 'judge' }
  ? Judgement
  : R extends { kind: 'best' }
    ? string | undefined
    : string[];

export interface SolverMessage {
  id: number;
  request: SolverRequest;
}
export interface SolverAnswer {
  id: number;
  result?: unknown;
  error?: string;
}
