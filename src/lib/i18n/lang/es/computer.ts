/** The computer opponent's words on /play: levels, thinking, its moves. */
import type { Words } from '../../catalogues';
import type en from '../en/computer';

const words: Words<typeof en> = {
  'play.setup.side': 'Juegas con',
  'play.setup.side.cho': 'Cho (mueve primero)',
  'play.setup.side.han': 'Han',
  'play.setup.level': 'Nivel',
  'play.setup.level.low': 'Los niveles 1 y 2 juegan como un principiante: se lanzan a por las piezas y no ven las amenazas.',
  'play.setup.level.mid': 'Los niveles 3 a 5 miran unas cuantas jugadas por delante y aún fallan de vez en cuando.',
  'play.setup.level.high': 'Los niveles 6 a 8 piensan más y castigan los errores; el nivel 8 es el motor completo.',
  'play.setup.level.name.1': 'Principiante',
  'play.setup.level.name.2': 'Novato',
  'play.setup.level.name.3': 'Aficionado',
  'play.setup.level.name.4': 'Intermedio',
  'play.setup.level.name.5': 'Jugador de club',
  'play.setup.level.name.6': 'Jugador de club fuerte',
  'play.setup.level.name.7': 'Experto',
  'play.setup.level.name.8': 'Máxima fuerza',
  'play.setup.level.rating': 'Elo aproximado: {elo}',
  'play.setup.level.ratingNote': 'Los valores de Elo son estimaciones a partir de partidas de prueba contra otro motor; no son oficiales.',
  'play.computer.thinking': 'El ordenador está pensando',
  'play.computer.yourMove': 'Te toca',
  'play.computer.line': 'Contra el ordenador, que juega con {color} (nivel {level}).',
  'play.computer.error': 'El ordenador no encontró ninguna jugada. Deshaz la jugada o empieza una partida nueva.',
  'play.computer.resultWon': '¡Ganas tú!',
  'play.computer.resultLost': 'Gana el ordenador.',
  'play.computer.resultDraw': 'Tablas contra el ordenador.',
};

export default words;
