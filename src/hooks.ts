import type { Reroute } from '@sveltejs/kit';
import { routePath } from '$lib/i18n/locales';

/** Every language's address of a page shows the same route: `/ko/learn` is `/learn` in Korean (locales.ts). */
export const reroute: Reroute = ({ url }) => routePath(url.pathname);
