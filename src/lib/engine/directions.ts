/** The four straight and the four diagonal steps as [file, rank] deltas: Janggi's rays and Nine Elder's. */
export const ORTHO = [
  [0, 1],
  [0, -1],
  [1, 0],
  [-1, 0],
];
export const DIAG = [
  [1, 1],
  [1, -1],
  [-1, 1],
  [-1, -1],
];
