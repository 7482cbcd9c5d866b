/** The home page's words. */
import type { Words } from '../../catalogues';
import type en from '../en/home';

const words: Words<typeof en> = {
  'home.heading': 'Aprende Janggi, jugada a jugada',
  'home.lead': 'Desde cómo se mueve cada pieza hasta tus primeros jaques mate. Una vez cargado, todo funciona sin conexión.',
  'home.continue.title': 'Sigue donde lo dejaste',
  'home.continue.empty': 'Aún no has empezado. La primera lección muestra cómo se mueven las piezas.',
  'home.continue.start': 'Empezar la primera lección',
  'home.continue.resume': 'Continuar',
  'home.continue.puzzles': 'Problemas: el siguiente, cerca de tu puntuación',
  'home.continue.nextPuzzle': 'Siguiente problema',
  'home.streak': 'Días seguidos: {n}',
  'home.puzzle.title': 'El problema de hoy',
  'home.puzzle.none': 'Aquí aparece un problema nuevo cada día.',
  'home.puzzle.open': 'Resolverlo',
  'home.puzzle.solved': 'Resuelto hoy',
  'home.puzzle.next': 'Resuelto: siguiente problema',
  'home.puzzle.mateIn': 'Mate en {n}',
  'home.puzzle.rating': 'Puntuación {rating}',
  'home.puzzle.browse': 'Ver los problemas',
  'home.explore': 'Explora',
  'home.assignments.title': 'Tus tareas',
  'home.assignments.all': 'Todas ({n})',
};

export default words;
