/** The Nine Elder game's words. */
import type { Words } from '../../catalogues';
import type en from '../en/nineElder';

const words: Words<typeof en> = {
  'ne.title': 'Nueve Ancianos',
  'ne.lead':
    'Un juego de 9×9 de Daphne Snowmoon: el Cañón, la Casia y el Peón del Janggi, con los lanzamientos y la promoción del shogi. Dos jugadores, un dispositivo.',
  'ne.board': 'Tablero de Nueve Ancianos',
  'ne.first': 'Primer jugador (Jade)',
  'ne.second': 'Segundo jugador (Rey)',
  'ne.turn': 'Turno: {side}',
  'ne.check': '¡Jaque!',
  'ne.hand': 'Piezas en la mano: {side}',
  'ne.handEmpty': 'sin piezas',
  'ne.handPiece': '{piece} en la mano, {n}',
  'ne.promote.ask': '¿Promocionar esta pieza?',
  'ne.promote.yes': 'Promocionar: {piece}',
  'ne.promote.no': 'Mantener: {piece}',
  'ne.promote.cancel': 'Anular la jugada',
  'ne.undo': 'Deshacer',
  'ne.newGame': 'Nueva partida',
  'ne.backToJanggi': 'Jugar al Janggi',
  'ne.lesson': 'Aprende las piezas y cómo lanzarlas',
  'ne.empty': 'vacío',
  'ne.point': '{square}, {piece}',
  'ne.pieceOf': '{piece} del {side}',
  'ne.selected': 'Seleccionado: {piece}, {n} jugadas',
  'ne.result.win': 'Gana el {side}.',
  'ne.result.draw': 'Tablas.',
  'ne.reason.checkmate': 'Jaque mate.',
  'ne.reason.stalemate': 'No hay jugada legal: pierde el jugador que no puede mover.',
  'ne.reason.jitai': 'Jitai (bloqueo) por puntos: {first} a {second}.',
  'ne.reason.sennichite': 'La misma posición apareció cuatro veces (sennichite).',
  'ne.reason.perpetual-check': 'Cuatro repeticiones dando jaque en cada jugada: pierde el bando que da jaque.',
  'ne.moves': 'Jugadas',
  'ne.side.first': 'primer jugador',
  'ne.side.second': 'segundo jugador',
};

export default words;
