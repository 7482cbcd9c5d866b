/**
 * The words for the four horse/elephant setups (the `setups` namespace), one set for every page
 * that names a setup: the play setup, the editor's start, the games list and the review. A page
 * that shows them names `setups` in its sections (sections.js).
 */
import { SETUP_NAMES, type Setup, type SetupCode } from '$lib/engine';
import { sectionCatalogues, sectionText } from '$lib/i18n';

export const SETUPS_CATALOGUES = sectionCatalogues('setups');
const text = sectionText(SETUPS_CATALOGUES);

const code = (s: Setup | SetupCode): SetupCode => (s in SETUP_NAMES ? SETUP_NAMES[s as Setup].romanized : (s as SetupCode));

/** A setup's name in the reader's language (원앙마, 內象配置, Wonangma). */
export const setupName = (s: Setup | SetupCode): string => text(`setups.name.${code(s)}`);

/** What a setup is, by its horses ("both horses outside"). */
export const setupDesc = (s: Setup | SetupCode): string => text(`setups.desc.${code(s)}`);

/** A setup's name with its back rank read left to right: "Wonangma (마상상마)". */
export const setupOption = (s: Setup): string => text('setups.withPattern', { name: setupName(s), pattern: SETUP_NAMES[s].pattern });
