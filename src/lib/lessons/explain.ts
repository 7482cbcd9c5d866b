/** Kept for the puzzle player's import: explanations live in the task core. */
export * from '$lib/task/explain';
