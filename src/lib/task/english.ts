/**
 * The English task words (the core and the exercises') and the English speaker, registered at once: for code that says task messages outside the app's
 * pages (the content validators at build time, the command line), where no layout has loaded the
 * English catalogue chunk (see loadSections in $lib/i18n/catalogues), with the move explainer that
 * pages load after their first paint (task/explain-slot.ts). Never imported by a page.
 */
import { CATALOGUES, SECTIONS, SPEAKERS } from '$lib/i18n/catalogues';
import { DEFAULT_LOCALE } from '$lib/i18n/locales';
import app from '$lib/i18n/lang/en/app';
import { speaker } from '$lib/i18n/lang/en/speaker';
import exerciseTask from '$lib/i18n/lang/en/exerciseTask';
import task from '$lib/i18n/lang/en/task';
import './explain';

CATALOGUES[DEFAULT_LOCALE] ??= app;
SPEAKERS[DEFAULT_LOCALE] ??= speaker(app);
SECTIONS[DEFAULT_LOCALE].task ??= task;
SECTIONS[DEFAULT_LOCALE].exerciseTask ??= exerciseTask;
