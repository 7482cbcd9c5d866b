/**
 * The search's scores as the analysis board shows them: from Cho's view (the search scores for the
 * side to move), mates as "mate in N" (N the mating side's moves), and a bar's fill.
 */
import type { Color } from '$lib/engine';
import { fixed } from '$lib/i18n/numbers';
import { DEFAULT_LOCALE, type Locale } from '$lib/i18n/locales';
import type { LineScore } from './protocol';

/** The search's scale (search.ts): a mate in n plies scores MATE - n; a rule's win WIN - n. */
export const MATE = 30000;
export const WIN = 20000;
const MATE_BOUND = MATE - 500;
const WIN_BOUND = WIN - 1000;

/** A score for the side to move (`turn`) as seen from Cho's side. */
export function choScore(score: number, turn: Color): LineScore {
  const s = turn === 'cho' ? score : -score;
  if (Math.abs(s) >= MATE_BOUND) {
    const plies = MATE - Math.abs(s);
    const moves = Math.max(1, Math.ceil(plies / 2));
    return { cp: s, mate: s > 0 ? moves : -moves };
  }
  if (Math.abs(s) >= WIN_BOUND) return { cp: s, rule: s > 0 ? 'win' : 'loss' };
  return { cp: s };
}

/** Cho's share of the evaluation bar, 0..1: 0.5 is level; a mate or a rule's win fills it. */
export function barShare(score: LineScore): number {
  if (score.mate !== undefined || score.rule) return score.cp > 0 ? 1 : 0;
  // About a chariot (13 points) ahead fills three quarters.
  return 1 / (1 + Math.exp(-score.cp / 600));
}

/** Points with a sign and one decimal in the reader's language: "+1.3", "-0.4", "0.0" (Spanish "+1,3"). */
export function pointsText(cp: number, lang: Locale = DEFAULT_LOCALE): string {
  return fixed(Math.round(cp / 10) / 10, lang, 1, true);
}

/** Whether a score shows as level ("0.0"). */
export const isLevel = (cp: number): boolean => Math.round(cp / 10) === 0;
