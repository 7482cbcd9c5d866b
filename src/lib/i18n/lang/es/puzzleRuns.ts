/** The puzzle runs' words, in Spanish. */
import type { Words } from '../../catalogues';
import type en from '../en/puzzleRuns';

const words: Words<typeof en> = {
  'runs.streak.title': 'Racha de problemas',
  'runs.streak.lead': 'Los problemas se vuelven más difíciles a medida que avanzas. Una jugada equivocada termina la racha.',
  'runs.timed.title': 'Contrarreloj',
  'runs.timed.lead': 'Tres minutos: resuelve todos los problemas que puedas. Una jugada equivocada te cuesta ese problema.',
  'runs.start': 'Empezar',
  'runs.again': 'Jugar otra vez',
  'runs.score': 'Resueltos: {n}',
  'runs.missed': 'Fallados: {n}',
  'runs.best': 'Mejor marca: {n}',
  'runs.newBest': '¡Nueva mejor marca!',
  'runs.time': 'Tiempo restante: {time}',
  'runs.end.wrong': 'Jugada equivocada: tu racha termina en {n}.',
  'runs.end.time': 'Se acabó el tiempo: {n} resueltos, {missed} fallados.',
  'runs.end.done': 'Resolviste todos los problemas de esta serie: {n}.',
  'runs.error': 'No se pudieron cargar los problemas. Vuelve a intentarlo cuando tengas conexión.',
  'puzzles.runs': 'Racha y contrarreloj',
  'puzzles.runs.lead': 'También sin conexión: una racha hasta tu primera jugada equivocada, o tres minutos de reloj.',
  'puzzles.streak': 'Racha de problemas',
  'puzzles.timed': 'Contrarreloj',
};

export default words;
