/** The words of the personal puzzles, in Spanish. */
import type { Words } from '../../catalogues';
import type en from '../en/personalPuzzles';

const words: Words<typeof en> = {
  'mine.heading': 'De tus partidas',
  'mine.lead': 'Problemas sacados de tus propios errores. Vuelven en tus repasos.',
  'mine.from.computer': 'De tu partida del {date} contra el nivel {level}, jugada {ply}',
  'mine.from.screen': 'De tu partida del {date} en esta pantalla, jugada {ply}',
  'mine.from.record': 'De tu partida del {date}, jugada {ply}',
  'mine.from.unknown': 'De una de tus partidas, jugada {ply}',
  'mine.solve': 'Resolver',
  'mine.notFound': 'Este problema no está guardado en este dispositivo.',
  'mine.title': 'Problema de tu partida',
  'mine.back': 'Problemas',
  'mine.of': 'Problema {i} de {n}',
};

export default words;
