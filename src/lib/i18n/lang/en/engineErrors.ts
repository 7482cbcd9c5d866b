/** The engine's refusals (FEN and move notation) in words: one function a code, from its facts (src/lib/i18n/engine-errors.ts). */
import type { Color } from '$lib/engine';
import type { EngineErrorWords } from '../../engine-errors';

const SIDE_EN: Record<Color, string> = { cho: 'Cho', han: 'Han' };
const PALACE_EN: Record<Color, string> = { cho: 'd1-f3', han: 'd8-f10' };

const words: EngineErrorWords = {
  'fen.type': () => 'A FEN must be text.',
  'fen.empty': () => 'The FEN is empty.',
  'fen.long': () => 'The FEN is too long to be a Janggi position.',
  'fen.ranks': (p) => `A Janggi FEN has 10 ranks separated by "/", this one has ${p.count}.`,
  'fen.zero': (p) => `Rank ${p.rank} has an empty-run of 0, which is not allowed.`,
  'fen.letter': (p) =>
    `Unknown piece letter "${p.text}" on rank ${p.rank}. Use k (general), a (guard), b (elephant), n (horse), r (chariot), c (cannon), p (soldier); uppercase for Cho.`,
  'fen.rank-length': (p) => `Rank ${p.rank} ("${p.text}") covers ${p.count} points, but every rank has 9.`,
  'fen.no-general': (p) => `${SIDE_EN[p.color as Color]} has no general.`,
  'fen.extra-general': (p) => `${SIDE_EN[p.color as Color]} has ${p.count} generals; there must be exactly one.`,
  'fen.too-many': (p) => `${SIDE_EN[p.color as Color]} has ${p.count} pieces of kind "${p.role}", at most ${p.max} are possible.`,
  'fen.palace': (p) => `${SIDE_EN[p.color as Color]}'s ${p.role} on ${p.square} is outside its palace (${PALACE_EN[p.color as Color]}).`,
  'fen.turn': (p) => `The side to move must be "w" (Cho) or "b" (Han), not "${p.text}".`,
  'fen.halfmoves': (p) => `The halfmove clock "${p.text}" is not a number.`,
  'fen.fullmoves': (p) => `The move number "${p.text}" is not a positive number.`,
  'fen.fields': () => 'The FEN has more fields than a Janggi FEN can have.',
  'fen.opponent-in-check': (p) => {
    const waiting = SIDE_EN[p.color as Color];
    const mover = p.color === 'han' ? 'Cho' : 'Han';
    return `${waiting}'s general on ${p.square} is in check while ${mover} is to move: ${mover} could take it. Check the side to move.`;
  },
  'fen.soldier-behind': (p) =>
    `${SIDE_EN[p.color as Color]}'s soldier on ${p.square} is behind the soldiers' starting rank; soldiers never move back, so no game reaches this position.`,
  'notation.illegal': (p) => `"${p.text}" is not a legal move in this position.`,
  'notation.korean': (p) => `"${p.text}" is not Korean notation such as 79졸78 (from, piece, to) or 한수쉼.`,
  'notation.korean-piece': (p) => `"${p.text}" is not a Janggi piece name.`,
  'notation.wrong-piece': (p) => `There is no ${SIDE_EN[p.color as Color]} ${p.role} on ${p.point}.`,
  'notation.site': (p) => `"${p.text}" is not in the form R01-71 (piece letter, from, - or x, to).`,
};

export default words;
