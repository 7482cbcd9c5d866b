/** The puzzles' themes, by their code in the puzzle data. */
import type { Words } from '../../catalogues';
import type en from '../en/puzzleThemes';

const words: Words<typeof en> = {
  'mate-in-1': 'Mate en 1',
  'mate-in-2': 'Mate en 2',
  'mate-in-3': 'Mate en 3',
  'mate-in-4': 'Mate en 4',
  'mate-in-5': 'Mate en 5',
  'mate-in-6': 'Mate en 6',
  'mate-in-7': 'Mate en 7',
  'mate-in-8': 'Mate en 8',
  'mate-in-9': 'Mate en 9',
  'chariot-mate': 'Mate de carro',
  'cannon-mate': 'Mate de cañón',
  'horse-mate': 'Mate de caballo',
  'elephant-mate': 'Mate de elefante',
  'soldier-mate': 'Mate de soldado',
  'palace-diagonal': 'Mate por la diagonal del palacio',
  'cannon-screen': 'Mate de cañón tras una pantalla',
  'two-chariots': 'Mate de dos carros',
  smothered: 'General asfixiado',
  'double-check': 'Jaque doble',
  'discovered-check': 'Jaque descubierto',
  fork: 'Horquilla',
  pin: 'Clavada',
  deflection: 'Desviación',
  decoy: 'Atracción',
  clearance: 'Despeje',
  sacrifice: 'Sacrificio',
  'quiet-move': 'Jugada tranquila',
  'pass-defence': 'Pasar para defender',
  bakbo: 'Bakbo (problema compuesto)',
  'bakbo-all-checks': 'Bakbo: jaque en cada jugada (연장군)',
  'bakbo-one-quiet': 'Bakbo: una jugada tranquila (건너뜀연장군)',
  'bakbo-ending': 'Bakbo: final (낱장기)',
  'winning-material': 'Ganar material',
  'discovered-attack': 'Ataque descubierto',
  'removing-the-defender': 'Eliminar al defensor',
  'trapped-piece': 'Pieza atrapada',
};

export default words;
