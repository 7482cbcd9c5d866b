/** The engine's refusals (FEN and move notation) in words: one function a code, from its facts (src/lib/i18n/engine-errors.ts). */
import type { Color, Role } from '$lib/engine';
import type { EngineErrorWords } from '../../engine-errors';

const SIDE_ES: Record<Color, string> = { cho: 'Cho', han: 'Han' };
const PALACE_ES: Record<Color, string> = { cho: 'd1-f3', han: 'd8-f10' };
/** Each piece with its article, as a sentence names it. */
const ROLE_ES: Record<Role, string> = {
  general: 'el general',
  guard: 'el guardia',
  elephant: 'el elefante',
  horse: 'el caballo',
  chariot: 'el carro',
  cannon: 'el cañón',
  soldier: 'el soldado',
};
const role = (r: unknown) => ROLE_ES[r as Role] ?? String(r);
const bare = (r: unknown) => role(r).replace(/^(el|la) /, '');

const words: EngineErrorWords = {
  'fen.type': () => 'Un FEN tiene que ser texto.',
  'fen.empty': () => 'El FEN está vacío.',
  'fen.long': () => 'El FEN es demasiado largo para ser una posición de Janggi.',
  'fen.ranks': (p) => `Un FEN de Janggi tiene 10 filas separadas por "/"; este tiene ${p.count}.`,
  'fen.zero': (p) => `La fila ${p.rank} tiene un tramo vacío de 0, y eso no está permitido.`,
  'fen.letter': (p) =>
    `Letra de pieza desconocida "${p.text}" en la fila ${p.rank}. Usa k (general), a (guardia), b (elefante), n (caballo), r (carro), c (cañón), p (soldado); en mayúscula para Cho.`,
  'fen.rank-length': (p) => `La fila ${p.rank} ("${p.text}") ocupa ${p.count} puntos, pero todas las filas tienen 9.`,
  'fen.no-general': (p) => `${SIDE_ES[p.color as Color]} no tiene general.`,
  'fen.extra-general': (p) => `${SIDE_ES[p.color as Color]} tiene ${p.count} generales; tiene que haber exactamente uno.`,
  'fen.too-many': (p) =>
    `${SIDE_ES[p.color as Color]} tiene ${p.count} piezas del tipo "${bare(p.role)}"; como mucho puede tener ${p.max}.`,
  'fen.palace': (p) =>
    `${role(p.role).charAt(0).toUpperCase()}${role(p.role).slice(1)} de ${SIDE_ES[p.color as Color]} en ${p.square} está fuera de su palacio (${PALACE_ES[p.color as Color]}).`,
  'fen.turn': (p) => `El bando que mueve tiene que ser "w" (Cho) o "b" (Han), no "${p.text}".`,
  'fen.halfmoves': (p) => `El contador de medias jugadas "${p.text}" no es un número.`,
  'fen.fullmoves': (p) => `El número de jugada "${p.text}" no es un número positivo.`,
  'fen.fields': () => 'El FEN tiene más campos de los que puede tener un FEN de Janggi.',
  'fen.opponent-in-check': (p) => {
    const waiting = SIDE_ES[p.color as Color];
    const mover = p.color === 'han' ? 'Cho' : 'Han';
    return `El general de ${waiting} en ${p.square} está en jaque y le toca mover a ${mover}: ${mover} podría capturarlo. Comprueba qué bando mueve.`;
  },
  'fen.soldier-behind': (p) =>
    `El soldado de ${SIDE_ES[p.color as Color]} en ${p.square} está por detrás de su fila inicial, y los soldados nunca retroceden: esta posición no puede darse en una partida.`,
  'notation.illegal': (p) => `"${p.text}" no es una jugada legal en esta posición.`,
  'notation.korean': (p) => `"${p.text}" no está en notación coreana, como 79졸78 (origen, pieza, destino) o 한수쉼.`,
  'notation.korean-piece': (p) => `"${p.text}" no es el nombre de una pieza de Janggi.`,
  'notation.wrong-piece': (p) => `No hay ningún ${bare(p.role)} de ${SIDE_ES[p.color as Color]} en ${p.point}.`,
  'notation.site': (p) => `"${p.text}" no tiene la forma R01-71 (letra de pieza, origen, - o x, destino).`,
};

export default words;
