/** The puzzle player's feedback: your move, the reply, a refuted move, a hint step, solved. */
import type { Words } from '../../catalogues';
import type en from '../en/puzzleTask';

const words: Words<typeof en> = {
  'puzzle.yourTurn': 'Te toca.',
  'puzzle.thinking': 'Pensando…',
  'puzzle.good': 'Buena jugada. {move}.',
  'puzzle.hint.piece': 'Mueve la pieza marcada.',
  'puzzle.hint.target': 'Llévala al punto marcado.',
  'puzzle.solved': '¡Jaque mate! Resuelto.',
  'puzzle.solved.retry': 'Jaque mate. Resuelto tras un reintento.',
  'puzzle.solved.hint': 'Jaque mate. Resuelto con una pista.',
  'puzzle.solved.both': 'Jaque mate. Resuelto tras un reintento y con una pista.',
  'puzzle.solved.material': '¡Material ganado! Resuelto.',
  'puzzle.solved.material.retry': 'Material ganado. Resuelto tras un reintento.',
  'puzzle.solved.material.hint': 'Material ganado. Resuelto con una pista.',
  'puzzle.solved.material.both': 'Material ganado. Resuelto tras un reintento y con una pista.',
  'puzzle.solved.defence': '¡Aguantaste! Resuelto.',
  'puzzle.solved.defence.retry': 'Aguantaste. Resuelto tras un reintento.',
  'puzzle.solved.defence.hint': 'Aguantaste. Resuelto con una pista.',
  'puzzle.solved.defence.both': 'Aguantaste. Resuelto tras un reintento y con una pista.',
  'puzzle.toMove.defence': 'Juega {side}: encuentra la jugada que aguanta',
  'puzzle.rules.defence':
    'Puntos: carro 13, cañón 7, caballo 5, elefante 3, guardia 3, soldado 2. Cualquier otra jugada pierde al menos 2 puntos más que la respuesta; vale la jugada que deja el material a un punto o menos de la mejor línea.',
  'puzzle.solution.shown': 'Esta es la solución completa. Este problema volverá más adelante para repasarlo.',
  'puzzle.wrong.bikjang':
    'Tu jugada deja a los dos generales frente a frente sin nada entre ellos. Eso es bikjang, no mate: la partida se decidiría por conteo de puntos. Mantén una pieza entre los generales y vuelve a intentarlo.',
  'puzzle.wrong.pass': '{side} simplemente pasa, y no hay mate en las jugadas que quedan.',
  'puzzle.wrong.capture': '{move}: el mate no llega a tiempo.',
  'puzzle.wrong.escape': '{move}, y sale del jaque: el mate no llega a tiempo.',
  'puzzle.wrong.quiet': '{move}, y no hay mate en las jugadas que quedan.',
  'puzzle.wrong.material': '{move}. {result}',
  'puzzle.won.less': 'Ganas {amount} como mucho, y hay una jugada que gana {best}.',
  'puzzle.won.none': 'No ganas nada, y hay una jugada que gana {best}.',
  'puzzle.won.lose': 'Pierdes {amount}, y hay una jugada que gana {best}.',
  'puzzle.won.hold': 'Pierdes {amount}, y hay una jugada que aguanta.',
  'puzzle.solved.count': 'El bikjang queda sin romper y la partida se decide por conteo de puntos: ¡ganas! Resuelto.',
  'puzzle.solved.count.retry': 'Victoria por conteo de puntos. Resuelto tras un reintento.',
  'puzzle.solved.count.hint': 'Victoria por conteo de puntos. Resuelto con una pista.',
  'puzzle.solved.count.both': 'Victoria por conteo de puntos. Resuelto tras un reintento y con una pista.',
  'puzzle.toMove.count': 'Juega {side}: gana por conteo de puntos',
  'puzzle.rules.count':
    'Reglas de torneo: cuando los dos generales quedan frente a frente en una columna abierta (bikjang), el rival debe romperlo; si no puede, la partida termina y se cuentan los puntos (carro 13, cañón 7, caballo 5, elefante 3, guardia 3, soldado 2; Han suma 1,5 de deom). Una sola jugada gana así; ninguna otra gana.',
  'puzzle.rules.tournament':
    'Reglas de torneo: un bikjang (los generales frente a frente en una columna abierta) debe romperse, o la partida termina y se cuentan los puntos; Han suma 1,5 de deom.',
  'puzzle.won.count': 'Así no ganas por conteo, y hay una jugada que sí.',
  /** A retired puzzle's page: why it left the collection, before a link to the one kept. */
  'puzzle.retired':
    'Este problema salió de la colección: es casi igual a otro. Aún puedes resolverlo aquí y sigue contando. El que conservamos:',
  'puzzle.retired.unsound':
    'Este problema ha salido de la colección: Fairy-Stockfish vio que su solución no es claramente la mejor jugada. Aún puedes intentarlo aquí. El que ocupa su lugar:',
  'puzzle.retired.mirrored':
    'Este problema ahora se plantea con Han al turno, como manda la tradición del bakbo: es el mismo problema, reflejado. Aún puedes resolverlo aquí y sigue contando. El problema tal como se plantea ahora:',
  'puzzle.retired.placed':
    'Este problema salió de la colección: sus piezas se colocaron al azar, y ahora la colección toma sus posiciones de partidas. Aún puedes resolverlo aquí y sigue contando. Un problema de la misma longitud:',
};

export default words;
