import { localizeHref } from './address';
import { bootScript, DEFAULT_LOCALE, LOCALES, localizePath, type Locale } from './locales';

/**
 * A prerendered page's HTML in the language of its address (src/hooks.server.ts): `<html lang>`, the
 * boot script (src/app.html's placeholders), a `<link rel="alternate" hreflang>` for each language
 * (which also leads the prerender's crawler from every page to its other languages), and the page's
 * links kept in its language, so a reader without JavaScript stays in it. `route` is the address
 * without its language; null for a page with no address of its own (the 404 fallback).
 */
export function localizeHtml(html: string, lang: Locale, route: string | null): string {
  const alternates =
    route === null
      ? ''
      : [...LOCALES.map((l) => [l, localizePath(route, l)]), ['x-default', route]]
          .map(([l, href]) => `<link rel="alternate" hreflang="${l}" href="${href}" />`)
          .join('\n    ');
  let out = html
    .replace('%janggi.lang%', lang)
    .replace('%janggi.boot%', bootScript())
    .replace('%janggi.alternates%', alternates);
  if (lang !== DEFAULT_LOCALE) out = out.replace(/(<a\b[^>]*?\shref=")([^"]*)"/g, (_, start: string, href: string) => `${start}${localizeHref(href, lang)}"`);
  return out;
}
