/** Kept for the puzzle player's import: the explanation words live in the task core. */
export { explanationText } from '$lib/task/tell';
