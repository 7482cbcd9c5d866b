/** How a solved puzzle was solved, for the verdict's wording: cleanly, after a retry, with a hint, or both. */
export type SolveKind = 'clean' | 'retry' | 'hint' | 'both';

export function solveKind(a: { mistakes: number; hints: number }): SolveKind {
  if (a.mistakes > 0 && a.hints > 0) return 'both';
  if (a.mistakes > 0) return 'retry';
  if (a.hints > 0) return 'hint';
  return 'clean';
}
