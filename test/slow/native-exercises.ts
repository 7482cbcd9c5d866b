// What exercises-validate takes at full speed (see native.ts).
export { loadExercises } from '$lib/exercises/load';
export { TRACKS } from '$lib/exercises/types';
export { validateExercise } from '$lib/exercises/validate';
