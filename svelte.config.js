import adapter from '@sveltejs/adapter-static';
import { vitePreprocess } from '@sveltejs/vite-plugin-svelte';

/** @type {import('@sveltejs/kit').Config} */
const config = {
  preprocess: vitePreprocess(),
  kit: {
    adapter: adapter({ fallback: undefined, strict: true }),
    prerender: { handleHttpError: 'fail', handleMissingId: 'fail' },
    serviceWorker: { register: false },
  },
};
export default config;
