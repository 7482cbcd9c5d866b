/** Messages between /play and the computer opponent's worker. */
import type { RuleSetName } from '$lib/engine';

export interface ThinkRequest {
  rules: RuleSetName;
  rootFen: string;
  /** UCI moves from rootFen (the game's history: repetition and counting depend on it). */
  moves: string[];
  /** 1..8 */
  level: number;
  /** Time to think in ms; the level's own cap applies below the top level. */
  movetime?: number;
}

export interface ThinkAnswer {
  id: number;
  /** UCI move (a pass is the general's square twice), or undefined when the game is over. */
  move?: string;
  error?: string;
}
