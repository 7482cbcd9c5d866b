/** Messages between the puzzle player and its solver (Web Worker or in-thread fallback). */
import type { Judgement } from './solve';
import type { RuleSetName } from '../engine';
import type { TacticJudgement } from './tactics';

/**
 * Mates: judge, best, line. Winning material (tactics.ts, loaded on first use): tactic, tacticBest,
 * tacticLine, under the puzzle's rules (casual unless it says tournament rules: position.ts).
 */
export type SolverRequest =
  | { kind: 'judge'; fen: string; move: string; left: number }
  | { kind: 'best'; fen: string; left: number }
  | { kind: 'line'; fen: string; left: number; first?: string }
  | { kind: 'tactic'; fen: string; move: string; left: number; target: number; rules: RuleSetName }
  | { kind: 'tacticBest'; fen: string; left: number; rules: RuleSetName }
  | { kind: 'tacticLine'; fen: string; left: number; rules: RuleSetName };

export type SolverResult<R extends SolverRequest> = R extends { kind: 'judge' }
  ? Judgement
  : R extends { kind: 'tactic' }
    ? TacticJudgement
    : R extends { kind: 'best' } | { kind: 'tacticBest' }
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
