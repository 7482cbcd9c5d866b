/** The Nine Elder lesson's words: its steps, refusals and hints. */
import type { Words } from '../../catalogues';
import type en from '../en/nineElderLesson';

const words: Words<typeof en> = {
  'nl.section': 'Nueve Ancianos',
  'nl.kicker': 'Nueve Ancianos · Lección {n}',
  'nl.board': 'Tablero de la lección de Nueve Ancianos',
  'nl.hand.first': 'Tu mano',
  'nl.hand.second': 'La mano del rival',
  'nl.illegal.not-yours': 'Esa pieza no es tuya. Juegas como primer jugador, abajo.',
  'nl.illegal.not-in-hand': 'No tienes esa pieza en la mano.',
  'nl.illegal.occupied': 'Una pieza de tu mano solo se puede lanzar en un punto vacío.',
  'nl.illegal.pawn-file': 'Ya tienes un Peón sin promocionar en esa columna, y no puede haber dos en la misma.',
  'nl.illegal.pawn-drop-mate': 'No se puede lanzar un Peón para dar mate.',
  'nl.illegal.self-check': 'Así tu Jade quedaría en jaque.',
  'nl.illegal.cannot-move': 'Esa pieza ({piece}) no puede ir ahí.',
  'nl.illegal.malformed': 'Eso no es una jugada.',
  'nl.wrong.gives-check': 'Esa jugada da jaque, y en este ejercicio el otro bando no puede esperar entonces. Busca otra manera.',
  'nl.wrong.not-check': 'Esa jugada no da jaque.',
  'nl.wrong.not-mate': 'Eso no es mate: el Rey todavía puede escapar.',
  'nl.left.reach': 'Te quedan por alcanzar: {n}.',
  'nl.left.reach.none': 'Sigue. Por alcanzar: {n}.',
  'nl.left.capture': 'Te quedan por capturar: {n}.',
  'nl.left.capture.none': 'Aún no has capturado nada. Por capturar: {n}.',
  'nl.left.drop': 'Ahora está en tu mano. Tócala y luego toca un punto para lanzarla.',
  'nl.left.drop.none': 'El objetivo es lanzar desde tu mano esta pieza: {piece}.',
  'nl.left.promote.none': 'Todavía sin promocionar.',
  'nl.dropNow': 'Ahora toca un punto vacío para lanzar la pieza ({piece}).',
  'nl.noMoves': 'Esta pieza ({piece}) no tiene jugadas ahora mismo.',
  'nl.pickPiece': 'Toca una de tus piezas o una pieza de tu mano.',
  'nl.done.play': 'Jugar una partida de Nueve Ancianos',
  'nl.card.badge': 'Otro juego',
  'nl.card.lead':
    'Un juego de 9×9 con el cañón y el caballo del Janggi, y con los lanzamientos y la promoción del shogi. Empieza por sus piezas.',
  'nl.card.open': 'Abrir la lección',
  'nl.card.play': 'Jugarlo',
};

export default words;
