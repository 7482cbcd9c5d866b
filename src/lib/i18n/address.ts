import { localizePath, type Locale } from './locales';

/**
 * A link's `href` in `lang` when it is a page of the app (a path with no file extension, outside
 * `/_app/`), with its query and fragment; any other `href` as it is.
 */
export function localizeHref(href: string, lang: Locale): string {
  const cut = href.search(/[?#]/);
  const path = cut < 0 ? href : href.slice(0, cut);
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/_app/') || /\.[a-z0-9]+$/i.test(path.slice(path.lastIndexOf('/')))) return href;
  return localizePath(path, lang) + (cut < 0 ? '' : href.slice(cut));
}

/**
 * The address in the reader's language (`/ko/learn` for a Korean reader), so a reload or a copied
 * address stays in it: after a navigation to an address in another language (an old bookmark, a
 * history entry from before a language switch, code that goes to `/learn`) and when the language
 * changes. Kit's history state is kept, so back and forward still work.
 */
export function correctAddress(lang: Locale): void {
  const want = localizePath(location.pathname, lang);
  if (want !== location.pathname) history.replaceState(history.state, '', want + location.search + location.hash);
}

/**
 * Links lead to the reader's language: a link's `href` is put in it when the reader reaches the link
 * (pointer over it, focus, touch, click), before the router reads it to preload or to go. The
 * server writes a page's links in its language already (localize-html.ts); this covers the links
 * drawn in the browser and those of a page whose language changed. Returns the remover.
 */
export function keepLinksInLanguage(lang: () => Locale): () => void {
  const fix = (event: Event) => {
    const a = (event.target as Element | null)?.closest?.('a[href]');
    const href = a?.getAttribute('href');
    if (!a || !href) return;
    const want = localizeHref(href, lang());
    if (want !== href) a.setAttribute('href', want);
  };
  const events = ['pointerover', 'focusin', 'touchstart', 'click'];
  for (const type of events) document.addEventListener(type, fix, { capture: true, passive: true });
  return () => {
    for (const type of events) document.removeEventListener(type, fix, { capture: true });
  };
}
