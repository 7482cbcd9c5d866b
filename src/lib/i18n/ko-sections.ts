/**
 * The Korean halves of the section catalogues whose English is on many pages (task feedback,
 * Exercises, Learn): loaded with the Korean app catalogue (loadCatalogue), so English readers do
 * not download them and Korean readers have them before the first paint.
 */
import { ko as task } from '$lib/task/catalogue-ko';
import { ko as exercises } from '$lib/exercises/text-ko';
import { ko as learn } from '$lib/lessons/text-ko';

export const KO_SECTIONS = { task, exercises, learn };
