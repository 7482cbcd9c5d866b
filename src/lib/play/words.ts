/**
 * What /play says about kept games and the question it asks (end by a pass, resign, delete a kept
 * game): sentences built from the catalogue's words, kept out of the page's component.
 */
import { DEOM, isRuleSetName, type Color, type Move } from '$lib/engine';
import { colorName } from '$lib/board/describe';
import { locale } from '$lib/i18n';
import type { GameRecord } from '$lib/progress';
import type { PlayGame } from './game.svelte';
import { playText } from './text';

/** The question open, if any: ending the game by a pass, resigning, deleting a kept game. */
export type Asking = { kind: 'pass'; move: Move } | { kind: 'resign' } | { kind: 'delete'; game: GameRecord };

export interface Question {
  name: string;
  title: string;
  body: string[];
  confirm: string;
  cancel: string;
}

/** Points as the counting rules write them: whole numbers bare, Han's half point with one decimal (`1,5` in Spanish). */
export const fmt = (n: number) => n.toLocaleString(locale.current);

export const dateText = (time: number) =>
  new Intl.DateTimeFormat(locale.current, { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }).format(time);
export const movesText = (n: number) => (n === 1 ? playText('play.unfinished.moves.one') : playText('play.unfinished.moves', { n }));
export const rulesName = (name: string) => playText(`play.rules.${isRuleSetName(name) ? name : 'janggi'}`);

/** What the open question says; `resigner` is the side that would resign, `vsComputer` whether the learner plays the computer. */
export function questionText(a: Asking, game: PlayGame, resigner: Color, vsComputer: boolean): Question {
  if (a.kind === 'resign') {
    const winner = resigner === 'cho' ? 'han' : 'cho';
    return {
      name: 'resign',
      title: playText('play.resign.title'),
      body: [
        vsComputer
          ? playText('play.resign.bodyComputer')
          : playText('play.resign.body', { loser: colorName(resigner), winner: colorName(winner) }),
      ],
      confirm: playText('play.resign.confirm'),
      cancel: playText('play.keepPlaying'),
    };
  }
  if (a.kind === 'delete') {
    const when = dateText(a.game.updatedAt);
    return {
      name: 'delete',
      title: playText('play.delete.title'),
      body: [playText('play.delete.body', { date: when, moves: movesText(a.game.moves.length) })],
      confirm: playText('play.delete.confirm'),
      cancel: playText('play.delete.cancel'),
    };
  }
  const end = game.passOutcome;
  const rules = playText(`play.rules.${game.rules}`);
  const lead =
    end?.reason === 'double-pass'
      ? playText('play.pass.afterPass', { color: colorName(game.turn === 'cho' ? 'han' : 'cho') })
      : end?.reason === 'bikjang'
        ? playText('play.pass.bikjang')
        : playText('play.pass.other');
  const score = end?.points
    ? playText('play.pass.counted', {
        rules,
        cho: fmt(end.points.cho),
        han: fmt(end.points.han),
        deom: fmt(DEOM),
        winner: colorName(end.winner ?? 'han'),
      })
    : end?.winner
      ? playText('play.pass.wins', { rules, winner: colorName(end.winner) })
      : playText('play.pass.draw', { rules });
  return {
    name: 'pass',
    title: playText('play.pass.title'),
    body: [lead, score],
    confirm: playText('play.pass.confirm'),
    cancel: playText('play.keepPlaying'),
  };
}
