/**
 * What /play's FEN field starts a game from: a position a game could reach, judged whole by the
 * engine (a soldier behind its start rank is refused too, as in a play-it-out link). The judgement
 * is loaded when the field is first focused, not with the page: it would add to /play's first load.
 */
import type { RuleSetName } from '$lib/engine';

let judge: Promise<typeof import('$lib/engine/legality')> | undefined;
const load = () => (judge ??= import('$lib/engine/legality'));

/** Starts loading the judgement (the field is about to be used). */
export function prepareJudge(): void {
  void load();
}

/** The position `fen` describes under `rules`, or why no game reaches it (the engine's code). */
export async function judgeFen(fen: string, rules: RuleSetName) {
  return (await load()).gamePositionFromFen(fen, rules);
}
