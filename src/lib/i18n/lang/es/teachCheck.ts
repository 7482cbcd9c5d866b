/** The words of checking a pasted position (/teach), in Spanish. */
import type { Words } from '../../catalogues';
import type en from '../en/teachCheck';

const words: Words<typeof en> = {
  'custom.checking': 'Comprobando el mate…',
  'custom.added': 'Añadido: mate en {n}.',
  'custom.error.empty': 'Pega primero un FEN o un enlace de problema.',
  'custom.error.long': 'Es demasiado largo para ser un FEN o un enlace de problema; quizá lo pegaste dos veces o cambió.',
  'custom.error.version': 'Este enlace de problema se hizo con una versión más nueva de la aplicación. Actualízala y vuelve a añadirlo.',
  'custom.error.link': 'Este enlace de problema está dañado: falta una parte o ha cambiado.',
  'custom.error.fen': 'No se puede leer este FEN: {reason}',
  'custom.error.illegal': 'Esta posición no puede darse en una partida. Ábrela en el editor para ver qué falla.',
  'custom.error.no-mate':
    'El bando que mueve no tiene mate forzado en cinco jugadas o menos, así que no hay respuesta que comprobar. Solo se pueden añadir mates.',
  'custom.error.unverified': 'La respuesta de este problema ya no da mate en {n} con sus reglas. Ábrelo en el editor y vuelve a hacerlo.',
  'custom.error.open': 'Abrir en el editor',
};

export default words;
