// Injected into every entry point that scripts/run-ts.mjs runs: the English catalogues, which the
// app loads in its root layout (each language's words are a lazily loaded chunk), so messages
// said on the command line (validators, content checks) have their words. Synchronous: registered
// before the entry's own code runs.
import { CATALOGUES, SECTIONS } from '$lib/i18n/catalogues';
import { en } from '$lib/i18n/en';
import { EXERCISE_TASK_EN } from '$lib/exercises/task-words-en';
import { en as exercises } from '$lib/exercises/text-en';
import { en as learn } from '$lib/lessons/text-en';
import '$lib/task/english';

CATALOGUES.en ??= en;
SECTIONS.en.exerciseTask ??= EXERCISE_TASK_EN;
SECTIONS.en.exercises ??= exercises;
SECTIONS.en.learn ??= learn;
