// Vitest setup: every catalogue loaded up front in both languages (the app loads the reader's
// language in the root layout), so components render words and `locale.set('ko')` switches at once.
import { afterAll, vi } from 'vitest';
import { loadCatalogue, loadSections, locale, LOCALES, SECTION_NAMES } from '$lib/i18n';
// The move explainer and the mate solver, which pages load after their first paint, are here from the start.
import '$lib/task/explain';
import '$lib/task/mate-solver';

await Promise.all(LOCALES.flatMap((lang) => [loadCatalogue(lang), loadSections(lang, SECTION_NAMES)]));

// Component tests wait on state (waitFor, findBy…), not on time: give slow work (a solver, on a
// loaded CI machine) ten seconds before a wait fails instead of one.
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/svelte');
  configure({ asyncUtilTimeout: 10_000 });
}

// The unit project runs its files without isolation (vite.config.ts): modules and the environment
// outlive a file. Each file leaves them as the next one expects to find them.
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  locale.set('en');
  if (typeof document !== 'undefined') {
    document.body.replaceChildren();
    document.head.replaceChildren();
    localStorage.clear();
  }
});
