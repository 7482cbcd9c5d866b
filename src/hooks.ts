import type { Reroute } from '@sveltejs/kit';
import { routePath } from '$lib/i18n/locales';

/** Every language's address of a page shows the same route: `/<code>/learn` is `/learn` in that language (locales.ts). */
export const reroute: Reroute = ({ url }) => routePath(url.pathname);
