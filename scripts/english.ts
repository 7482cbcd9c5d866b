// Injected into every entry point that scripts/run-ts.mjs runs: the English catalogues, which the
// app loads in its root layout (each language's words are a lazily loaded chunk), so messages
// said on the command line (validators, content checks) have their words.
import { loadCatalogue, loadSections, SECTION_NAMES } from '$lib/i18n';

await Promise.all([loadCatalogue('en'), loadSections('en', SECTION_NAMES)]);
