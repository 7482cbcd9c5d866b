import adapter from '@sveltejs/adapter-static';
import { vitePreprocess } from '@sveltejs/vite-plugin-svelte';

// A build beside the usual one: JANGGI_BUILD_DIR for the output, JANGGI_KIT_DIR for Kit's working
// directory (.ci/run builds in .svelte-kit-ci/ so the checks' `svelte-kit sync` running beside it never
// rewrites files under the build), JANGGI_VERSION for Kit's `version` (default: the build time).
const pages = process.env.JANGGI_BUILD_DIR ?? 'build';
const outDir = process.env.JANGGI_KIT_DIR ?? '.svelte-kit';

/** @type {import('@sveltejs/kit').Config} */
const config = {
  preprocess: vitePreprocess(),
  kit: {
    // 404.html: what static hosts (GitHub Pages, Netlify, …) answer for an address with no page. It
    // is the app without server rendering, so the client renders src/routes/+error.svelte in the
    // reader's language from the first paint.
    adapter: adapter({ pages, assets: pages, fallback: '404.html', strict: true }),
    outDir,
    // Absolute asset paths: the service worker answers offline navigations to any page with one
    // prerendered shell (src/routes/app-shell), which must load the app from any depth.
    paths: { relative: false },
    prerender: { handleHttpError: 'fail', handleMissingId: 'fail' },
    serviceWorker: { register: false },
    // Inline the small per-page stylesheets (under 20 KB each, about 4 KB gzip for /play) so the first paint waits on no
    // extra request; Lighthouse on /play flagged them as render-blocking.
    inlineStyleThreshold: 20000,
    // One version for the whole build: Kit loads this file again (cache-busted) for its client build, and a
    // default of Date.now() taken twice gives the prerendered HTML and the client different payload globals
    // (hydration then fails reading `data` of undefined). process.env is shared by both loads.
    version: { name: (process.env.JANGGI_VERSION ??= String(Date.now())) },
  },
};
export default config;
