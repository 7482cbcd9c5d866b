/** The words of the personal puzzles, in Spanish. */
import type { Words } from '../../catalogues';
import type en from '../en/personalPuzzles';

const words: Words<typeof en> = {
  'mine.heading': 'De tus partidas',
  'mine.lead': 'Problemas sacados de tus propios errores. Vuelven en tus repasos.',
  'mine.solve': 'Resolver',
  'mine.notFound': 'Este problema no está guardado en este dispositivo.',
  'mine.title': 'Problema de tu partida',
  'mine.back': 'Problemas',
  'mine.of': 'Problema {i} de {n}',
};

export default words;
