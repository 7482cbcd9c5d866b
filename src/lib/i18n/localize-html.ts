import { bootScript, DEFAULT_LOCALE, LOCALES, localizePath, type Locale } from './locales';

/**
 * A link's `href` in `lang` when it is a page of the app (a path with no file extension, outside
 * `/_app/`), with its query and fragment; any other `href` as it is.
 */
export function localizeHref(href: string, lang: Locale): string {
  const cut = href.search(/[?#]/);
  const path = cut < 0 ? href : href.slice(0, cut);
  if (
    !path.startsWith('/') ||
    path.startsWith('//') ||
    path.startsWith('/_app/') ||
    /\.[a-z0-9]+$/i.test(path.slice(path.lastIndexOf('/')))
  )
    return href;
  return localizePath(path, lang) + (cut < 0 ? '' : href.slice(cut));
}

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
  let out = html.replace('%janggi.lang%', lang).replace('%janggi.boot%', bootScript()).replace('%janggi.alternates%', alternates);
  if (lang !== DEFAULT_LOCALE)
    out = out.replace(/(<a\b[^>]*?\shref=")([^"]*)"/g, (_, start: string, href: string) => `${start}${localizeHref(href, lang)}"`);
  return out;
}
