// chunk: framework
import { routePath } from '$lib/i18n/locales';
import type { PlainKey } from '$lib/i18n';
import type { IconName } from './icons';

export interface NavItem {
  route: '/learn' | '/exercises' | '/puzzles' | '/play' | '/teach' | '/progress';
  label: PlainKey;
  /** One-line description used on the home page. */
  description: PlainKey;
  icon: IconName;
  /** Other pages that belong to this section (the tab is current on them too). */
  also?: readonly string[];
}

/** The app's sections, in navigation order. */
export const NAV_ITEMS: readonly NavItem[] = [
  { route: '/learn', label: 'nav.learn', description: 'section.learn', icon: 'learn' },
  { route: '/exercises', label: 'nav.exercises', description: 'section.exercises', icon: 'exercises' },
  { route: '/puzzles', label: 'nav.puzzles', description: 'section.puzzles', icon: 'puzzles' },
  // The kept games (/games) and their reviews are the Play tab's: what was played is found where it is played.
  { route: '/play', label: 'nav.play', description: 'section.play', icon: 'play', also: ['/games'] },
  { route: '/teach', label: 'nav.teach', description: 'section.teach', icon: 'teach' },
  { route: '/progress', label: 'nav.progress', description: 'section.progress', icon: 'progress' },
];

/** Whether `pathname` (in any language: `/<code>/learn/board`) is inside the section at `href`. */
export function isCurrent(pathname: string, href: string): boolean {
  pathname = routePath(pathname);
  return pathname === href || pathname.startsWith(`${href}/`);
}
