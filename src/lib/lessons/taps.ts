/** Kept for the puzzle player's import: taps live in the task core. */
export { PickedPiece } from '$lib/task/taps';
