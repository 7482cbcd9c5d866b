/** The list's and the review's phrases built from codes (library.ts, opening.ts) with the games words. */
import { locale } from '$lib/i18n';
import type { Color } from '$lib/engine';
import type { GameRecord } from '$lib/progress';
import type { Opening } from '$lib/review/opening';
import { opponentOf, resultCode } from './library';
import { gt } from './text';
import { setupName } from '$lib/board/setup-names';

export const sideName = (c: Color) => gt(c === 'cho' ? 'games.side.cho' : 'games.side.han');

/** One date format a language (making one is slow, and the list dates every game). */
const DATE_FORMATS = new Map<string, Intl.DateTimeFormat>();

export function dateText(time: number): string {
  const lang = locale.current;
  let format = DATE_FORMATS.get(lang);
  if (!format) DATE_FORMATS.set(lang, (format = new Intl.DateTimeFormat(lang, { year: 'numeric', month: 'short', day: 'numeric' })));
  return format.format(time);
}

export function resultText(g: GameRecord): string {
  return gt(`games.result.${resultCode(g)}`);
}

export function opponentText(g: GameRecord): string {
  const o = opponentOf(g);
  if (o.kind === 'computer') return gt('games.vs.computer', { level: o.level });
  if (o.kind === 'screen') return gt('games.vs.screen');
  return gt('games.vs.record', { cho: o.cho ?? gt('games.vs.unnamed'), han: o.han ?? gt('games.vs.unnamed') });
}

/** Each side's setup and formation, e.g. "Cho: Wonangma, central cannon (면포)"; one phrase for a game from another position. */
export function openingText(o: Opening): string {
  const parts: string[] = [];
  for (const side of ['cho', 'han'] as const) {
    const s = o[side];
    const names = [s.setup ? setupName(s.setup) : '', s.formation ? gt(`games.formation.${s.formation}`) : ''].filter(Boolean);
    if (names.length) parts.push(gt('games.opening.side', { side: sideName(side), name: names.join(', ') }));
  }
  return parts.length ? parts.join(' · ') : gt('games.opening.none');
}

/** The name the list gives a game: its own name, else its date. */
export function gameTitle(g: GameRecord): string {
  return g.name || dateText(g.createdAt);
}
